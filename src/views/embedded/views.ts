export { ApproveTransactionView } from './ApproveTransactionView';
export { EmailVerifyDeviceView } from './EmailVerifyDeviceView';
export { EmailVerifyOtpView } from './EmailVerifyOtpView';
export { ConnectingFarcasterView } from './ConnectingFarcasterView';
export { ConnectingSocialView } from './ConnectingSocialView';
export { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailOtpView';
export { UpdateEmailWalletView } from './UpdateEmailWalletView';
