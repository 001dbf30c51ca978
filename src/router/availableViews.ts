import type { ViewName } from './viewNames';

/**
 * The views this build can show. The router never opens, and no view links to, a view
 * outside this list; the view registry renders exactly these (a test holds them equal).
 */
export const AVAILABLE_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>([
  'Connect',
  'Account',
  'Networks',
  'UnsupportedChain',
  'ConnectingExternal',
  'SwitchNetwork',
  'SwitchActiveChain',
  'WalletReceive',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'WalletCompatibleNetworks',
  'AllWallets',
  'Downloads',
  'Activity',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ApproveTransaction',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
]);

export function isViewAvailable(view: ViewName): boolean {
  return AVAILABLE_VIEWS.has(view);
}
