import { accountsChangedOrDisconnect } from '../../../provider/accountsChangedOrDisconnect';
import { askedNow } from '../../../provider/askedNow';
import type { ProviderHost } from '../../../provider/ProviderHost';
import { withAddressEvents } from '../../../provider/withAddressEvents';
import type { Bip122Provider } from './Bip122Provider';

/** The requests are a chunk of their own (with the request path), loaded on the first one. */
const requests = () => import('./bip122Requests').then(({ bip122Requests }) => bip122Requests);

/**
 * The page's bip122 provider. It exists at once, the same object for the page's life; its
 * requests go through the modal's one request path, so a signature shows the visitor that
 * the wallet is waiting and is aborted when the wallet goes away.
 */
export function createBip122Provider(host: ProviderHost): Bip122Provider {
  return withAddressEvents<Bip122Provider>(host, 'bip122', accountsChangedOrDisconnect, {
    getAccountAddresses: async () => (await requests()).getAccountAddresses(),
    // The request's fields as the page asked, read before the requests' code loads.
    signMessage: async ({ address, message }) => (await requests()).signMessage({ address, message }),
    signPSBT: async ({ psbt, signInputs, broadcast }) => {
      const asked = await askedNow(signInputs);
      return (await requests()).signPSBT({ psbt, signInputs: asked, ...(broadcast === undefined ? {} : { broadcast }) });
    },
    async sendTransfer({ recipient, amount }) {
      const account = host.connectedAddress('bip122');
      return (await requests()).sendTransfer({ recipient, amount }, account);
    },
  });
}
