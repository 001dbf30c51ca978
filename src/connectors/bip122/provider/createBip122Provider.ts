import { accountsChangedOrDisconnect } from '../../../provider/accountsChangedOrDisconnect';
import type { ProviderHost } from '../../../provider/ProviderHost';
import { withAddressEvents } from '../../../provider/withAddressEvents';
import type { Bip122Provider, BitcoinAccountAddress } from './Bip122Provider';
import { ProviderRpcError } from '../../../provider/ProviderRpcError';

/** Requests go through a chunk of their own (the request path), loaded on the first one. */
const ask = (method: string, params: Record<string, unknown>) => import('./askBitcoinWallet').then(({ askBitcoinWallet }) => askBitcoinWallet(method, params));
const failure = (message: string) => new ProviderRpcError(-32603, message);

/**
 * The page's bip122 provider. It exists at once, the same object for the page's life; its
 * requests go through the modal's one request path, so a signature shows the visitor that
 * the wallet is waiting and is aborted when the wallet goes away.
 */
export function createBip122Provider(host: ProviderHost): Bip122Provider {
  const connectedAddress = () => host.connectedAddress('bip122');
  return withAddressEvents<Bip122Provider>(host, 'bip122', accountsChangedOrDisconnect, {
    async getAccountAddresses() {
      const answer = await ask('getAccountAddresses', {});
      return (Array.isArray(answer) ? answer : []) as BitcoinAccountAddress[];
    },
    async signMessage({ address, message }) {
      const { signature } = (await ask('signMessage', { address, message, protocol: 'bip322' })) as { signature?: unknown };
      if (typeof signature !== 'string') throw failure('The wallet returned no signature');
      return signature;
    },
    async signPSBT({ psbt, signInputs, broadcast = false }) {
      const answer = (await ask('signPsbt', { psbt, signInputs, broadcast })) as { psbt?: unknown; txid?: unknown };
      if (typeof answer.psbt !== 'string') throw failure('The wallet returned no PSBT');
      return { psbt: answer.psbt, ...(typeof answer.txid === 'string' ? { txid: answer.txid } : {}) };
    },
    async sendTransfer({ recipient, amount }) {
      const { txid } = (await ask('sendTransfer', { recipientAddress: recipient, amount: String(amount), account: connectedAddress() })) as { txid?: unknown };
      if (typeof txid !== 'string') throw failure('The wallet returned no transaction id');
      return txid;
    },
  });
}
