// Focus stays in the dialog when the control it was on turns disabled: the visitor clicks Send,
// the button waits for the wallet (disabled, with a spinner and the wallet's name), and the
// keyboard still works there: Escape closes
// the modal, Tab moves within it. The browser would otherwise drop focus to the page's body,
// where the dialog hears no key.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { dialogOf, mountModal, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { fillSendForm, openSendForm, previewSend, sendButton } from '../support/sendKit';
import { freshAddress } from '../support/chainReads';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

describe('focus when the focused button turns disabled', function () {
  this.timeout(60_000);
  let wallet: DemoWallet;
  let stop: () => void;
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    ({ wallet, stop } = await announceDemoWallet(8));
    modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    await connectWithClick(modal);
  });

  afterEach(() => {
    for (const request of wallet.controls.pending()) wallet.controls.reject(request.id);
    wallet.controls.setApproval('approve');
    stop();
    resetAll();
  });

  it('stays in the dialog while Send waits for the wallet, and Escape closes the modal', async () => {
    await openSendForm(modal, 'ETH');
    await fillSendForm(modal, '0.001', freshAddress());
    await previewSend(modal, 'ETH');
    wallet.controls.setApproval('manual');
    const send = await waitFor(() => sendButton(modal), 'the Send button');
    send.focus();
    send.click();
    await waitFor(() => wallet.controls.pending().length > 0, 'the wallet asked to send');
    await waitFor(() => !sendButton(modal), 'Send waiting (disabled)');
    // The button itself says why: a spinner and the wallet it waits for.
    const waiting = dialogOf(modal)?.querySelector<HTMLButtonElement>('.wm-actions button[aria-busy="true"]');
    expect(waiting?.textContent).to.equal('Waiting for Demo Wallet…');
    expect(waiting?.querySelector('.wm-spinner'), 'a spinner in the button').to.not.equal(null);
    const card = dialogOf(modal);
    await waitFor(() => modal.shadowRoot?.activeElement, 'focus in the modal');
    expect(card?.contains(modal.shadowRoot?.activeElement ?? null), 'focus inside the dialog').to.equal(true);
    expect(viewOf(modal)).to.equal('WalletSendPreview');
    await sendKeys({ press: 'Tab' });
    expect(card?.contains(modal.shadowRoot?.activeElement ?? null), 'Tab moves within the dialog').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(modal), 'the modal closed by Escape');
  });
});
