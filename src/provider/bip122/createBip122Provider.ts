import { $accounts, getAccount } from '../../stores/account';
import { $connections, getConnectionState } from '../../stores/connection';
import type { Bip122Provider, Bip122ProviderEvent, BitcoinAccountAddress } from './Bip122Provider';

type Listener = (value: string[]) => void;

/** Requests go through a chunk of their own (the request path), loaded on the first one. */
const ask = (method: string, params: Record<string, unknown>) => import('./askBitcoinWallet').then(({ askBitcoinWallet }) => askBitcoinWallet(method, params));
const failure = (message: string) => Object.assign(new Error(message), { code: -32603 });

const connectedAddress = () => (getConnectionState('bip122').status === 'connected' ? getAccount('bip122').address : undefined);

/**
 * The page's bip122 provider. It exists at once, the same object for the page's life; its
 * requests go through the modal's one request path, so a signature shows the visitor that
 * the wallet is waiting and is aborted when the wallet goes away.
 */
export function createBip122Provider(): Bip122Provider {
  const listeners = new Map<Bip122ProviderEvent, Set<Listener>>();
  let following = false;
  const emit = (event: Bip122ProviderEvent, value: string[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(value);
      } catch (error) {
        reportError(error);
      }
    }
  };
  const follow = () => {
    if (following) return;
    following = true;
    let last = connectedAddress();
    const check = () => {
      const now = connectedAddress();
      if (now === last) return;
      last = now;
      if (now) emit('accountsChanged', [now]);
      else emit('disconnect', []);
    };
    $accounts.listen(check);
    $connections.listen(check);
  };
  const provider: Bip122Provider = {
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
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      follow();
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return Object.freeze(provider);
}
