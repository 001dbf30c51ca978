import { accountCss } from '../../styles/accountCss';
import { sendCss } from '../../styles/sendCss';
export { BuyInProgressView } from './BuyInProgressView';
export { OnRampFiatSelectView } from './OnRampFiatSelectView';
export { OnRampProvidersView } from './OnRampProvidersView';
export { OnRampTokenSelectView } from './OnRampTokenSelectView';

/** The CSS these views wear (Send's field and progress), adopted as the chunk loads. */
export const sheets = [accountCss, sendCss];
