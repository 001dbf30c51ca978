/**
 * The views of a connected account, in one lazy chunk that loads once an account connects
 * (preloadConnectedViews): Account, the network list, the wrong-network and switch views.
 */
import { accountCss } from '../styles/accountCss';

export { AccountView } from './AccountView';
export { NetworksView } from './NetworksView';
export { SwitchActiveChainView } from './SwitchActiveChainView';
export { SwitchNetworkView } from './SwitchNetworkView';
export { UnsupportedChainView } from './UnsupportedChainView';

/** The CSS these views wear, for the modal's shadow root (the view manifest hands it over). */
export const sheets = [accountCss];
