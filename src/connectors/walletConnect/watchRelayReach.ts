import { RelayUnreachableError } from '../../errors/walletConnectErrors';

type Listener<T> = (value: T) => void;
interface Emitter<T> {
  on(event: string, fn: Listener<T>): unknown;
  off(event: string, fn: Listener<T>): unknown;
}

/** The parts of the WalletConnect core (@walletconnect/core) followed here. */
export interface RelayCore {
  relayer: Emitter<void> & { readonly connected: boolean; subscriber: Emitter<{ topic: string }> };
  pairing: { events: Emitter<{ topic: string }> };
}

/**
 * Tells, for the next pairing the SDK creates, when the relay cannot be reached. The SDK
 * (2.25) emits nothing for a socket that never opens (relayer_disconnect and relayer_error
 * follow an opened one, relayer_transport_closed is never emitted, relayer_connection_stalled
 * only when a subscribe request times out), and its connect() rejects only when publishing the
 * proposal times out, over a minute later and with no code. But it records a new pairing's
 * subscription only once its connect attempts are over (at most 5, 1 + 2 + 3 + 4 + 5 s apart):
 * that subscription with no socket means every attempt failed, and `unreachable` rejects with
 * RelayUnreachableError. It never settles otherwise.
 */
export function watchRelayReach(core: RelayCore, relayUrl: string) {
  let topic: string | undefined;
  let reject: (error: RelayUnreachableError) => void = () => undefined;
  const unreachable = new Promise<never>((_, rejectWith) => {
    reject = rejectWith;
  });
  unreachable.catch(() => undefined);
  const onPairing = (pairing: { topic: string }) => {
    topic ??= pairing.topic;
  };
  const onSubscribed = (subscription: { topic: string }) => {
    if (subscription.topic === topic && !core.relayer.connected) reject(new RelayUnreachableError(relayUrl));
  };
  core.pairing.events.on('pairing_create', onPairing);
  core.relayer.subscriber.on('subscription_created', onSubscribed);
  return {
    unreachable,
    stop() {
      core.pairing.events.off('pairing_create', onPairing);
      core.relayer.subscriber.off('subscription_created', onSubscribed);
    },
  };
}
