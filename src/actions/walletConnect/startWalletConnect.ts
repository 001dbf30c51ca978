import { RelayUnreachableError, UserRejectedRequestError } from '../../errors/connectionErrors';
import { toWalletError } from '../../errors/toWalletError';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnectId';
import { setWalletId, setWalletName, removeWalletId, removeWalletName } from '../../services/storage';
import { dispatchConnection } from '../../stores/connection';
import { track } from '../../stores/events';
import { $modalState } from '../../stores/modal';
import { $route } from '../../stores/router';
import { closeModal } from '../closeModal';
import { $pairing, idlePairing } from '../../stores/walletConnectPairing';
import { pairingExpiry } from '../../utils/formatWalletConnectLink';
import { applyEvmConnection } from '../evm/applyEvmConnection';
import { getEvmAdapter } from '../evm/getEvmAdapter';
import { targetChainId } from '../evm/targetChainId';
import { followRelay } from './followRelay';
import { viaWalletConnect, type WalletConnectChoice } from './viaWalletConnect';

const QR_VIEWS = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']);
let attempt = 0;

const onQrView = () => $modalState.get().open && QR_VIEWS.has($route.get().view);

/**
 * Pairs with a wallet app over WalletConnect. The QR views show each pairing URI as it
 * arrives; an expired proposal is proposed again while a QR view is on screen (a fresh
 * code), and approval closes the modal. The WalletConnect SDK loads on the first call.
 */
export async function startWalletConnect(choice?: WalletConnectChoice): Promise<void> {
  const mine = (attempt += 1);
  const isCurrent = () => mine === attempt;
  dispatchConnection('eip155', { type: 'connect', connectorUid: WALLET_CONNECT_ID });
  $pairing.set({ ...idlePairing, status: 'waiting', choice });
  try {
    const adapter = await getEvmAdapter();
    void followRelay(adapter).catch(() => undefined);
    const connection = await adapter.connectWalletConnect(targetChainId(), (uri) => {
      if (isCurrent()) $pairing.set({ ...$pairing.get(), status: 'waiting', uri, expiresAt: pairingExpiry(uri) });
    });
    if (choice) {
      setWalletId(choice.id);
      setWalletName(choice.name);
    } else {
      removeWalletId();
      removeWalletName();
    }
    applyEvmConnection(viaWalletConnect(choice, 'qrcode'), connection, { restored: false });
    $pairing.set(idlePairing);
    // Connected: the modal closes, as after any connect.
    if (onQrView()) closeModal();
  } catch (thrown) {
    if (!isCurrent()) return;
    const error = toWalletError(thrown);
    dispatchConnection('eip155', { type: 'failed' });
    const expired = /expired/i.test(String((thrown as Error)?.message ?? ''));
    if (expired && onQrView()) {
      void startWalletConnect(choice);
      return;
    }
    $pairing.set({
      ...$pairing.get(),
      status: 'failed',
      error: error.shortMessage,
      declined: error instanceof UserRejectedRequestError,
      relayUnreachable: error instanceof RelayUnreachableError,
    });
    track('CONNECT_ERROR', { name: choice?.name ?? 'WalletConnect', message: error.shortMessage });
  }
}
