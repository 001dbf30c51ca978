import type { ChainNamespace } from '../../config/chainNamespaces';
import { RelayUnreachableError } from '../../errors/walletConnectErrors';
import { UserRejectedRequestError } from '../../errors/walletRequestErrors';
import { toWalletError } from '../../errors/toWalletError';
import { errorMessage } from '../../i18n/errorMessage';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { track } from '../../stores/events';
import { $pairing } from '../../stores/walletConnectPairing';
import type { WalletConnectChoice } from './viaWalletConnect';

/**
 * A WalletConnect pairing failed (its code did not load, the relay, the wallet, the session):
 * its namespaces stop connecting, the QR views say why with Try again, and CONNECT_ERROR is tracked.
 */
export function failPairing(namespaces: readonly ChainNamespace[], choice: WalletConnectChoice | undefined, thrown: unknown): void {
  const error = toWalletError(thrown);
  for (const namespace of namespaces) dispatchConnection(namespace, { type: 'failed' });
  $pairing.set({
    ...$pairing.get(),
    status: 'failed',
    choice,
    error: () => errorMessage(error),
    declined: error instanceof UserRejectedRequestError,
    relayUnreachable: error instanceof RelayUnreachableError,
  });
  track('CONNECT_ERROR', { name: choice?.name ?? 'WalletConnect', message: error.shortMessage });
}
