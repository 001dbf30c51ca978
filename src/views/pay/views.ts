import { accountCss } from '../../styles/accountCss';
import { payCss } from '../../styles/payCss';
import { sendCss } from '../../styles/sendCss';
export { PayLoadingView } from './PayLoadingView';
export { PayView } from './PayView';

/** The CSS these views wear (Send's progress and Pay's summary), adopted as the chunk loads. */
export const sheets = [accountCss, sendCss, payCss];
