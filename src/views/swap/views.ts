import { accountCss } from '../../styles/accountCss';
import { searchCss } from '../../styles/searchCss';
import { sendCss } from '../../styles/sendCss';
export { SwapPreviewView } from './SwapPreviewView';
export { SwapSelectTokenView } from './SwapSelectTokenView';
export { SwapView } from './SwapView';

/** The CSS these views wear (Send's form, summary and progress), adopted as the chunk loads. */
export const sheets = [accountCss, sendCss, searchCss];
