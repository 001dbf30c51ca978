// A host page for the WalletConnect reload test, configured from its query string
// (?api=…&explorer=…&relay=…&verify=…). It runs the modal from src and hands the test a few hooks,
// since the pairing URI is only shown as a QR code. The page says it is online: Chromium
// on a loopback-only machine says otherwise and the SDK would refuse to connect.
import { requestWallet } from '../../src/actions/wallet/requestWallet';
import { openWalletConnectQr } from '../../src/actions/walletConnect/openWalletConnect';
import { openModal } from '../../src/actions/openModal';
import { stores } from '../../src/controller/stores';
import { configureFromQuery } from './configureFromQuery';
import { defineElements } from '../../src/elements/defineElements';
import { $pairing } from '../../src/stores/walletConnectPairing';

configureFromQuery();

const statuses: string[] = [];
stores.$account.subscribe((account) => statuses.push(account.status));
defineElements();

Object.assign(window, {
  pageHooks: {
    statuses,
    account: () => stores.$account.get(),
    pairingUri: () => $pairing.get().uri,
    async showQr() {
      await openModal();
      openWalletConnectQr();
    },
    request: (method: string, params: unknown[]) => requestWallet('eip155', { method, params }),
  },
});
