import type { WalletConnectClient } from '../../connectors/walletConnect/loadWalletConnectClient';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { messages } from '../../i18n/messages';
import { $connections } from '../../stores/connection';
import { track } from '../../stores/events';
import { dismissToast, showToast } from '../../stores/toast';

const followed = new WeakSet<WalletConnectClient>();

const onWalletConnect = () => Object.values($connections.get()).some((state) => state?.currentConnectorUid === WALLET_CONNECT_ID);

/**
 * Reports the WalletConnect relay connection (the SDK itself retries a lost socket, at
 * most 5 connect attempts a time): tracked events always, and a toast while a wallet is
 * connected over WalletConnect, so a stalled request has an explanation. The
 * "reconnecting…" toast goes as soon as no wallet is connected over WalletConnect any more
 * (a disconnect while the relay is down), since nothing is then waiting for the relay.
 */
export function followRelay(client: WalletConnectClient): void {
  if (followed.has(client)) return;
  followed.add(client);
  let lost = false;
  $connections.listen(() => {
    if (lost && !onWalletConnect()) dismissToast(messages.relayLost);
  });
  client.onRelayStatus((status) => {
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
