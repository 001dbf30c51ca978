import type { ChainNamespace } from '../../config/chainNamespaces';
import { ProposalExpiredError } from '../../errors/walletConnectErrors';
import { removeWalletId, removeWalletName, setWalletId, setWalletName } from '../../services/storage/preferences';
import { getConnectionState } from '../../stores/connection';
import { isShowing } from '../../stores/isShowing';
import { $pairing, idlePairing } from '../../stores/walletConnectPairing';
import { pairingExpiry } from '../../utils/formatWalletConnectLink';
import { closeModal } from '../closeModal';
import { applyWalletConnectSession } from './applyWalletConnectSession';
import { failPairing } from './failPairing';
import { getWalletConnect } from './getWalletConnect';
import { pairWalletConnect } from './pairWalletConnect';
import { proposalNamespaces } from './proposalNamespaces';
import { viaWalletConnect, type WalletConnectChoice } from './viaWalletConnect';

let attempt = 0;

const onQrView = () => isShowing('ConnectingWalletConnect', 'ConnectingWalletConnectBasic');

/**
 * Pairs with a wallet app over WalletConnect: one session proposal for every configured
 * namespace. The QR views show each pairing URI as it arrives; a proposal the SDK reports
 * expired is proposed again while a QR view is on screen (a fresh code), and approval
 * closes the modal. The WalletConnect SDK loads on the first call. Started by
 * pairWalletConnect, which shows the wait and sets the namespaces connecting first.
 */
export async function startWalletConnect(choice?: WalletConnectChoice): Promise<void> {
  const mine = (attempt += 1);
  const isCurrent = () => mine === attempt;
  const proposal = proposalNamespaces();
  const namespaces = Object.keys(proposal) as ChainNamespace[];
  // pairWalletConnect showed the wait and set the namespaces connecting as the visitor asked,
  // while this code loaded; left since (closed, Back): there is nothing to pair.
  if (!namespaces.some((namespace) => getConnectionState(namespace).status === 'connecting')) return;
  try {
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
    // An expired proposal on a QR view on screen: a fresh one, a fresh code.
    if (thrown instanceof ProposalExpiredError && onQrView()) return pairWalletConnect(choice);
    failPairing(namespaces, choice, thrown);
  }
}
