/**
 * Every view the modal knows: the views of spec §2 plus the supporting views the
 * contract names. A view is offered to a visitor only once the view registry has it.
 */
export const VIEW_NAMES = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'UnsupportedChain',
  'SwitchNetwork',
  'SwitchActiveChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'Send',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'Receive',
  'WalletReceive',
  'WalletCompatibleNetworks',
  'OnRamp',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'Activity',
  // Links to install a wallet that cannot connect here yet (no connector, no WalletConnect).
  'Downloads',
] as const;

export type ViewName = (typeof VIEW_NAMES)[number];

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (VIEW_NAMES as readonly string[]).includes(value);
}
