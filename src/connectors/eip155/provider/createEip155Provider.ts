import type { Eip155Provider, Eip155ProviderEvent } from './Eip155Provider';
import { askedNow } from '../../../provider/askedNow';
import { createProviderEvents } from '../../../provider/createProviderEvents';
import type { ProviderHost } from '../../../provider/ProviderHost';

type Listener = (value: never) => void;

const load = () => import('./eip155Chunk');

/**
 * The page's eip155 provider. It exists at once; what answers requests and what turns store
 * changes into events load in a chunk of their own, on the first request or listener. The
 * stores are read when the first listener is added, so no change made while the chunk
 * loads goes unreported. A request is copied when the page makes it (askedNow).
 */
export function createEip155Provider(host: ProviderHost): Eip155Provider {
  const events = createProviderEvents<string>();
  let following = false;
  const emit = events.emit;
  const provider = Object.freeze({
    // What the page asks as it is now: the checks and the wallet see the same request.
    async request(args: { method: string; params?: unknown }) {
      const asked = await askedNow(args);
      return (await load()).requestEip155(asked);
    },
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
