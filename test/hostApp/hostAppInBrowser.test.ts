// The fixture host app (test/hostApp/app) as a visitor meets it: its production build, made by
// `npm run test:host-app` from the packed tarball, loaded into this page as the app's own
// index.html would load it. The page tells the app where the local stack is the way a host page
// gives settings, as data attributes on the app's root element. The visitor connects the demo
// browser wallet with the app's own button (WalletButton.Custom), the app shows the account from
// both wagmi's useConnection and the modal's useWalletAccount, and signs with wagmi's
// useSignMessage. Nothing here imports src/: the modal on this page is the built app's.
import { expect } from 'chai';
import { stringToHex, verifyMessage } from 'viem';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { until } from '../support/until';
import { stackInfo } from '../stack/stackInfo';

// Kept in a variable so that the test runner's bundler leaves the import to the browser.
const BUILT_APP = '/test/hostApp/app/dist/assets/app.js';
// Dev account 8 signs here and sends nothing.
const ACCOUNT = DEV_ACCOUNTS[8];

/** What the app shows for `term` in its wallet panel (a `<dt>` and the `<dd>` after it). */
function shown(term: string): string | undefined {
  const dt = [...document.querySelectorAll('#root dt')].find((candidate) => candidate.textContent === term);
  return dt?.nextElementSibling?.textContent ?? undefined;
}

/** A button of the page (outside the modal) by its text. */
const pageButton = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('#root button')].find((button) => button.textContent?.trim() === name);

/** A button of the open modal by its accessible name, else the first whose text holds `name` (a wallet's row also says "Installed"). */
function modalButton(name: string): HTMLButtonElement | undefined {
  const buttons = [...(document.querySelector('wallet-modal')?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  return (
    buttons.find((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim() === name) ??
    buttons.find((button) => button.textContent?.includes(name))
  );
}

describe('the fixture host app (Vite + React + wagmi), built from the packed package', function () {
  this.timeout(60_000);
  let wallet: ReturnType<typeof createDemoWallet>;
  let stopAnnouncing: () => void;

  before(async () => {
    const built = await fetch(BUILT_APP, { method: 'HEAD' });
    if (!built.ok) throw new Error(`${BUILT_APP} is missing (${built.status}): \`npm run test:host-app\` builds it (after \`npm run build\`)`);
    const stack = await stackInfo();
    wallet = createDemoWallet({ chains: stack.chains, accountIndex: 8, knownChainIds: [1, 8453, 42161] });
    stopAnnouncing = wallet.announce();
    const root = document.createElement('div');
    root.id = 'root';
    Object.assign(root.dataset, {
      projectId: 'test-project',
      apiUrl: stack.apiUrl,
      explorerUrl: stack.explorerUrl,
      secureSiteUrl: stack.secureSiteUrl,
      bitcoinApiUrl: `${stack.bitcoinUrl}/api`,
      mainnetRpc: stack.chains['1'],
      baseRpc: stack.chains['8453'],
    });
    document.body.append(root);
    await import(/* @vite-ignore */ BUILT_APP);
  });

  after(() => {
    for (const request of wallet?.controls.pending() ?? []) wallet.controls.reject(request.id);
    stopAnnouncing?.();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("connects with the app's own button and the modal, shows the account from wagmi and the modal's hook, and signs with wagmi", async () => {
    const connect = await until(() => pageButton('Connect wallet'), "the app's Connect wallet button");
    expect(shown('Modal account')).to.equal('not connected');
    // wagmi asks the connector whether the modal restored a connection, and settles.
    await until(() => shown('wagmi account') === 'disconnected', 'wagmi disconnected once it has looked');
    expect(pageButton('Sign message')?.disabled).to.equal(true);

    connect.click();
    const demo = await until(() => modalButton('Demo Wallet'), 'Demo Wallet in the modal');
    await until(() => shown('Modal') === 'open on Connect', "the modal's state in the app (useWalletModal)");
    demo.click();

    await until(() => shown('wagmi account')?.startsWith(ACCOUNT), "wagmi's account in the app", 15_000);
    expect(shown('wagmi account')).to.equal(`${ACCOUNT} on chain 1 with Wallet Modal`);
    expect(shown('Modal account')).to.equal(ACCOUNT);
    // The element's typed `connect` and `modal-close` events, as the app read them.
    expect(shown('Connected with')).to.equal('Demo Wallet');
    await until(() => shown('Modal') === 'closed connected', 'the modal closed once connected');
    // The tracked events, as useWalletEvents gave them to the app.
    expect(shown('Modal events')?.split(', ')).to.include.members(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE']);
    expect(pageButton('Account'), 'the app button, once connected').to.not.equal(undefined);

    // The visitor signs; the wallet asks before it signs.
    wallet.controls.setApproval('manual');
    const sign = await until(() => (pageButton('Sign message')?.disabled === false ? pageButton('Sign message') : undefined), 'Sign message enabled');
    sign.click();
    const [request] = await until(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the wallet asked to sign');
    expect(request?.method).to.equal('personal_sign');
    expect(request?.params).to.deep.equal([stringToHex('Sign in to host-app'), ACCOUNT]);
    expect(shown('Signature')).to.equal('waiting for the wallet');
    wallet.controls.approve(request!.id);

    const signature = await until(() => (shown('Signature')?.startsWith('0x') ? shown('Signature') : undefined), 'the signature in the app');
    const message = shown('Message') ?? '';
    expect(message).to.equal('Sign in to host-app');
    expect(await verifyMessage({ address: ACCOUNT, message, signature: signature as `0x${string}` })).to.equal(true);
  });
});
