// With the email wallet (the embedded wallet of the stack's secure frame), every flow that asks
// the frame's approval ends where it does with a browser wallet: after Approve, on the flow's
// own result (Name registered, the send or swap confirmed on Account, the sign-in done); after
// Reject, back on the flow's view with the refusal said; a page's request made while the modal
// was open returns to the view it was on, one made while it was closed closes it again. Focus
// comes back into the dialog from the frame, so Escape works. Nothing here is mocked: the
// frame is the stack's own, on its own origin, and the chain is anvil.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createWalletClient, custom, toHex } from 'viem';
import { mainnet } from 'viem/chains';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { configure } from '../../src/stores/config';
import { balanceOf, freshAddress, stackTokenBalance, messageVerifies } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import {
  buttonNamed,
  dialogOf,
  fieldNamed,
  listButtonNamed,
  mountModal,
  resetAll,
  submitButton,
  textOf,
  toastOf,
  typeInto,
  viewOf,
  viewShown,
  waitFor,
} from '../support/modalTestKit';
import { fillSendForm, openSendForm, previewSend, sendButton } from '../support/sendKit';
import { stackInfo } from '../stack/stackInfo';
import { answerInFrame, newEmail, signInWithEmail, type EmbeddedModal } from './embeddedKit';

type Modal = EmbeddedModal & { getProvider(namespace?: string): Eip155Provider };

const alertOf = (modal: Element) => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent ?? '';

/** The control that has focus inside the modal's dialog, if focus is there (and not in the frame). */
function focusInDialog(modal: Element): Element | undefined {
  const inside = modal.shadowRoot?.activeElement;
  return document.activeElement === modal && inside && dialogOf(modal)?.contains(inside) ? inside : undefined;
}

/** Counts the modal's closings from now on (`modal-close`); the returned function reads the count. */
function countClosings(modal: Element): () => number {
  let count = 0;
  modal.addEventListener('modal-close', () => (count += 1));
  return () => count;
}

describe('embedded wallet flows end where they began', function () {
  // A sign-in is a few mails and frame round trips; a flow waits on the chain too.
  this.timeout(60_000);
  let modal: Modal;
  let address: `0x${string}`;

  before(async () => {
    resetAll();
    modal = (await mountModal({ networks: 'eip155:1' })) as Modal;
    await signInWithEmail(modal, newEmail());
    address = stores.$account.get().address as `0x${string}`;
    const { chains } = await stackInfo();
    // Funds for the sends and the swap, from anvil's own cheat method: the wallet is new.
    await rpc(chains['1'] as string, 'anvil_setBalance', [address, toHex(10n ** 19n)]);
    await waitFor(() => !dialogOf(modal), 'the modal closed once signed in', 300);
  });
  afterEach(() => modal.close());

  /** From Account: a free name typed and Register pressed; the label (the wallet is then asked to sign). */
  async function registerFreshName(): Promise<string> {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Choose your account name'), 'the name entry on Account', 300)).click();
    await viewShown(modal, 'RegisterAccountName');
    const label = `wm-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    typeInto(await waitFor(() => fieldNamed(modal, 'Account name'), 'the name field'), label);
    await waitFor(() => textOf(modal).includes(`${label}.reown.id is available`), 'available', 300);
    submitButton(modal)?.click();
    return label;
  }
  after(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('registers an account name: going Back from the approval is the visitor declining, said as such on the form', async () => {
    await registerFreshName();
    await viewShown(modal, 'ApproveTransaction', 600);
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back on the approval')).click();
    await waitFor(() => viewOf(modal) === 'RegisterAccountName' && alertOf(modal) !== '', 'the form with what happened', 300);
    expect(alertOf(modal)).to.equal('Signature declined');
  });

  it('registers an account name: Reject keeps the form with the refusal, Approve shows "Name registered"', async () => {
    const label = await registerFreshName();
    await answerInFrame(modal, 'Reject');
    await waitFor(() => viewOf(modal) === 'RegisterAccountName' && alertOf(modal) === 'Signature declined', 'the form with the refusal', 300);
    await waitFor(() => focusInDialog(modal), 'focus back in the dialog');
    expect(stores.$account.get().profileName).to.equal(undefined);

    (await waitFor(() => (submitButton(modal)?.disabled === false ? submitButton(modal) : undefined), 'Register enabled again')).click();
    await answerInFrame(modal, 'Approve');
    await viewShown(modal, 'RegisterAccountNameSuccess', 600);
    expect(textOf(modal)).to.contain(`${label}.reown.id is your account name now.`);
    await waitFor(() => focusInDialog(modal), 'focus in the dialog');
    expect(stores.$account.get().profileName).to.equal(`${label}.reown.id`);
  });

  it('sends ETH: Reject says the refusal on the preview, Approve follows the send to Account with its toast', async () => {
    const { chains } = await stackInfo();
    const to = freshAddress();
    await modal.open();
    await openSendForm(modal, 'ETH');
    await fillSendForm(modal, '0.01', to);
    await previewSend(modal, 'ETH');
    (await waitFor(() => sendButton(modal), 'Send enabled', 300)).click();
    await answerInFrame(modal, 'Reject');
    await waitFor(() => viewOf(modal) === 'WalletSendPreview' && alertOf(modal).includes('You declined in your wallet'), 'the preview with the refusal', 300);

    buttonNamed(modal, 'Try again')?.click();
    (await waitFor(() => sendButton(modal), 'Send enabled again', 600)).click();
    const closings = countClosings(modal);
    await answerInFrame(modal, 'Approve');
    await waitFor(() => toastOf(modal).startsWith('Sent 0.01 ETH'), 'the success toast', 900);
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    expect(closings(), 'the modal stayed open from Send to Account').to.equal(0);
    expect(await balanceOf(chains['1'] as string, to)).to.equal(10n ** 16n);
  });

  it('sends ETH: going Back from the approval is the visitor declining, said as such on the preview', async () => {
    await modal.open();
    await openSendForm(modal, 'ETH');
    await fillSendForm(modal, '0.01', freshAddress());
    await previewSend(modal, 'ETH');
    (await waitFor(() => sendButton(modal), 'Send enabled', 300)).click();
    await viewShown(modal, 'ApproveTransaction', 600);
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back on the approval')).click();
    await waitFor(() => viewOf(modal) === 'WalletSendPreview' && alertOf(modal) !== '', 'the preview with what happened', 300);
    expect(alertOf(modal)).to.contain('You declined in your wallet');
  });

  it('swaps ETH for USDC: after Approve the swap is followed on its preview and ends on Account', async () => {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Swap'), 'Swap on Account', 300)).click();
    await waitFor(() => buttonNamed(modal, 'You pay: ETH'), 'ETH to pay with', 600);
    buttonNamed(modal, 'You receive: Select token')?.click();
    await waitFor(() => viewOf(modal) === 'SwapSelectToken', 'SwapSelectToken');
    (await waitFor(() => listButtonNamed(modal, 'USD Coin'), 'USDC in the list', 300)).click();
    await waitFor(() => buttonNamed(modal, 'You receive: USDC'), 'USDC chosen');
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), '0.1');
    await waitFor(() => textOf(modal).includes('Minimum received'), 'the quote', 600);
    buttonNamed(modal, 'Review swap')?.click();
    await waitFor(() => viewOf(modal) === 'SwapPreview', 'SwapPreview');
    const before = await stackTokenBalance(1, 'USDC', address);
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('.wm-actions button:last-child:not([disabled])'), 'Swap enabled', 600)).click();
    const closings = countClosings(modal);
    await answerInFrame(modal, 'Approve');
    await waitFor(() => toastOf(modal).startsWith('Swapped 0.1 ETH for '), 'the swap confirmed', 900);
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    expect(closings(), 'the modal stayed open from Swap to Account').to.equal(0);
    const gained = (await stackTokenBalance(1, 'USDC', address)) - before;
    expect(gained > 0n).to.equal(true);
    // The same outcome as a browser wallet's: the amount received, and the transaction's link.
    const received = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4, roundingMode: 'trunc' } as Intl.NumberFormatOptions).format(
      `${gained / 10n ** 6n}.${(gained % 10n ** 6n).toString().padStart(6, '0')}` as unknown as number,
    );
    expect(toastOf(modal)).to.equal(`Swapped 0.1 ETH for ${received} USDCView on explorer`);
    expect(modal.shadowRoot?.querySelector<HTMLAnchorElement>('.wm-toast a')?.href).to.match(/\/tx\/0x[0-9a-f]{64}$/);
  });

  it('a page request made while the modal is open returns to its view; focus comes back from the frame and Escape works', async () => {
    const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });
    await modal.open();
    await viewShown(modal, 'Account');
    buttonNamed(modal, 'Activity')?.click();
    await viewShown(modal, 'Activity');

    const refused = client.signMessage({ account: address, message: 'no' }).then(
      () => undefined,
      (error: { name?: string }) => error,
    );
    await answerInFrame(modal, 'Reject');
    expect((await refused)?.name).to.equal('UserRejectedRequestError');
    await waitFor(() => viewOf(modal) === 'Activity' && focusInDialog(modal), 'Activity again, with focus in the dialog', 300);

    const signing = client.signMessage({ account: address, message: 'yes' });
    await answerInFrame(modal, 'Approve');
    expect(await messageVerifies(1, address, 'yes', await signing)).to.equal(true);
    await waitFor(() => viewOf(modal) === 'Activity' && focusInDialog(modal), 'Activity again, with focus in the dialog', 300);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(modal), 'Escape closed the modal');

    // Asked while the modal was closed: it opens for the approval and closes again after.
    const asked = client.signMessage({ account: address, message: 'closed' });
    await answerInFrame(modal, 'Approve');
    expect(await messageVerifies(1, address, 'closed', await asked)).to.equal(true);
    await waitFor(() => !dialogOf(modal), 'the modal closed again');
  });
});

describe('embedded wallet sign-in (SIWX) ends where it does with a browser wallet', function () {
  this.timeout(60_000);
  let modal: Modal;

  afterEach(async () => {
    await disconnect('eip155');
    configure({ siwx: undefined });
    resetAll();
  });

  it('Reject says "Signature declined" on SIWXSignMessage; Approve signs in and closes the modal', async () => {
    resetAll();
    modal = (await mountModal({ networks: 'eip155:1' })) as Modal;
    configure({ siwx: { required: true }, metadata: { name: 'Test dapp', description: '', url: location.origin, icons: [] } });
    const signedIn: unknown[] = [];
    modal.addEventListener('sign-in', (event) => signedIn.push((event as CustomEvent).detail));
    await signInWithEmail(modal, newEmail());
    await viewShown(modal, 'SIWXSignMessage', 600);
    buttonNamed(modal, 'Sign in')?.click();
    await answerInFrame(modal, 'Reject');
    await waitFor(() => viewOf(modal) === 'SIWXSignMessage' && alertOf(modal) === 'Signature declined', 'SIWXSignMessage with the refusal', 300);
    expect(stores.$account.get().status, 'a refusal is no cancel').to.equal('connected');

    buttonNamed(modal, 'Sign in')?.click();
    await answerInFrame(modal, 'Approve');
    await waitFor(() => signedIn.length === 1, 'the sign-in event', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once signed in');
  });
});

describe('disconnecting the embedded wallet', function () {
  this.timeout(60_000);
  let modal: Modal;

  beforeEach(async () => {
    resetAll();
    modal = (await mountModal({ networks: 'eip155:1' })) as Modal;
    // A closed modal then rests on Account while connected (spec §2), on Connect once not.
    configure({ enableEmbedded: true });
    await signInWithEmail(modal, newEmail());
    await waitFor(() => !dialogOf(modal), 'the modal closed once signed in', 300);
    await modal.open();
    await viewShown(modal, 'Account');
  });
  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('closes the modal from Account without ever showing Connect', async () => {
    const seen: string[] = [];
    const note = () => {
      const view = viewOf(modal);
      if (view && seen[seen.length - 1] !== view) seen.push(view);
    };
    note();
    const observer = new MutationObserver(note);
    observer.observe(modal.shadowRoot as ShadowRoot, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-view'] });
    let frame = requestAnimationFrame(function each() {
      note();
      frame = requestAnimationFrame(each);
    });
    const disconnected = new Promise((resolve) => modal.addEventListener('disconnect', resolve, { once: true }));
    try {
      buttonNamed(modal, 'Disconnect')?.click();
      await disconnected;
      await waitFor(() => !dialogOf(modal), 'the modal closed');
    } finally {
      observer.disconnect();
      cancelAnimationFrame(frame);
    }
    expect(seen).to.deep.equal(['Account']);
    expect(stores.$account.get().status).to.equal('disconnected');
    // Closed, the modal rests on Connect (spec §2): the page never reads Account with nobody connected.
    expect(stores.$modal.get().view).to.equal('Connect');
  });

  it('a page that opens the modal on `disconnect` keeps it open on Connect', async () => {
    let opened: Promise<void> | undefined;
    modal.addEventListener('disconnect', () => {
      opened = modal.open();
    }, { once: true });
    buttonNamed(modal, 'Disconnect')?.click();
    await waitFor(() => opened, 'the page opened the modal on disconnect', 600);
    await opened;
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect');
    // The sign-out has ended (the event comes after it): nothing is left to close the modal.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(viewOf(modal)).to.equal('Connect');
    expect(stores.$modal.get().open).to.equal(true);
  });

  it('a page that opens the modal as soon as the account reads disconnected keeps it open on Connect', async () => {
    const stop = stores.$account.listen((account) => {
      if (account.status === 'disconnected') void modal.open();
    });
    const disconnected = new Promise((resolve) => modal.addEventListener('disconnect', resolve, { once: true }));
    try {
      buttonNamed(modal, 'Disconnect')?.click();
      await disconnected;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    } finally {
      stop();
    }
    expect(viewOf(modal)).to.equal('Connect');
    expect(stores.$modal.get().open).to.equal(true);
  });
});
