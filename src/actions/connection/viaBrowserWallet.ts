import type { BrowserWallet } from '../../connectors/BrowserWallet';
import type { ConnectedVia } from './ConnectedVia';

/** How a browser wallet is recorded once connected. */
export function viaBrowserWallet(wallet: BrowserWallet): ConnectedVia {
  return {
    id: wallet.id,
    name: wallet.name,
    type: 'ANNOUNCED',
    recent: { id: wallet.id, name: wallet.name, rdns: wallet.id },
    method: 'browser',
  };
}
