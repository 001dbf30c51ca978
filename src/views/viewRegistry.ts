import type { ComponentType } from 'react';
import { VIEW_MANIFEST, type FirstLoadViewName, type ViewName } from '../router/viewManifest';
import { AccountView } from './AccountView';
import { ConnectingExternalView } from './ConnectingExternalView';
import { ConnectView } from './ConnectView';
import { lazyView } from './lazyView';
import { NetworksView } from './NetworksView';
import { SwitchActiveChainView } from './SwitchActiveChainView';
import { SwitchNetworkView } from './SwitchNetworkView';
import { UnsupportedChainView } from './UnsupportedChainView';

/** The components of the manifest's first-load views (exactly those: the type says so). */
const FIRST_LOAD_VIEWS: Record<FirstLoadViewName, ComponentType> = {
  Connect: ConnectView,
  ConnectWallets: ConnectView,
  Account: AccountView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  ConnectingExternal: ConnectingExternalView,
  SwitchNetwork: SwitchNetworkView,
  SwitchActiveChain: SwitchActiveChainView,
};

/**
 * The component of every view of the manifest: a first-load view's own, a lazy view's loaded
 * from its chunk on first use.
 */
export const viewRegistry = Object.fromEntries(
  Object.entries(VIEW_MANIFEST).map(([name, entry]) => [
    name,
    'load' in entry ? lazyView(entry.load as () => Promise<ComponentType>) : FIRST_LOAD_VIEWS[name as FirstLoadViewName],
  ]),
) as Record<ViewName, ComponentType>;
