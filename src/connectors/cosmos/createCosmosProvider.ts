import { accountsChangedOrDisconnect } from '../../provider/accountsChangedOrDisconnect';
import type { ProviderHost } from '../../provider/ProviderHost';
import { withAddressEvents } from '../../provider/withAddressEvents';
import type { CosmosProvider } from './CosmosProvider';

/** The requests and the reading of their answers are a chunk of their own, loaded on the first one. */
const requests = () => import('./cosmosRequests').then(({ cosmosRequests }) => cosmosRequests);

/**
 * The page's cosmos provider. It exists at once, the same object for the page's life; its
 * requests go through the modal's one request path, so a signature shows the visitor that the
 * wallet is waiting and is aborted when the wallet goes away.
 */
export function createCosmosProvider(host: ProviderHost): CosmosProvider {
  return withAddressEvents<CosmosProvider>(host, 'cosmos', accountsChangedOrDisconnect, {
    getAccounts: async () => (await requests()).getAccounts(),
    signArbitrary: async (signer, data) => (await requests()).signArbitrary(signer, data),
    signAmino: async (signer, signDoc) => (await requests()).signAmino(signer, signDoc),
    signDirect: async (signer, signDoc) => (await requests()).signDirect(signer, signDoc),
  });
}
