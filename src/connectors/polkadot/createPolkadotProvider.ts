import { ProviderRpcError } from '../../provider/ProviderRpcError';
import { createProviderEvents } from '../../provider/createProviderEvents';
import { connectedAddress, watchConnectedAddress } from '../../provider/watchConnectedAddress';
import type { PolkadotProvider, PolkadotProviderEvent } from './PolkadotProvider';

/** Requests go through a chunk of their own (the request path), loaded on the first one. */
const ask = (method: string, params: Record<string, unknown>) => import('./askPolkadotWallet').then(({ askPolkadotWallet }) => askPolkadotWallet(method, params));

const notConnected = () => new ProviderRpcError(4100, 'Connector not connected');
const hex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** The `signature` of a wallet's answer, checked by the adapter's request path. */
function signatureOf(answer: unknown): string {
  const signature = (answer as { signature?: unknown } | null)?.signature;
  if (typeof signature !== 'string') throw new ProviderRpcError(-32603, 'The wallet returned no signature');
  return signature;
}

/**
 * The page's polkadot provider. It exists at once, the same object for the page's life; its
 * requests go through the modal's one request path, so a signature shows the visitor that
 * the wallet is waiting and is aborted when the wallet goes away.
 */
export function createPolkadotProvider(): PolkadotProvider {
  const events = createProviderEvents<PolkadotProviderEvent>();
  let following = false;
  const follow = () => {
    if (following) return;
    following = true;
    watchConnectedAddress('polkadot', (now) => (now ? events.emit('accountsChanged', [now]) : events.emit('disconnect', [])));
  };
  const provider: PolkadotProvider = {
    get accounts() {
      const address = connectedAddress('polkadot');
      return address ? [address] : [];
    },
    async signMessage(message, address = connectedAddress('polkadot')) {
      if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'signMessage takes a text');
      if (!address) throw notConnected();
      // As hex of its UTF-8 bytes: a text that looks like hex is not read as bytes by the wallet.
      return signatureOf(await ask('polkadot_signMessage', { address, message: hex(message) }));
    },
    async signPayload(payload) {
      const address = (payload as { address?: unknown } | null)?.address;
      if (typeof address !== 'string') throw new ProviderRpcError(-32602, 'signPayload takes a SignerPayloadJSON with its address');
      return { signature: signatureOf(await ask('polkadot_signTransaction', { address, transactionPayload: payload })) };
    },
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
