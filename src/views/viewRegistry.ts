import type { ComponentType } from 'react';
import { AccountView } from './AccountView';
import { loadAllWalletsView, loadDownloadsView } from './allWalletsChunk';
import { ConnectingExternalView } from './ConnectingExternalView';
import { ConnectView } from './ConnectView';
import { lazyView } from './lazyView';
import { loadEmbeddedView } from './embeddedChunk';
import { loadReceiveView } from './receiveChunk';
import { loadSendView } from './sendChunk';
import { loadNamesView } from './namesChunk';
import { loadSwapView } from './swapChunk';
import { loadOnrampView } from './onrampChunk';
import { loadWalletConnectView } from './walletConnectChunk';
import { NetworksView } from './NetworksView';
import { SwitchActiveChainView } from './SwitchActiveChainView';
import { SwitchNetworkView } from './SwitchNetworkView';
import { UnsupportedChainView } from './UnsupportedChainView';

/**
 * The component of every view this build offers. The first-paint views are imported
 * statically; feature views will be added here as lazy chunks.
 */
export const viewRegistry = {
  Connect: ConnectView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  ConnectingExternal: ConnectingExternalView,
  SwitchNetwork: SwitchNetworkView,
  SwitchActiveChain: SwitchActiveChainView,
  WalletReceive: lazyView(() => loadReceiveView('WalletReceiveView')),
  WalletCompatibleNetworks: lazyView(() => loadReceiveView('WalletCompatibleNetworksView')),
  WalletSend: lazyView(() => loadSendView('WalletSendView')),
  WalletSendSelectToken: lazyView(() => loadSendView('WalletSendSelectTokenView')),
  WalletSendPreview: lazyView(() => loadSendView('WalletSendPreviewView')),
  RegisterAccountName: lazyView(() => loadNamesView('RegisterAccountNameView')),
  RegisterAccountNameSuccess: lazyView(() => loadNamesView('RegisterAccountNameSuccessView')),
  SIWXSignMessage: lazyView(() => import('./siwx/SIWXSignMessageView').then((module) => module.SIWXSignMessageView)),
  Swap: lazyView(() => loadSwapView('SwapView')),
  SwapSelectToken: lazyView(() => loadSwapView('SwapSelectTokenView')),
  SwapPreview: lazyView(() => loadSwapView('SwapPreviewView')),
  OnRampProviders: lazyView(() => loadOnrampView('OnRampProvidersView')),
  OnRampTokenSelect: lazyView(() => loadOnrampView('OnRampTokenSelectView')),
  OnRampFiatSelect: lazyView(() => loadOnrampView('OnRampFiatSelectView')),
  BuyInProgress: lazyView(() => loadOnrampView('BuyInProgressView')),
  Activity: lazyView(() => import('./ActivityView').then((module) => module.ActivityView)),
  AllWallets: lazyView(loadAllWalletsView),
  Downloads: lazyView(loadDownloadsView),
  ConnectingWalletConnect: lazyView(() => loadWalletConnectView('ConnectingWalletConnectView')),
  ConnectingWalletConnectBasic: lazyView(() => loadWalletConnectView('ConnectingWalletConnectBasicView')),
  EmailVerifyOtp: lazyView(() => loadEmbeddedView('EmailVerifyOtpView')),
  EmailVerifyDevice: lazyView(() => loadEmbeddedView('EmailVerifyDeviceView')),
  ApproveTransaction: lazyView(() => loadEmbeddedView('ApproveTransactionView')),
  ConnectingSocial: lazyView(() => loadEmbeddedView('ConnectingSocialView')),
  ConnectingFarcaster: lazyView(() => loadEmbeddedView('ConnectingFarcasterView')),
  UpdateEmailWallet: lazyView(() => loadEmbeddedView('UpdateEmailWalletView')),
  UpdateEmailPrimaryOtp: lazyView(() => loadEmbeddedView('UpdateEmailPrimaryOtpView')),
  UpdateEmailSecondaryOtp: lazyView(() => loadEmbeddedView('UpdateEmailSecondaryOtpView')),
} satisfies Record<string, ComponentType>;
