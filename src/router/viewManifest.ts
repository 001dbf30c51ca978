import type { FeatureId } from '../features/featureRules';
import { adoptLazySheets } from '../styles/lazySheets';
import type { SelectableWallet } from './viewForWalletSelection';

/** A view's component as the router sees it (the view registry renders it as a React component). */
type ViewComponent = (props: object) => unknown;

/** A view in a lazy chunk of its own, loaded on first use. */
export interface LazyLoaded {
  readonly load: (() => Promise<ViewComponent>) & {
    /** The view's component once its chunk has arrived (preloaded): then it renders at once, never its loading state. */
    readonly now: () => ViewComponent | undefined;
  };
}

/**
 * A view of the manifest. `Data` is what it is opened with (undefined: nothing), a type only.
 * Its fields are typed loosely here so the public declarations stay small; `firstLoad()` and `lazy()` check
 * them as they are written.
 */
export interface ViewEntry<Data = undefined> {
  /** Titled by the wallet it waits on (its data's wallet or connector), once it has one. */
  readonly titledByWallet?: true;
  /** About the connected account: when it goes away (disconnected here or in the wallet), Connect shows instead. */
  readonly ofAccount?: true;
  /** The FEATURE_RULES id that owns it: offered only while that feature is. */
  readonly feature?: string;
  /** Never set: carries the type of the data the view is opened with. */
  readonly data?: Data;
}

type Written<Data> = ViewEntry<Data> & { readonly feature?: FeatureId };

/** A first-load view: the view registry imports its component. */
const firstLoad = <Data = undefined>(entry: Written<Data>): ViewEntry<Data> => entry;
/** A view in a lazy chunk (`load`): it stays out of the first load. */
const lazy = <Data = undefined>(entry: Written<Data> & LazyLoaded): ViewEntry<Data> & LazyLoaded => entry;

/**
 * A chunk's loader, and for each view in it a loader of that view (one `import()` per chunk). The
 * CSS the chunk's views wear (its `sheets`) goes into the modal's shadow root as it arrives, before
 * any of them renders.
 */
const chunk = <Views extends object>(load: () => Promise<Views>) => {
  let arrived: Views | undefined;
  const loadChunk = () =>
    load().then((views) => {
      const { sheets } = views as { readonly sheets?: readonly string[] };
      if (sheets) adoptLazySheets(sheets);
      arrived = views;
      return views;
    });
  return <Name extends Exclude<keyof Views, 'sheets'>>(name: Name) =>
    Object.assign(() => loadChunk().then((views) => views[name]), { now: () => arrived?.[name] });
};

const connectedViews = chunk(() => import('../views/connectedViews'));
const allWalletsView = chunk(() => import('../views/AllWalletsView'));
const downloadsView = chunk(() => import('../views/DownloadsView'));
const walletConnectViews = chunk(() => import('../views/walletConnect/views'));
const embeddedViews = chunk(() => import('../views/embedded/views'));
const receiveViews = chunk(() => import('../views/receive/views'));
const sendViews = chunk(() => import('../views/send/views'));
const namesViews = chunk(() => import('../views/names/views'));
const siwxView = chunk(() => import('../views/siwx/SIWXSignMessageView'));
const swapViews = chunk(() => import('../views/swap/views'));
const onrampViews = chunk(() => import('../views/onramp/views'));
const payViews = chunk(() => import('../views/pay/views'));
const activityView = chunk(() => import('../views/ActivityView'));
const sessionViews = chunk(() => import('../views/sessions/views'));

/**
 * Every view of the modal, once: the views of spec §2 and the supporting views the contract
 * names (its key is the dialog's `data-view`). The router, the view registry, `ViewName`, the
 * feature registry's views and the data `pushView` takes all derive from it. A view with a
 * `load` comes in a lazy chunk; the others are in the first load.
 */
export const VIEW_MANIFEST = {
  Connect: firstLoad({}),
  // Connect's wallets alone, behind its "Continue with a wallet" (the collapseWallets feature).
  ConnectWallets: firstLoad({}),
  ConnectingExternal: firstLoad<{ connectorId: string; wallet?: SelectableWallet }>({ titledByWallet: true }),
  // The views of a connected account, preloaded once one connects (preloadConnectedViews): a
  // first visit's first click needs none of them.
  Account: lazy({ ofAccount: true, load: connectedViews('AccountView') }),
  Networks: lazy({ load: connectedViews('NetworksView') }),
  UnsupportedChain: lazy({ ofAccount: true, load: connectedViews('UnsupportedChainView') }),
  SwitchNetwork: lazy<{ caipNetworkId: string }>({ ofAccount: true, load: connectedViews('SwitchNetworkView') }),
  SwitchActiveChain: lazy<{ caipNetworkId: string }>({ load: connectedViews('SwitchActiveChainView') }),
  AllWallets: lazy({ feature: 'allWallets', load: allWalletsView('AllWalletsView') }),
  // Links to install a wallet: reached only by picking one that is not installed.
  Downloads: lazy<{ wallet: SelectableWallet }>({ load: downloadsView('DownloadsView') }),
  ConnectingWalletConnect: lazy<{ wallet: SelectableWallet }>({ titledByWallet: true, load: walletConnectViews('ConnectingWalletConnectView') }),
  ConnectingWalletConnectBasic: lazy({ load: walletConnectViews('ConnectingWalletConnectBasicView') }),
  EmailVerifyOtp: lazy({ feature: 'email', load: embeddedViews('EmailVerifyOtpView') }),
  EmailVerifyDevice: lazy({ feature: 'email', load: embeddedViews('EmailVerifyDeviceView') }),
  UpdateEmailWallet: lazy({ ofAccount: true, feature: 'email', load: embeddedViews('UpdateEmailWalletView') }),
  UpdateEmailPrimaryOtp: lazy({ ofAccount: true, feature: 'email', load: embeddedViews('UpdateEmailPrimaryOtpView') }),
  UpdateEmailSecondaryOtp: lazy({ ofAccount: true, feature: 'email', load: embeddedViews('UpdateEmailSecondaryOtpView') }),
  ApproveTransaction: lazy({ load: embeddedViews('ApproveTransactionView') }),
  ConnectingSocial: lazy({ feature: 'socials', load: embeddedViews('ConnectingSocialView') }),
  ConnectingFarcaster: lazy({ feature: 'socials', load: embeddedViews('ConnectingFarcasterView') }),
  WalletReceive: lazy({ ofAccount: true, feature: 'receive', load: receiveViews('WalletReceiveView') }),
  WalletCompatibleNetworks: lazy({ ofAccount: true, feature: 'receive', load: receiveViews('WalletCompatibleNetworksView') }),
  WalletSend: lazy({ ofAccount: true, feature: 'send', load: sendViews('WalletSendView') }),
  WalletSendSelectToken: lazy({ ofAccount: true, feature: 'send', load: sendViews('WalletSendSelectTokenView') }),
  WalletSendPreview: lazy({ ofAccount: true, feature: 'send', load: sendViews('WalletSendPreviewView') }),
  RegisterAccountName: lazy({ ofAccount: true, feature: 'names', load: namesViews('RegisterAccountNameView') }),
  RegisterAccountNameSuccess: lazy({ ofAccount: true, feature: 'names', load: namesViews('RegisterAccountNameSuccessView') }),
  SIWXSignMessage: lazy({ ofAccount: true, feature: 'siwx', load: siwxView('SIWXSignMessageView') }),
  Swap: lazy({ ofAccount: true, feature: 'swaps', load: swapViews('SwapView') }),
  SwapSelectToken: lazy<{ side: 'from' | 'to' }>({ ofAccount: true, feature: 'swaps', load: swapViews('SwapSelectTokenView') }),
  SwapPreview: lazy({ ofAccount: true, feature: 'swaps', load: swapViews('SwapPreviewView') }),
  OnRampProviders: lazy({ ofAccount: true, feature: 'onramp', load: onrampViews('OnRampProvidersView') }),
  OnRampTokenSelect: lazy({ ofAccount: true, feature: 'onramp', load: onrampViews('OnRampTokenSelectView') }),
  OnRampFiatSelect: lazy({ ofAccount: true, feature: 'onramp', load: onrampViews('OnRampFiatSelectView') }),
  BuyInProgress: lazy({ feature: 'onramp', load: onrampViews('BuyInProgressView') }),
  // Opened by the host's pay() only.
  Pay: lazy({ feature: 'pay', load: payViews('PayView') }),
  PayLoading: lazy({ feature: 'pay', load: payViews('PayLoadingView') }),
  Activity: lazy({ ofAccount: true, feature: 'activity', load: activityView('ActivityView') }),
  SmartSessionRequest: lazy({ feature: 'smartSessions', load: sessionViews('SmartSessionRequestView') }),
  SmartSessionList: lazy({ ofAccount: true, feature: 'smartSessions', load: sessionViews('SmartSessionListView') }),
};

/** A view's name: a key of the manifest, and the dialog's `data-view` while it shows. */
export type ViewName = keyof typeof VIEW_MANIFEST;

/** The manifest's first-load views: the view registry imports their components. */
export type FirstLoadViewName = { [V in ViewName]: (typeof VIEW_MANIFEST)[V] extends LazyLoaded ? never : V }[ViewName];

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && Object.hasOwn(VIEW_MANIFEST, value);
}
