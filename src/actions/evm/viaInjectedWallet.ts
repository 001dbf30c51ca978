import type { InjectedWallet } from '../../connectors/eip6963/InjectedWallet';
import type { ConnectedVia } from './applyEvmConnection';

/** How a browser (EIP-6963) wallet is recorded once connected. */
export function viaInjectedWallet(wallet: InjectedWallet): ConnectedVia {
  return {
    id: wallet.rdns,
    name: wallet.name,
    type: 'ANNOUNCED',
    recent: { id: wallet.rdns, name: wallet.name, rdns: wallet.rdns },
    method: 'browser',
  };
}
