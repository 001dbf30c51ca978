import { accountsChangedOrDisconnect } from '../../provider/accountsChangedOrDisconnect';
import { askedNow } from '../../provider/askedNow';
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
    // The documents and bytes as the page asked, copied before the requests' code loads.
    signArbitrary: async (signer, data) => {
      const asked = await askedNow(data);
      return (await requests()).signArbitrary(signer, asked);
    },
    signAmino: async (signer, signDoc) => {
      const asked = await askedNow(signDoc);
      return (await requests()).signAmino(signer, asked);
    },
    signDirect: async (signer, signDoc) => {
      const asked = await askedNow(signDoc);
      return (await requests()).signDirect(signer, asked);
    },
  });
}
