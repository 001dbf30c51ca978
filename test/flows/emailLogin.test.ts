// Connecting with an email: the embedded wallet lives in the stack's secure frame (its own
// origin), the codes and device links arrive in the stack's local mailbox, and the page uses
// the wallet through getProvider(), approving inside the frame. Nothing is mocked: the test
// reads the mail as a visitor would and clicks the frame's own Approve button.
import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createWalletClient, custom, isHex, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { balanceOf, freshAddress, waitForReceipt, messageVerifies } from '../support/chainReads';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, typeInto, viewOf } from '../support/modalTestKit';
import { clickFrameButton, codeIn, frameMessage, linkIn, mailAfter, visitLink, waitForFramePage, type FrameScreen } from '../support/secureFrameClient';
import { rpc } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };

const run = Date.now();
let people = 0;
/** A new visitor's address: nobody else in this run uses it. */
const newEmail = () => `visitor-${run}-${(people += 1)}@example.test`;

/** The newest mail to an address, once one newer than `after` has arrived. */
const mailTo = async (email: string, after = 0) => mailAfter((await stackInfo()).mailUrl, email, after);

function inputOf(modal: Element, type: string): HTMLInputElement {
  return dialogOf(modal)?.querySelector(`input[type="${type}"], input[inputmode="${type}"]`) as HTMLInputElement;
}


/** The visitor types their email on Connect and continues. */
async function submitEmail(modal: ModalElement, email: string): Promise<number> {
  await modal.open();
  const field = await waitFor(() => inputOf(modal, 'email'), 'the email field');
  field.focus();
  typeInto(field, email);
  const sentAt = Date.now() - 1;
  buttonNamed(modal, 'Continue')?.click();
  return sentAt;
}

/** A full first login: a new device is approved by its link, then the mailed code is entered. */
async function signInNewDevice(modal: ModalElement, email: string): Promise<void> {
  const sentAt = await submitEmail(modal, email);
  await waitFor(() => viewOf(modal) === 'EmailVerifyDevice', 'EmailVerifyDevice', 900);
  const approval = await mailTo(email, sentAt);
  const approvedAt = Date.now() - 1;
  await visitLink(linkIn(approval));
  await waitFor(() => viewOf(modal) === 'EmailVerifyOtp', 'EmailVerifyOtp after the device was approved', 1800);
  await enterCode(modal, codeIn(await mailTo(email, approvedAt)));
}

async function enterCode(modal: ModalElement, code: string): Promise<void> {
  typeInto(await waitFor(() => inputOf(modal, 'numeric'), 'the code field'), code);
}

/** Clicks a button of the secure frame's approval screen, by page coordinates, once the frame has turned it on. */
function shownFrame(): Promise<HTMLIFrameElement> {
  return waitFor(() => {
    const candidate = document.querySelector('iframe[title="Secure wallet"]') as HTMLIFrameElement | null;
    return candidate && candidate.style.visibility === 'visible' && candidate.getBoundingClientRect().height > 100 ? candidate : undefined;
  }, 'the secure frame shown over the modal', 600);
}

async function clickInFrame(which: 'Approve' | 'Reject'): Promise<void> {
  await clickFrameButton(await shownFrame(), which);
}

/** The message the frame's approval screen asks to sign. */
const messageOf = (screen: FrameScreen | null) => (screen ? Object.fromEntries(screen.rows).Message : undefined);

/**
 * Approves the message signature the frame shows next, once it shows one other than `answered`
 * (the screen just approved may still be on its way out); resolves to the message approved.
 */
async function approveNextMessage(answered?: string): Promise<string> {
  const frame = await shownFrame();
  const page = await waitForFramePage(frame, (found) => messageOf(found.screen) !== undefined && messageOf(found.screen) !== answered, 'a message to sign');
  const message = messageOf(page.screen) as string;
  await clickFrameButton(frame, 'Approve', undefined, (screen) => messageOf(screen) === message);
  return message;
}

describe('connecting with an email (the embedded wallet in the secure frame)', function () {
  // A login is a few mails and frame round trips; the signing test does two approvals.
  this.timeout(45_000);
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'secure-site-url': stack.secureSiteUrl })) as ModalElement;
  });
  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('signs in on a new device (approval link, then the mailed code), closes, and remembers the email', async () => {
    const email = newEmail();
    const events: CustomEvent[] = [];
    document.addEventListener('connect', (event) => events.push(event as CustomEvent), { once: true });
    await signInNewDevice(modal, email);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    const account = stores.$account.get();
    expect(account.address).to.match(/^0x[0-9a-fA-F]{40}$/);
    expect(account.connector).to.deep.equal({ id: 'ID_AUTH', name: 'Email', type: 'AUTH' });
    expect(events[0]?.detail).to.deep.include({ address: account.address, namespace: 'eip155' });
    expect(JSON.parse(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155') ?? 'null')).to.equal('ID_AUTH');
    // Account shows who is signed in.
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    expect(dialogOf(modal)?.textContent).to.contain(email);
  });

  it('keeps waiting on EmailVerifyDevice past the frame\'s long poll, and goes on when the link is opened later', async function () {
    this.timeout(90_000);
    const email = newEmail();
    // The frame answers an unapproved CONNECT_DEVICE when its long poll ends (about 25 s here).
    const pollEnded = frameMessage('@w3m-frame/CONNECT_DEVICE_ERROR');
    const sentAt = await submitEmail(modal, email);
    await waitFor(() => viewOf(modal) === 'EmailVerifyDevice', 'EmailVerifyDevice', 900);
    const approval = await mailTo(email, sentAt);
    await pollEnded;
    // A visitor still reading their mail: no error, no Try again, the view still waits.
    // (An absence cannot be awaited: a few frames for a failure to render, then it is checked.)
    for (let frame = 0; frame < 5; frame += 1) await new Promise(requestAnimationFrame);
    expect(viewOf(modal)).to.equal('EmailVerifyDevice');
    expect(dialogOf(modal)?.querySelector('[role="alert"]')?.textContent ?? null, 'no error').to.equal(null);
    expect(buttonNamed(modal, 'Try again'), 'no Try again').to.equal(undefined);
    const approvedAt = Date.now() - 1;
    await visitLink(linkIn(approval));
    await waitFor(() => viewOf(modal) === 'EmailVerifyOtp', 'EmailVerifyOtp after the late approval', 1800);
    await enterCode(modal, codeIn(await mailTo(email, approvedAt)));
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
  });

  it('says a wrong code and an expired code on the code view, and lets the visitor go on', async () => {
    const email = newEmail();
    await signInNewDevice(modal, email);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await disconnect('eip155');
    // This device is known now: the next login asks for a code at once.
    const sentAt = await submitEmail(modal, email);
    await waitFor(() => viewOf(modal) === 'EmailVerifyOtp', 'EmailVerifyOtp', 900);
    const code = codeIn(await mailTo(email, sentAt));
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(modal, wrong);
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-field-error')?.textContent === 'Invalid code', "'Invalid code'", 600);
    expect(stores.$account.get().status).to.equal('disconnected');
    const { secureSiteUrl } = await stackInfo();
    await fetch(`${secureSiteUrl}/test/expire-codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    await enterCode(modal, code);
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-field-error')?.textContent === 'Code expired', "'Code expired'", 600);
    expect(stores.$account.get().status).to.equal('disconnected');
    expect(viewOf(modal)).to.equal('EmailVerifyOtp');
  });

  it('Back from the wait for the device approval keeps the address typed, to mend a typo', async () => {
    const email = newEmail();
    await submitEmail(modal, email);
    await waitFor(() => viewOf(modal) === 'EmailVerifyDevice', 'EmailVerifyDevice', 900);
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back')).click();
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect');
    expect((await waitFor(() => inputOf(modal, 'email'), 'the email field')).value).to.equal(email);
  });

  it('an invalid address never reaches the frame', async () => {
    await submitEmail(modal, 'not an email');
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-field-error')?.textContent === 'Enter a valid email address', 'the field error');
    expect(viewOf(modal)).to.equal('Connect');
    expect(document.querySelector('iframe[title="Secure wallet"]')?.getAttribute('aria-hidden')).to.equal('true');
  });

  it('shakes the card for half a second when an invalid address is submitted (spec §4), barely moving with reduced motion', async () => {
    // The card is the dialog.
    const card = () => dialogOf(modal);
    await submitEmail(modal, 'not an email');
    await waitFor(() => card()?.dataset.shake === 'true', 'the card shaking');
    const startedAt = performance.now();
    expect(getComputedStyle(card() as HTMLElement).animationName).to.equal('wm-shake');
    await waitFor(() => card()?.dataset.shake === 'false', 'the shake over', 300);
    expect(performance.now() - startedAt, 'about 500 ms').to.be.within(400, 2000);
    // A visitor who asked for less motion: the flag still follows the refusal, the card barely moves.
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      buttonNamed(modal, 'Continue')?.click();
      await waitFor(() => card()?.dataset.shake === 'true', 'the second refusal');
      expect(getComputedStyle(card() as HTMLElement).animationDuration).to.equal('0.001s');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it("the page signs and sends through getProvider(), approved inside the frame; no key reaches the host page", async () => {
    const seen: unknown[] = [];
    const record = (event: MessageEvent) => seen.push(event.data);
    window.addEventListener('message', record, true);
    const globalsBefore = new Set(Object.keys(window));
    try {
      await signInNewDevice(modal, newEmail());
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
      const address = stores.$account.get().address as `0x${string}`;
      const stack = await stackInfo();
      // Funds for gas, from anvil's own cheat method: the wallet is new.
      await rpc(stack.chains['1'] as string, 'anvil_setBalance', [address, toHex(10n ** 18n)]);
      const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });
      const [account] = await client.requestAddresses();
      expect(account).to.equal(address);

      const message = `hello from the embedded wallet ${run}`;
      const signing = client.signMessage({ account: address, message });
      await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
      await clickInFrame('Approve');
      const signature = await signing;
      expect(await messageVerifies(1, address, message, signature)).to.equal(true);
      await waitFor(() => !dialogOf(modal), 'the modal closed after the approval');

      const to = freshAddress();
      const sending = client.sendTransaction({ account: address, to, value: 12345n });
      await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction for the transaction', 600);
      await clickInFrame('Approve');
      const hash = await sending;
      expect((await waitForReceipt(stack.chains['1'] as string, hash)).status).to.equal('0x1');
      expect(await balanceOf(stack.chains['1'] as string, to)).to.equal(12345n);

      // No private key of this address anywhere the host page can read.
      const texts = [
        ...seen.map((data) => JSON.stringify(data) ?? ''),
        ...Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
        ...Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`),
        ...Object.keys(window)
          .filter((key) => !globalsBefore.has(key))
          .map((key) => `${key}=${String((window as unknown as Record<string, unknown>)[key])}`),
        document.cookie,
      ];
      const candidates = texts.flatMap((text) => text.match(/(?:0x)?[0-9a-fA-F]{64}/g) ?? []);
      for (const candidate of candidates) {
        const key = (candidate.startsWith('0x') ? candidate : `0x${candidate}`) as `0x${string}`;
        if (!isHex(key)) continue;
        let derived: string | undefined;
        try {
          derived = privateKeyToAccount(key).address;
        } catch {
          derived = undefined;
        }
        expect(derived, `${candidate.slice(0, 10)}… is this wallet's private key`).to.not.equal(address);
      }
      expect(seen.length, 'the frame spoke to the page').to.be.greaterThan(0);
    } finally {
      window.removeEventListener('message', record, true);
    }
  });

  it('a rejection inside the frame reaches the page as a user rejection', async () => {
    await signInNewDevice(modal, newEmail());
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    const address = stores.$account.get().address as `0x${string}`;
    const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });
    const signing = client.signMessage({ account: address, message: 'no' }).then(
      () => undefined,
      (error: { name?: string; code?: number }) => error,
    );
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    await clickInFrame('Reject');
    const error = await signing;
    expect(error?.name).to.equal('UserRejectedRequestError');
  });

  it('two requests at once wait in turn: approving the first keeps the second', async () => {
    await signInNewDevice(modal, newEmail());
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    const address = stores.$account.get().address as `0x${string}`;
    const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });
    const signing: Record<string, Promise<`0x${string}`>> = {
      first: client.signMessage({ account: address, message: 'first' }),
      second: client.signMessage({ account: address, message: 'second' }),
    };
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    // Whichever reached the frame first shows first (viem may send either first).
    const one = await approveNextMessage();
    expect(await messageVerifies(1, address, one, await signing[one]!)).to.equal(true);
    expect(viewOf(modal), 'still waiting for the other').to.equal('ApproveTransaction');
    const other = await approveNextMessage(one);
    expect([one, other].sort()).to.deep.equal(['first', 'second']);
    expect(await messageVerifies(1, address, other, await signing[other]!)).to.equal(true);
    await waitFor(() => !dialogOf(modal), 'the modal closed once both were answered');
  });

  it('closing ApproveTransaction aborts the request in the frame', async () => {
    await signInNewDevice(modal, newEmail());
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    const provider = modal.getProvider('eip155');
    const [address] = (await provider.request({ method: 'eth_accounts' })) as string[];
    const signing = provider.request({ method: 'personal_sign', params: [toHex('wait'), address] }).then(
      () => undefined,
      (error: { message?: string; code?: number }) => error,
    );
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    modal.close();
    // The visitor's refusal (4001), as the frame itself answers it; the wallet is still connected (not 4900).
    expect(await signing).to.include({ message: 'Request was aborted', code: 4001 });
    expect(stores.$account.get().status).to.equal('connected');
    await waitFor(() => document.querySelector('iframe[title="Secure wallet"]')?.getAttribute('aria-hidden') === 'true', 'the frame hidden again');
  });

  it('changes the email with a code to the current address and one to the new address', async () => {
    const email = newEmail();
    await signInNewDevice(modal, email);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Update email'), 'Update email on Account')).click();
    await waitFor(() => viewOf(modal) === 'UpdateEmailWallet', 'UpdateEmailWallet');
    const changed = newEmail();
    typeInto(await waitFor(() => inputOf(modal, 'email'), 'the new email field'), changed);
    const sentAt = Date.now() - 1;
    buttonNamed(modal, 'Continue')?.click();
    await waitFor(() => viewOf(modal) === 'UpdateEmailPrimaryOtp', 'UpdateEmailPrimaryOtp', 900);
    const secondSentAt = Date.now() - 1;
    await enterCode(modal, codeIn(await mailTo(email, sentAt)));
    await waitFor(() => viewOf(modal) === 'UpdateEmailSecondaryOtp', 'UpdateEmailSecondaryOtp', 900);
    await enterCode(modal, codeIn(await mailTo(changed, Math.min(sentAt, secondSentAt))));
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account', 900);
    expect(dialogOf(modal)?.textContent).to.contain(changed);
    expect(JSON.parse(localStorage.getItem('@wallet-modal/embedded/email') ?? 'null')).to.equal(changed);
  });

  it('switches networks through the frame', async () => {
    await signInNewDevice(modal, newEmail());
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await modal.open();
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Base'), 'Base in Networks')).click();
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'on Base');
    expect(await modal.getProvider('eip155').request({ method: 'eth_chainId' })).to.equal('0x2105');
    expect(stores.$account.get().status).to.equal('connected');
  });

  it('signs out, and signing in again gives the same address', async () => {
    const email = newEmail();
    await signInNewDevice(modal, email);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    const address = stores.$account.get().address;
    await disconnect('eip155');
    expect(stores.$account.get().status).to.equal('disconnected');
    expect(localStorage.getItem('@wallet-modal/connectedConnectorId:eip155')).to.equal(null);
    const sentAt = await submitEmail(modal, email);
    await waitFor(() => viewOf(modal) === 'EmailVerifyOtp', 'EmailVerifyOtp', 900);
    await enterCode(modal, codeIn(await mailTo(email, sentAt)));
    await waitFor(() => stores.$account.get().status === 'connected', 'connected again', 600);
    expect(stores.$account.get().address).to.equal(address);
  });
});
