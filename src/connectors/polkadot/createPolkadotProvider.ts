import { accountsChangedOrDisconnect } from '../../provider/accountsChangedOrDisconnect';
import { askedNow } from '../../provider/askedNow';
import type { ProviderHost } from '../../provider/ProviderHost';
import { withAddressEvents } from '../../provider/withAddressEvents';
import type { PolkadotProvider } from './PolkadotProvider';

/** Requests (their checks and the request path) are in a chunk of their own, loaded on the first one. */
const requests = () => import('./polkadotRequests');

/**
 * The page's polkadot provider. It exists at once, the same object for the page's life; its
 * requests go through the modal's one request path, so a signature shows the visitor that
 * the wallet is waiting and is aborted when the wallet goes away.
 */
export function createPolkadotProvider(host: ProviderHost): PolkadotProvider {
  return withAddressEvents<PolkadotProvider>(host, 'polkadot', accountsChangedOrDisconnect, {
    get accounts() {
      const address = host.connectedAddress('polkadot');
      return address ? [address] : [];
    },
    signMessage: (message, address) => requests().then((chunk) => chunk.signMessage(message, address)),
    // The payload as the page asked, copied before the requests' code loads.
    signPayload: async (payload) => {
      const asked = await askedNow(payload);
      return (await requests()).signPayload(asked);
    },
  });
}
