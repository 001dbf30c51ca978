import type { ComponentType } from 'react';
import { AccountView } from './AccountView';
import { ActivityView } from './ActivityView';
import { ConnectingExternalView } from './ConnectingExternalView';
import { ConnectView } from './ConnectView';
import { NetworksView } from './NetworksView';
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
  Activity: ActivityView,
} satisfies Record<string, ComponentType>;
