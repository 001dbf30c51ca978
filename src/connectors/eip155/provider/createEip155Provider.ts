import type { Eip155Provider, Eip155ProviderEvent } from './Eip155Provider';
import { createProviderEvents } from '../../../provider/createProviderEvents';
import type { ProviderHost } from '../../../provider/ProviderHost';

type Listener = (value: never) => void;

const load = () => import('./eip155Chunk');

/**
 * The page's eip155 provider. It exists at once; what answers requests and what turns store
 * changes into events load in a chunk of their own, on the first request or listener. The
 * stores are read when the first listener is added, so no change made while the chunk
 * loads goes unreported.
 */
export function createEip155Provider(host: ProviderHost): Eip155Provider {
  const events = createProviderEvents<string>();
  let following = false;
  const emit = events.emit;
  const provider = Object.freeze({
    request: (args: { method: string; params?: unknown }) => load().then(({ requestEip155 }) => requestEip155(args)),
    on(event: Eip155ProviderEvent, listener: Listener) {
      events.add(event, listener);
      if (!following) {
        following = true;
        const since = host.snapshot();
        load().then(
          ({ followEip155State }) => followEip155State(emit, since),
          () => (following = false),
        );
      }
      return provider;
    },
    removeListener(event: Eip155ProviderEvent, listener: Listener) {
      events.remove(event, listener);
      return provider;
    },
  }) as Eip155Provider;
  return provider;
}
