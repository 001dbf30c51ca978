import type { Eip1193Provider } from './Eip1193Provider';

/** An event a wallet sent with data that is not what EIP-1193 says it carries. */
export interface RejectedWalletEvent {
  event: string;
  value: unknown;
}

type Listener = (...args: unknown[]) => void;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function isChainId(value: unknown): boolean {
  const id = typeof value === 'string' && /^0x[0-9a-fA-F]{1,13}$/.test(value) ? Number.parseInt(value, 16) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

/** Whether an event's first argument has the EIP-1193 shape; events we do not read pass as they are. */
function isWellFormed(event: string, value: unknown): boolean {
  if (event === 'accountsChanged') return Array.isArray(value) && value.every((account) => typeof account === 'string' && ADDRESS.test(account));
  if (event === 'chainChanged') return isChainId(value);
  if (event === 'connect') return typeof value === 'object' && value !== null && isChainId((value as { chainId?: unknown }).chainId);
  return true;
}

const guarded = new WeakMap<object, Eip1193Provider>();

/**
 * The wallet's provider as the connector library sees it: the same object, except that the
 * listeners it adds only ever receive well-formed `accountsChanged`, `chainChanged` and
 * `connect` events. Anything else (`chainChanged('banana')`, `accountsChanged(['0xZZ'])`)
 * goes to `onRejected` instead, so it can reach neither the stores nor the library (which
 * throws on it). One guard per provider, so removing a listener finds the one added.
 */
export function guardProviderEvents(provider: Eip1193Provider, onRejected: (rejected: RejectedWalletEvent) => void): Eip1193Provider {
  const existing = guarded.get(provider);
  if (existing) return existing;
  const wrapped = new Map<string, WeakMap<Listener, Listener>>();
  const wrapperOf = (event: string, listener: Listener): Listener => {
    let byListener = wrapped.get(event);
    if (!byListener) wrapped.set(event, (byListener = new WeakMap()));
    let wrapper = byListener.get(listener);
    if (!wrapper) {
      wrapper = (...args: unknown[]) => {
        if (isWellFormed(event, args[0])) listener(...args);
        else onRejected({ event, value: args[0] });
      };
      byListener.set(listener, wrapper);
    }
    return wrapper;
  };
  const guard = new Proxy(provider, {
    get(target, property) {
      if (property === 'on' || property === 'removeListener') {
        const method = target[property];
        if (typeof method !== 'function') return method;
        return (event: string, listener: Listener) =>
          method.call(target, event, typeof listener === 'function' ? (wrapperOf(event, listener) as never) : listener);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  guarded.set(provider, guard);
  return guard;
}
