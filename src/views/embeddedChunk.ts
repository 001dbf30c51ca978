/** The views of the email and social logins, in a chunk of their own: loaded when a visitor uses one. */
export async function loadEmbeddedView(
  name:
    | 'EmailVerifyOtpView'
    | 'EmailVerifyDeviceView'
    | 'ApproveTransactionView'
    | 'ConnectingSocialView'
    | 'ConnectingFarcasterView'
    | 'UpdateEmailWalletView'
    | 'UpdateEmailPrimaryOtpView'
    | 'UpdateEmailSecondaryOtpView',
) {
  const views = await import('./embedded/views');
  return views[name];
}
