// A change of look or language while the secure frame waits for the visitor (EmailVerifyDevice:
// the mailed device link; ConnectingFarcaster: the approval on the phone) is synced to the frame
// (SYNC_THEME, SYNC_LANGUAGE) and leaves the wait alone: no error, no reloaded frame, and the
// approval given afterwards still signs the visitor in. Each change is awaited until the frame
// has answered its sync, so a change that ended the wait would show before the approval. (The
// wait has its own end: the frame's server answers a device or Farcaster wait after about 25 s,
// and the view then says it timed out; each test here approves well within it.)
// Nothing is mocked: the stack's secure frame, its server and its mailbox.
import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { $alert } from '../../src/stores/alert';
import { $emailLogin } from '../../src/stores/emailLogin';
import { $locale } from '../../src/stores/locale';
import { $socialLogin } from '../../src/stores/socialLogin';
import { $theme } from '../../src/stores/theme';
import { approveFarcaster, codeIn, linkIn, mailAfter, visitLink } from '../support/secureFrameClient';
import { buttonNamed, dialogOf, mountModal, resetAll, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { newEmail } from './embeddedKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

/** What the modal's secure frame posted to the page since the wait began, by type without its prefix. */
const fromFrame: string[] = [];
function onMessage(event: MessageEvent): void {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Secure wallet"]');
  const type = (event.data as { type?: unknown } | null)?.type;
  if (frame && event.source === frame.contentWindow && typeof type === 'string') fromFrame.push(type.replace('@w3m-frame/', ''));
}

/** Makes `change`, then waits until the frame has answered one more `type` sync than before it. */
async function changeAndSync(type: 'SYNC_THEME' | 'SYNC_LANGUAGE', change: () => void | Promise<unknown>, what: string): Promise<void> {
  const answered = () => fromFrame.filter((name) => name === `${type}_SUCCESS`).length;
  const before = answered();
  await change();
  await waitFor(() => answered() > before, `the frame's answer to ${type} after ${what}`, 600);
}

/** What each waiting view shows while it waits (the spinner; the QR code of the link). */
const WAITING = { EmailVerifyDevice: '.wm-spinner-ring', ConnectingFarcaster: 'svg.wm-qr[role="img"]' };

/** The wait goes on: same view, still waiting, no error, no alert, and the frame was not loaded again. */
function stillWaiting(modal: ModalElement, view: keyof typeof WAITING): void {
  expect(viewOf(modal)).to.equal(view);
  expect(dialogOf(modal)?.querySelector('.wm-field-error, [role="alert"]')?.textContent ?? null).to.equal(null);
  expect(dialogOf(modal)?.querySelector(WAITING[view])).to.not.equal(null);
  expect($alert.get()).to.equal(undefined);
  expect(fromFrame).to.not.include('READY');
}

describe('a change of look or language while the secure frame waits for an approval', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  let mailUrl: string;

  beforeEach(async () => {
    resetAll();
    fromFrame.length = 0;
    window.addEventListener('message', onMessage);
    const stack = await stackInfo();
    mailUrl = stack.mailUrl;
    modal = (await mountModal({ networks: 'eip155:1', 'secure-site-url': stack.secureSiteUrl, 'theme-mode': 'light', language: 'en' })) as ModalElement;
  });
  afterEach(async () => {
    window.removeEventListener('message', onMessage);
    await emulateMedia({ colorScheme: 'light' });
    await disconnect('eip155');
    resetAll();
  });

  /** Connect → email of a new visitor → EmailVerifyDevice; resolves with the device mail. */
  async function awaitDevice(email: string) {
    await modal.open();
    typeInto(await waitFor(() => dialogOf(modal)?.querySelector<HTMLInputElement>('input[type="email"]'), 'the email field'), email);
    const sentAt = Date.now() - 1;
    buttonNamed(modal, 'Continue')?.click();
    await waitFor(() => viewOf(modal) === 'EmailVerifyDevice' && $emailLogin.get().status === 'device', 'EmailVerifyDevice', 900);
    fromFrame.length = 0;
    return mailAfter(mailUrl, email, sentAt);
  }

  /** The device link is opened: the code follows, and entering it connects. */
  async function approveDevice(email: string): Promise<void> {
    const approvedAt = Date.now() - 1;
    await visitLink(linkIn(await mailAfter(mailUrl, email, 0)));
    await waitFor(() => viewOf(modal) === 'EmailVerifyOtp', 'EmailVerifyOtp once the device is approved', 1800);
    const field = await waitFor(() => dialogOf(modal)?.querySelector<HTMLInputElement>('input[inputmode="numeric"]'), 'the code field');
    typeInto(field, codeIn(await mailAfter(mailUrl, email, approvedAt)));
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 900);
  }

  it('EmailVerifyDevice: the theme-mode attribute, and the system mode the modal follows without it', async () => {
    const email = newEmail();
    await awaitDevice(email);
    await changeAndSync('SYNC_THEME', () => modal.setAttribute('theme-mode', 'dark'), 'theme-mode="dark"');
    expect($theme.get().mode).to.equal('dark');
    stillWaiting(modal, 'EmailVerifyDevice');
    // The page lets the modal follow the system (the frame then follows it too), and the system turns dark.
    await changeAndSync('SYNC_THEME', () => modal.removeAttribute('theme-mode'), 'theme-mode removed');
    expect($theme.get().mode).to.equal(undefined);
    await emulateMedia({ colorScheme: 'dark' });
    await waitFor(() => modal.shadowRoot?.querySelector<HTMLElement>('.wm-root')?.dataset.theme === 'dark', 'the modal following the system into dark');
    stillWaiting(modal, 'EmailVerifyDevice');
    await approveDevice(email);
  });

  it('EmailVerifyDevice: the language attribute', async () => {
    const email = newEmail();
    await awaitDevice(email);
    await changeAndSync('SYNC_LANGUAGE', () => modal.setAttribute('language', 'fr'), 'language="fr"');
    expect($locale.get().tag).to.equal('fr');
    stillWaiting(modal, 'EmailVerifyDevice');
    await changeAndSync('SYNC_LANGUAGE', () => modal.removeAttribute('language'), 'language removed');
    stillWaiting(modal, 'EmailVerifyDevice');
    await approveDevice(email);
  });

  it('ConnectingFarcaster: the theme-mode and language attributes', async () => {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Continue with Farcaster'), 'Continue with Farcaster on Connect')).click();
    await waitFor(() => viewOf(modal) === 'ConnectingFarcaster' && $socialLogin.get().farcasterUrl, 'the Farcaster link', 900);
    // The link is shown once the frame has it; the wait for its approval is the frame's next request.
    await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
    fromFrame.length = 0;
    await changeAndSync('SYNC_THEME', () => modal.setAttribute('theme-mode', 'dark'), 'theme-mode="dark"');
    await changeAndSync('SYNC_LANGUAGE', () => modal.setAttribute('language', 'de'), 'language="de"');
    stillWaiting(modal, 'ConnectingFarcaster');
    expect($socialLogin.get().status).to.equal('waiting');
    await approveFarcaster($socialLogin.get().farcasterUrl as string);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 900);
    expect(stores.$account.get().connector?.name).to.equal('demo.eth');
  });
});
