// English texts of the email and social login views (embedded wallet): codes, device
// approval, login windows, email update. Bound as `embeddedTexts`, in their lazy chunk.
export const embeddedEnglish = {
  invalidEmail: 'Enter a valid email address',
  codeSentTo: 'We sent a 6-digit code to {email}.',
  codeLabel: 'Code',
  verifyCode: 'Verify',
  resendCode: 'Resend code',
  resendIn: 'Resend in {seconds} s',
  codeResent: 'A new code is on its way',
  approveDevice: 'Approve this device',
  approveDeviceBody: 'We sent an approval link to {email}. Open it to approve this device; this view goes on once you have.',
  approveInFrame: 'Review the request and approve it below.',
  continueInWindow: 'Continue in the {name} window',
  socialWaiting: 'Continue in the window that opened. This view moves on once you have signed in.',
  socialConnecting: 'Signing you in…',
  socialCancelled: 'You cancelled the sign-in',
  farcasterScan: 'Scan with your phone to sign in with Farcaster',
  farcasterQrLabel: 'QR code to sign in with Farcaster',
  openFarcasterLink: 'Open the link on this device',
  currentEmail: 'Your email is {email}.',
  newEmail: 'New email',
  emailUpdated: 'Email updated',
} as const;
