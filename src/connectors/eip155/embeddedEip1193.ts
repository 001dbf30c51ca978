import type { EmbeddedLink } from '../embedded/EmbeddedLink';
import type { Eip1193Provider } from './eip6963/Eip1193Provider';

type Listener = (...args: unknown[]) => void;

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });
const toHex = (chainId: number) => `0x${chainId.toString(16)}`;

/**
 * The embedded wallet as an EIP-1193 provider, so that the EVM adapter connects it as it
 * connects any wallet: the account and chain come from the signed-in user, a switch moves
 * the frame's wallet, every other request runs in the secure frame (which asks the visitor
 * inside itself when the request needs approval). The end of the session is `disconnect`.
 */
export function embeddedEip1193(link: EmbeddedLink, preferredChainId: number | undefined, rpcUrlOf: (chainId: number) => string | undefined): Eip1193Provider {
  // The chain the frame's wallet is on: the connector library asks to switch from there.
  const userChain = Number(link.user.chainId);
  let chainId = Number.isSafeInteger(userChain) && userChain > 0 ? userChain : (preferredChainId ?? 1);
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };
  const accounts = () => [link.user.address];
  link.onEnded(() => emit('disconnect', rpcError(4900, 'The embedded wallet signed out')));

  const switchChain = async (params: unknown) => {
    const requested = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId;
    const next = typeof requested === 'string' ? Number.parseInt(requested, 16) : Number.NaN;
    if (!Number.isSafeInteger(next) || next <= 0) throw rpcError(-32602, 'Invalid chain id');
    await link.switchNetwork({ chainId: next, rpcUrl: rpcUrlOf(next) });
    if (next !== chainId) {
      chainId = next;
      emit('chainChanged', toHex(next));
    }
    return null;
  };

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return accounts();
        case 'eth_chainId':
          return toHex(chainId);
        case 'wallet_switchEthereumChain':
          return switchChain(params);
        // Signing in is the permission; signing out ends it.
        case 'wallet_requestPermissions':
          return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: accounts() }] }];
        case 'wallet_revokePermissions':
          return null;
        default:
          return link.request({ method, params }, { chainId, rpcUrl: rpcUrlOf(chainId) });
      }
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return this;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return this;
    },
  } as Eip1193Provider;
}
