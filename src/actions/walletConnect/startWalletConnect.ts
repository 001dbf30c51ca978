import { errorMessage } from '../../i18n/errorMessage';
import type { ChainNamespace } from '../../config/chainNamespaces';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { ProposalExpiredError, RelayUnreachableError, UserRejectedRequestError } from '../../errors/connectionErrors';
import { toWalletError } from '../../errors/toWalletError';
import { removeWalletId, removeWalletName, setWalletId, setWalletName } from '../../services/storage';
import { dispatchConnection, getConnectionState } from '../../stores/connection';
import { track } from '../../stores/events';
import { $modalState } from '../../stores/modal';
import { $route } from '../../stores/router';
import { $pairing, idlePairing } from '../../stores/walletConnectPairing';
import { pairingExpiry } from '../../utils/formatWalletConnectLink';
import { closeModal } from '../closeModal';
import { applyWalletConnectSession } from './applyWalletConnectSession';
import { getWalletConnect } from './getWalletConnect';
import { proposalNamespaces } from './proposalNamespaces';
import { viaWalletConnect, type WalletConnectChoice } from './viaWalletConnect';

const QR_VIEWS = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']);
let attempt = 0;

const onQrView = () => $modalState.get().open && QR_VIEWS.has($route.get().view);

/**
 * Pairs with a wallet app over WalletConnect: one session proposal for every configured
 * namespace. The QR views show each pairing URI as it arrives; a proposal the SDK reports
 * expired is proposed again while a QR view is on screen (a fresh code), and approval
 * closes the modal. The WalletConnect SDK loads on the first call.
 */
export async function startWalletConnect(choice?: WalletConnectChoice, { begun = false }: { begun?: boolean } = {}): Promise<void> {
  const mine = (attempt += 1);
  const isCurrent = () => mine === attempt;
  const proposal = proposalNamespaces();
  const namespaces = Object.keys(proposal) as ChainNamespace[];
  // Begun by pairWalletConnect, which showed the wait and set the namespaces connecting as the
  // visitor asked, while this code loaded; left since (closed, Back): there is nothing to pair.
  if (begun && !namespaces.some((namespace) => getConnectionState(namespace).status === 'connecting')) return;
  if (!begun) $pairing.set({ ...idlePairing, status: 'waiting', choice });
  try {
    if (!begun) for (const namespace of namespaces) dispatchConnection(namespace, { type: 'connect', connectorUid: WALLET_CONNECT_ID });
    const client = await getWalletConnect();
    const link = await client.pair(proposal, (uri) => {
      if (isCurrent()) $pairing.set({ ...$pairing.get(), status: 'waiting', uri, expiresAt: pairingExpiry(uri) });
    });
    if (choice) {
      setWalletId(choice.id);
      setWalletName(choice.name);
    } else {
      removeWalletId();
      removeWalletName();
    }
    await applyWalletConnectSession(link, namespaces, viaWalletConnect(choice, 'qrcode'), { restored: false }).catch((error: unknown) => {
      // Approved but of no use here: the wallet is told, so it does not show a live session.
      void client.disconnect().catch(() => undefined);
      throw error;
    });
    $pairing.set(idlePairing);
    // Connected: the modal closes, as after any connect.
    if (onQrView()) closeModal();
  } catch (thrown) {
    if (!isCurrent()) return;
    const error = toWalletError(thrown);
    for (const namespace of namespaces) dispatchConnection(namespace, { type: 'failed' });
    if (thrown instanceof ProposalExpiredError && onQrView()) {
      void startWalletConnect(choice);
      return;
    }
    $pairing.set({
      ...$pairing.get(),
      status: 'failed',
      error: () => errorMessage(error),
      declined: error instanceof UserRejectedRequestError,
      relayUnreachable: error instanceof RelayUnreachableError,
    });
    track('CONNECT_ERROR', { name: choice?.name ?? 'WalletConnect', message: error.shortMessage });
  }
}
