import type { EvmAdapter } from '../../connectors/eip155/EvmAdapter';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnectId';
import { messages } from '../../i18n/messages';
import { $connections, getConnectionState } from '../../stores/connection';
import { track } from '../../stores/events';
import { dismissToast, showToast } from '../../stores/toast';

const followed = new WeakSet<EvmAdapter>();

const onWalletConnect = () => getConnectionState('eip155').currentConnectorUid === WALLET_CONNECT_ID;

/**
 * Reports the WalletConnect relay connection (the SDK itself retries a lost socket, at
 * most 5 connect attempts a time): tracked events always, and a toast while the visitor's
 * wallet is connected over WalletConnect, so a stalled request has an explanation. The
 * "reconnecting…" toast goes as soon as no wallet is connected over WalletConnect any more
 * (a disconnect while the relay is down), since nothing is then waiting for the relay.
 */
export async function followRelay(adapter: EvmAdapter): Promise<void> {
  if (followed.has(adapter)) return;
  followed.add(adapter);
  let lost = false;
  $connections.listen(() => {
    if (lost && !onWalletConnect()) dismissToast(messages.relayLost);
  });
  await adapter.onRelayStatus((status) => {
    if (status === 'lost' && !lost) {
      lost = true;
      track('WALLETCONNECT_RELAY_LOST', {});
      if (onWalletConnect()) showToast(messages.relayLost, 'loading');
    } else if (status === 'restored' && lost) {
      lost = false;
      track('WALLETCONNECT_RELAY_RESTORED', {});
      if (onWalletConnect()) showToast(messages.relayRestored, 'success');
    }
  });
}
