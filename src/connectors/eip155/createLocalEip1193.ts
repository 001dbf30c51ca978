import type { Eip1193Provider } from './eip6963/Eip1193Provider';
import { ProviderRpcError } from '../../provider/ProviderRpcError';
import { switchChainIdOf } from './switchChainIdOf';

type Listener = (...args: unknown[]) => void;

/** An EIP-1193 error: a numeric code the connector library maps to its own errors. */
export const rpcError = (code: number, message: string) => new ProviderRpcError(code, message);

export const toHex = (chainId: number) => `0x${chainId.toString(16)}`;

/** The chain id of a `wallet_switchEthereumChain` request; -32602 when it is not one. */
export function requestedChainId(params: unknown): number {
  const chainId = switchChainIdOf(params);
  if (chainId === undefined) throw rpcError(-32602, 'Invalid chain id');
  return chainId;
}

/**
 * An EIP-1193 provider over a connection the modal holds itself (a WalletConnect session, the
 * embedded wallet), for the connector library to connect like any wallet: the accounts and
 * the permission methods are answered here (the connection is the permission; ending it is
 * its owner's part), every other method goes to `answer`. `emit` sends the provider's events.
 */
export function createLocalEip1193(
  accounts: () => string[],
  answer: (method: string, params: unknown) => Promise<unknown>,
): { provider: Eip1193Provider; emit(event: string, ...args: unknown[]): void } {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return accounts();
        case 'wallet_requestPermissions':
          return [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: accounts() }] }];
        case 'wallet_revokePermissions':
          // A smart session's revoke (ERC-7715: one object, not EIP-2255's list) is the wallet's to answer.
          if (params && typeof params === 'object' && !Array.isArray(params)) return answer(method, params);
          return null;
        default:
          return answer(method, params);
      }
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return { provider: provider as Eip1193Provider, emit };
}
