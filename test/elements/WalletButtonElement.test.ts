import { expect } from 'chai';
import { stores } from '../../src/controller/stores';
import { defineElements } from '../../src/elements/defineElements';
import { dispatchConnection } from '../../src/stores/dispatchConnection';
import { patchAccount } from '../../src/stores/account';
import { connectTestAccount, dialogOf, mountButton, mountModal, resetAll, waitFor } from '../support/modalTestKit';

describe('<wallet-button>', () => {
  beforeEach(() => resetAll());
  afterEach(() => resetAll());

  const buttonOf = (element: HTMLElement) => element.shadowRoot?.querySelector('button') as HTMLButtonElement;

  it('reads "Connect Wallet" and opens the modal on Connect', async () => {
    const modal = await mountModal();
    const button = await mountButton();
    expect(buttonOf(button).textContent).to.equal('Connect Wallet');
    expect(buttonOf(button).getAttribute('aria-haspopup')).to.equal('dialog');
    buttonOf(button).click();
    await waitFor(() => dialogOf(modal), 'the dialog');
    expect(dialogOf(modal)?.dataset.view).to.equal('Connect');
  });

  it('is a usable button the moment it is in the page, before any frame or task', () => {
    defineElements();
    const element = document.createElement('wallet-button');
    document.body.append(element);
    // No await: the page's first frame after the script ran already shows it.
    expect(buttonOf(element)?.textContent).to.equal('Connect Wallet');
    expect(buttonOf(element)?.disabled).to.equal(false);
  });

  it('shows the short address and balance when connected, and opens Account', async () => {
    const modal = await mountModal();
    const button = await mountButton();
    // An address with no name and no coins on the local chains: once its (empty) identity and
    // its balance are read, the button shows the short address and the chain's 0 ETH.
    connectTestAccount('0x00000000000000000000000000000000DeaDBeef');
    await waitFor(() => buttonOf(button).dataset.state === 'connected', 'connected state');
    await waitFor(() => buttonOf(button).textContent === '0x0000…Beef0 ETH', 'the short address and the balance read from the chain');
    buttonOf(button).click();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'Account view');
  });

  it('prefers the account name and hides the balance with balance="hide"', async () => {
    const button = await mountButton({ balance: 'hide' });
    connectTestAccount();
    patchAccount('eip155', { profileName: 'vitalik.reown.id' });
    await waitFor(() => buttonOf(button).textContent === 'vitalik.reown.id', 'the name only');
  });

  it('keeps what did not change when the account does: a new balance leaves the avatar and the name in place', async () => {
    const button = await mountButton();
    connectTestAccount();
    patchAccount('eip155', { profileName: 'vitalik.reown.id', profileImage: 'https://example.com/avatar.png', balance: '1', balanceSymbol: 'ETH' });
    await waitFor(() => buttonOf(button).textContent === 'vitalik.reown.id1 ETH', 'the name and the balance');
    const avatar = buttonOf(button).querySelector('img.wm-avatar');
    const name = buttonOf(button).querySelector('.wm-name');
    patchAccount('eip155', { balance: '2' });
    await waitFor(() => buttonOf(button).textContent === 'vitalik.reown.id2 ETH', 'the new balance');
    // The same image (not fetched and decoded again, no flicker) and the same name node, so a
    // long name is not laid out anew on every balance update.
    expect(buttonOf(button).querySelector('img.wm-avatar') === avatar && avatar !== null, 'the same avatar').to.equal(true);
    expect(buttonOf(button).querySelector('.wm-name') === name, 'the same name').to.equal(true);
  });

  it('shows progress while connecting or reconnecting', async () => {
    const button = await mountButton();
    dispatchConnection('eip155', { type: 'reconnect' });
    await waitFor(() => buttonOf(button).textContent === 'Reconnecting…', 'reconnecting');
    expect(buttonOf(button).getAttribute('aria-busy')).to.equal('true');
  });

  it('brings its own modal when the page has none', async () => {
    const button = await mountButton();
    expect(document.querySelector('wallet-modal')).to.equal(null);
    buttonOf(button).click();
    const modal = await waitFor(() => document.querySelector('wallet-modal'), 'a modal element');
    await waitFor(() => dialogOf(modal as HTMLElement), 'the dialog');
    expect(stores.$modal.get().open).to.equal(true);
  });
});
