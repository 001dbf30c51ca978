// A host page for the embedded-wallet reload test, configured from its query string
// (?api=…&explorer=…&secure=…, and &chains=<json> for a demo browser wallet beside the email
// sign-in). It runs the modal from src and hands the test hooks to sign in by email as a
// visitor would (the test reads the mail), to connect the browser wallet and to ask the wallet.
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { connectBrowserWallet } from '../../src/actions/connection/connectBrowserWallet';
import { disconnect } from '../../src/actions/disconnect';
import { connectEmail } from '../../src/actions/embedded/connectEmail';
import { submitEmailOtp } from '../../src/actions/embedded/submitEmailOtp';
import { openModal } from '../../src/actions/openModal';
import { switchConnection } from '../../src/actions/switchConnection';
import { requestWallet } from '../../src/actions/wallet/requestWallet';
import { stores } from '../../src/controller/stores';
import { defineElements } from '../../src/elements/defineElements';
import { $connections } from '../../src/stores/connection';
import { $route } from '../../src/stores/router';
import { configureFromQuery } from './configureFromQuery';

configureFromQuery();
const chains = new URLSearchParams(location.search).get('chains');
if (chains) createDemoWallet({ chains: JSON.parse(chains) as Record<string, string>, knownChainIds: [1] }).announce();

const statuses: string[] = [];
stores.$account.subscribe((account) => statuses.push(account.status));
defineElements();

Object.assign(window, {
  pageHooks: {
    statuses,
    account: () => stores.$account.get(),
    view: () => $route.get().view,
    async signIn(email: string) {
      await openModal();
      await connectEmail(email);
    },
    submitOtp: (code: string) => submitEmailOtp(code),
    connections: () => $connections.get().eip155?.connections.map((record) => record.connector.uid) ?? [],
    connectBrowserWallet: () => connectBrowserWallet('dev.wallet-modal.demo'),
    namespaceStatus: () => $connections.get().eip155?.status,
    switchTo: (connectorUid: string) => switchConnection('eip155', connectorUid),
    request: (method: string, params: unknown[]) => requestWallet('eip155', { method, params }),
    signOut: () => disconnect({ namespace: 'eip155', all: true }),
  },
});
