import { createProviderEvents } from '../../provider/createProviderEvents';
import type { ProviderHost } from '../../provider/ProviderHost';
import type { CosmosProvider, CosmosProviderEvent } from './CosmosProvider';

/** The requests and the reading of their answers are a chunk of their own, loaded on the first one. */
const requests = () => import('./cosmosRequests').then(({ cosmosRequests }) => cosmosRequests);

/**
 * The page's cosmos provider. It exists at once, the same object for the page's life; its
 * requests go through the modal's one request path, so a signature shows the visitor that the
 * wallet is waiting and is aborted when the wallet goes away.
 */
export function createCosmosProvider(host: ProviderHost): CosmosProvider {
  const events = createProviderEvents<CosmosProviderEvent>();
  let following = false;
  const follow = () => {
    if (following) return;
    following = true;
    host.watchConnectedAddress('cosmos', (now) => (now ? events.emit('accountsChanged', [now]) : events.emit('disconnect', [])));
  };
  const provider: CosmosProvider = {
    getAccounts: async () => (await requests()).getAccounts(),
    signArbitrary: async (signer, data) => (await requests()).signArbitrary(signer, data),
    signAmino: async (signer, signDoc) => (await requests()).signAmino(signer, signDoc),
    signDirect: async (signer, signDoc) => (await requests()).signDirect(signer, signDoc),
    on(event, listener) {
      events.add(event, listener);
      follow();
      return provider;
    },
    removeListener(event, listener) {
      events.remove(event, listener);
      return provider;
    },
  };
  return Object.freeze(provider);
}
