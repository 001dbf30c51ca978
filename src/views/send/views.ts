import { accountCss } from '../../styles/accountCss';
import { searchCss } from '../../styles/searchCss';
import { sendCss } from '../../styles/sendCss';
export { WalletSendPreviewView } from './WalletSendPreviewView';
export { WalletSendSelectTokenView } from './WalletSendSelectTokenView';
export { WalletSendView } from './WalletSendView';

/** The CSS these views wear, adopted as the chunk loads. */
export const sheets = [accountCss, sendCss, searchCss];
