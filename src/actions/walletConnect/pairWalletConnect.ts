import type { ChainNamespace } from '../../config/chainNamespaces';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { toWalletError } from '../../errors/toWalletError';
import { errorMessage } from '../../i18n/errorMessage';
import { dispatchConnection } from '../../stores/connection';
import { track } from '../../stores/events';
import { $pairing, idlePairing } from '../../stores/walletConnectPairing';
import { proposalNamespaces } from './proposalNamespaces';
import type { WalletConnectChoice } from './viaWalletConnect';

/**
 * Starts a WalletConnect pairing (startWalletConnect) from its chunk, which loads on the first
 * one (preloadConnecting asks for it as the modal opens). The view waits, and the account reads
 * 'connecting', from the call on; the pairing itself starts when the code has arrived, unless
 * the visitor left meanwhile. A chunk that does not load fails the pairing as any failure does,
 * with Try again.
 */
export function pairWalletConnect(choice?: WalletConnectChoice): void {
  const namespaces = Object.keys(proposalNamespaces()) as ChainNamespace[];
  const fail = (thrown: unknown) => {
    const error = toWalletError(thrown);
    for (const namespace of namespaces) dispatchConnection(namespace, { type: 'failed' });
    $pairing.set({ ...idlePairing, status: 'failed', choice, error: () => errorMessage(error) });
    track('CONNECT_ERROR', { name: choice?.name ?? 'WalletConnect', message: error.shortMessage });
  };
  $pairing.set({ ...idlePairing, status: 'waiting', choice });
  try {
    for (const namespace of namespaces) dispatchConnection(namespace, { type: 'connect', connectorUid: WALLET_CONNECT_ID });
  } catch (thrown) {
    return fail(thrown);
  }
  import('./startWalletConnect').then(({ startWalletConnect }) => startWalletConnect(choice, { begun: true }), fail);
}
