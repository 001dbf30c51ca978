// Connecting with a social login and with Farcaster: the visitor clicks the provider on
// Connect (a real mouse click, so the login window opens as it would for a person), signs in
// on the stack's own OpenID Connect provider in that window, and the modal connects the
// embedded wallet the secure frame holds for that user. Nothing is mocked.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { $socialLogin } from '../../src/stores/socialLogin';
import { $connectWallets } from '../../src/stores/walletCatalogConnect';
import { approveFarcaster, cancelSocialLogin, completeSocialLogin, frameMessage, popupCount } from '../support/secureFrameClient';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { clickLikeAPerson } from '../support/clickLikeAPerson';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
type Stack = Awaited<ReturnType<typeof stackInfo>>;


/** Waits for an asynchronous check (a server command) to hold, for at most 5 s. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 5000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}


describe('connecting with a social login or Farcaster', function () {
  this.timeout(45_000);
  let modal: ModalElement;
  let stack: Stack;

  beforeEach(async () => {
    resetAll();
    stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'secure-site-url': stack.secureSiteUrl })) as ModalElement;
    await modal.open();
    // The centred card grows when the wallet catalogue arrives, and every row moves: aim after that.
    await waitFor(() => ['loaded', 'failed'].includes($connectWallets.get().status) && buttonNamed(modal, 'All Wallets'), 'the catalogue on Connect', 600);
  });
  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('GitHub: the click opens the login window, the visitor signs in there, the modal connects and closes it', async () => {
    await clickLikeAPerson(await waitFor(() => buttonNamed(modal, 'Continue with GitHub'), 'Continue with GitHub on Connect'));
    await waitFor(() => viewOf(modal) === 'ConnectingSocial', 'ConnectingSocial', 600);
    await completeSocialLogin(stack.oidcUrl, 'Ada Lovelace');
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 900);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    const account = stores.$account.get();
    expect(account.address).to.match(/^0x[0-9a-fA-F]{40}$/);
    expect(account.connector).to.deep.equal({ id: 'ID_AUTH', name: 'ada', type: 'AUTH' });
    expect(JSON.parse(localStorage.getItem('@wallet-modal/connectedSocialProvider') ?? 'null')).to.equal('github');
    await until(async () => (await popupCount(stack.secureSiteUrl)) + (await popupCount(stack.oidcUrl)) === 0, 'the login window closed');

    // The same person again: the same wallet.
    const address = account.address;
    await disconnect('eip155');
    await modal.open();
    await clickLikeAPerson(await waitFor(() => buttonNamed(modal, 'Continue with GitHub'), 'Continue with GitHub again'));
    await completeSocialLogin(stack.oidcUrl, 'Ada Lovelace');
    await waitFor(() => stores.$account.get().status === 'connected', 'connected again', 900);
    expect(stores.$account.get().address).to.equal(address);
  });

  it("a result a page script forges as the login window's message is not taken: the visitor's own sign-in is", async () => {
    // A script on the page that wraps window.open holds the login window, and so can name it as a message's source.
    const open = window.open;
    let popup: Window | null = null;
    window.open = (...args: Parameters<typeof window.open>) => (popup = open.apply(window, args));
    try {
      await clickLikeAPerson(await waitFor(() => buttonNamed(modal, 'Continue with GitHub'), 'Continue with GitHub on Connect'));
      await waitFor(() => viewOf(modal) === 'ConnectingSocial', 'ConnectingSocial', 600);
      const source = await waitFor(() => popup, 'the login window');
      // The window on the provider's login page: the modal waits for its result now.
      await until(async () => (await popupCount(stack.oidcUrl)) === 1, "the provider's login page in the window");
      window.dispatchEvent(new MessageEvent('message', { data: { resultUri: `${stack.secureSiteUrl}/social-result?code=forged&state=forged` }, origin: new URL(stack.secureSiteUrl).origin, source }));
      await completeSocialLogin(stack.oidcUrl, 'Ada Lovelace');
      await waitFor(() => stores.$account.get().status === 'connected' || $socialLogin.get().status === 'failed', 'the sign-in to end', 900);
      expect($socialLogin.get().status, 'the sign-in').to.not.equal('failed');
      expect(stores.$account.get().connector).to.deep.equal({ id: 'ID_AUTH', name: 'ada', type: 'AUTH' });
    } finally {
      window.open = open;
    }
  });

  it('a login cancelled in the window is said on ConnectingSocial, with Try again', async () => {
    await clickLikeAPerson(await waitFor(() => buttonNamed(modal, 'Continue with Google'), 'Continue with Google on Connect'));
    await waitFor(() => viewOf(modal) === 'ConnectingSocial', 'ConnectingSocial', 600);
    await cancelSocialLogin(stack.oidcUrl);
    await waitFor(() => $socialLogin.get().status === 'failed', 'the failure', 900);
    expect(dialogOf(modal)?.querySelector('.wm-field-error')?.textContent).to.equal('You cancelled the sign-in');
    expect(buttonNamed(modal, 'Try again')).to.not.equal(undefined);
    expect(stores.$account.get().status).to.equal('disconnected');
  });

  it('Farcaster: a QR code of the approval link, approved on the phone, connects', async () => {
    await clickLikeAPerson(await waitFor(() => buttonNamed(modal, 'Continue with Farcaster'), 'Continue with Farcaster on Connect'));
    await waitFor(() => viewOf(modal) === 'ConnectingFarcaster', 'ConnectingFarcaster');
    await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
    const url = $socialLogin.get().farcasterUrl as string;
    expect(url.startsWith(`${stack.secureSiteUrl}/`)).to.equal(true);
    await approveFarcaster(url);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 900);
    expect(stores.$account.get().connector?.name).to.equal('demo.eth');
  });

  it("Farcaster: keeps waiting past the frame's long poll, and connects when approved later", async function () {
    this.timeout(90_000);
    // The frame answers an unapproved CONNECT_FARCASTER when its long poll ends (about 25 s here).
    const pollEnded = frameMessage('@w3m-frame/CONNECT_FARCASTER_ERROR');
    await clickLikeAPerson(await waitFor(() => buttonNamed(modal, 'Continue with Farcaster'), 'Continue with Farcaster on Connect'));
    await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
    const url = $socialLogin.get().farcasterUrl as string;
    await pollEnded;
    // A visitor still finding their phone: no error, the QR code still there.
    for (let frame = 0; frame < 5; frame += 1) await new Promise(requestAnimationFrame);
    expect(viewOf(modal)).to.equal('ConnectingFarcaster');
    expect(dialogOf(modal)?.querySelector('.wm-field-error')?.textContent ?? null, 'no error').to.equal(null);
    expect(dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code').to.not.equal(null);
    await approveFarcaster(url);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected after the late approval', 1800);
  });
});
