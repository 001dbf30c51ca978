import type { ChainNamespace } from '../config/chainNamespaces';
import { createProviderEvents } from './createProviderEvents';
import type { ProviderHost } from './ProviderHost';

/** What every page's provider has: `on` and `removeListener`, each returning the provider. */
interface ListenerMethods {
  on(event: never, listener: never): unknown;
  removeListener(event: never, listener: never): unknown;
}

type EventOf<P> = P extends { on(event: infer E extends string, listener: never): unknown } ? E : never;
type ListenerOf<P> = P extends { on(event: never, listener: infer L extends (value: never) => void): unknown } ? L : never;
type ValueOf<P> = ListenerOf<P> extends (value: infer V) => void ? V : never;

/** The event (and its value) a change of the connected address is reported as; `before` undefined: none was connected. */
export type AddressEvent<P> = (now: string | undefined, before: string | undefined) => readonly [EventOf<P>, ValueOf<P>];

/**
 * A namespace's page provider `P`: its `methods`, plus `on` and `removeListener` (each returning
 * the provider), frozen. The connected address is followed from the first listener on; each
 * change is reported as `toEvent` says. The methods' getters stay getters.
 */
export function withAddressEvents<P extends ListenerMethods>(host: ProviderHost, namespace: ChainNamespace, toEvent: AddressEvent<P>, methods: Omit<P, keyof ListenerMethods>): P {
  const events = createProviderEvents<EventOf<P>>();
  let following = false;
  const provider = Object.assign(methods, {
    on(event: EventOf<P>, listener: ListenerOf<P>) {
      events.add(event, listener);
      if (!following) {
        following = true;
        host.watchConnectedAddress(namespace, (now, before) => events.emit(...toEvent(now, before)));
      }
      return provider;
    },
    removeListener(event: EventOf<P>, listener: ListenerOf<P>) {
      events.remove(event, listener);
      return provider;
    },
  }) as unknown as P;
  return Object.freeze(provider);
}
