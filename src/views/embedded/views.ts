import { embeddedViewsCss } from '../../styles/embeddedViewsCss';
import { walletConnectCss } from '../../styles/walletConnectCss';
export { ApproveTransactionView } from './ApproveTransactionView';
export { EmailVerifyDeviceView } from './EmailVerifyDeviceView';
export { EmailVerifyOtpView } from './EmailVerifyOtpView';
export { ConnectingFarcasterView } from './ConnectingFarcasterView';
export { ConnectingSocialView } from './ConnectingSocialView';
export { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailOtpView';
export { UpdateEmailWalletView } from './UpdateEmailWalletView';

/** The CSS these views wear (Farcaster's QR code is the pairing views'), adopted as the chunk loads. */
export const sheets = [embeddedViewsCss, walletConnectCss];
