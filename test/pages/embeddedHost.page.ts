// A host page for the embedded-wallet reload test, configured from its query string
// (?api=…&explorer=…&secure=…). It runs the modal from src and hands the test hooks to sign in
// by email as a visitor would (the test reads the mail) and to ask the wallet.
import { disconnect } from '../../src/actions/disconnect';
import { connectEmail } from '../../src/actions/embedded/connectEmail';
import { submitEmailOtp } from '../../src/actions/embedded/submitEmailOtp';
import { openModal } from '../../src/actions/openModal';
import { requestWallet } from '../../src/actions/wallet/requestWallet';
import { stores } from '../../src/controller/stores';
import { defineElements } from '../../src/elements/defineElements';
import { $route } from '../../src/stores/router';
import { configureFromQuery } from './configureFromQuery';

configureFromQuery();

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
    request: (method: string, params: unknown[]) => requestWallet('eip155', { method, params }),
    signOut: () => disconnect('eip155'),
  },
});
