import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { goBack } from '../../src/actions/goBack';
import { checkUnsupportedChain } from '../../src/actions/checkUnsupportedChain';
import { shakeModal } from '../../src/actions/shakeModal';
import { stores } from '../../src/controller/stores';
import { ViewNotAvailableError } from '../../src/errors/modalErrors';
import { setLoading } from '../../src/stores/modal';
import { $activeCaipNetworkId } from '../../src/stores/network';
import {
  buttonNamed,
  connectTestAccount,
  dialogOf,
  mountModal,
  nextFrame,
  resetAll,
  shadowActiveElement,
  waitFor,
} from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

function recordEvents(names: string[]): CustomEvent[] {
  const seen: CustomEvent[] = [];
  for (const name of names) document.addEventListener(name, (event) => seen.push(event as CustomEvent));
  return seen;
}

describe('<wallet-modal>', () => {
  let modal: ModalElement;
  beforeEach(async () => {
    resetAll();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })) as ModalElement;
  });
  afterEach(() => resetAll());

  it('renders into an open shadow root and shows nothing while closed', () => {
    expect(modal.shadowRoot).to.exist;
    expect(dialogOf(modal) === null, 'no dialog while closed').to.equal(true);
    expect(stores.$modal.get()).to.deep.include({ open: false, view: 'Connect' });
  });

  it('opens on Connect when disconnected, as a named modal dialog', async () => {
    const events = recordEvents(['modal-open', 'track']);
    await modal.open();
    const dialog = dialogOf(modal);
    expect(dialog?.getAttribute('aria-modal')).to.equal('true');
    expect(dialog?.dataset.view).to.equal('Connect');
    const title = modal.shadowRoot?.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).to.equal('Connect Wallet');
    expect(stores.$modal.get()).to.deep.equal({ open: true, loading: false, view: 'Connect', history: ['Connect'] });
    const open = events.find((e) => e.type === 'modal-open');
    expect(open?.detail).to.deep.equal({ connected: false });
    expect(open?.bubbles && open.composed).to.equal(true);
    expect(events.find((e) => e.type === 'track')?.detail).to.deep.equal({ event: 'MODAL_OPEN', properties: { connected: false } });
    expect(stores.$events.get()).to.include({ event: 'MODAL_OPEN' });
  });

  it('opens on Account when connected, showing the short address and balance', async () => {
    connectTestAccount();
    const events = recordEvents(['modal-open']);
    await modal.open();
    expect(dialogOf(modal)?.dataset.view).to.equal('Account');
    const text = dialogOf(modal)?.textContent ?? '';
    expect(text).to.contain('0xf39F…2266');
    expect(text).to.contain('1.25 ETH');
    expect(events[0]?.detail).to.deep.equal({ connected: true });
    expect(stores.$account.get()).to.include({ status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', namespace: 'eip155' });
  });

  it('closes with close(), resets to Connect and says whether connected', async () => {
    const events = recordEvents(['modal-close']);
    await modal.open({ view: 'Networks' });
    modal.close();
    // React may take more than a frame to remove it on a loaded machine.
    await waitFor(() => !dialogOf(modal), 'the dialog gone');
    expect(stores.$modal.get()).to.deep.include({ open: false, view: 'Connect', history: ['Connect'] });
    expect(events.map((e) => e.detail)).to.deep.equal([{ connected: false }]);
  });

  it('settles open() after a close and an open in the same tick', async () => {
    await modal.open({ view: 'Networks' });
    modal.close();
    await modal.open();
    expect(dialogOf(modal)?.dataset.view).to.equal('Connect');
    expect(stores.$modal.get().open).to.equal(true);
  });

  it('settles open() when the page takes its <wallet-modal> away before the dialog showed', async () => {
    let settled: string | undefined;
    void modal.open().then(
      () => (settled = 'resolved'),
      (error: Error) => (settled = error.name),
    );
    modal.remove();
    await waitFor(() => settled, 'open() settled', 120);
    expect(settled).to.equal('ModalNotMountedError');
    expect(stores.$modal.get().open, 'the modal open').to.equal(false);
  });

  it('closes, saying so, when the page takes its <wallet-modal> away while the dialog shows', async () => {
    await modal.open();
    modal.remove();
    await waitFor(() => !stores.$modal.get().open, 'the modal closed', 120);
    // No element is left to dispatch modal-close on: the controller's events say it.
    expect(stores.$events.get()?.event).to.equal('MODAL_CLOSE');
    // Put back, it opens again as usual.
    document.body.append(modal);
    await modal.open();
    expect(dialogOf(modal)?.dataset.view).to.equal('Connect');
  });

  it('closes on Escape and on a click on the backdrop', async () => {
    await modal.open();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(modal), 'close on Escape');
    await modal.open();
    const overlay = modal.shadowRoot?.querySelector<HTMLElement>('.wm-overlay');
    overlay?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    await waitFor(() => !dialogOf(modal), 'close on backdrop');
    expect(stores.$modal.get().open).to.equal(false);
  });

  it('pushes views and goes back; back on the only view closes', async () => {
    await modal.open();
    buttonNamed(modal, 'Network')?.click();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Networks', 'Networks view');
    expect(stores.$modal.get().history).to.deep.equal(['Connect', 'Networks']);
    buttonNamed(modal, 'Back')?.click();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Connect', 'back to Connect');
    expect(buttonNamed(modal, 'Back') === undefined, 'no Back on the first view').to.equal(true);
    await modal.open({ view: 'Networks' });
    expect(buttonNamed(modal, 'Back') === undefined, 'no Back on a view opened directly').to.equal(true);
    goBack();
    await waitFor(() => !dialogOf(modal), 'back closes the modal');
  });

  it('refuses a view that this build does not offer, staying closed', async () => {
    let error: unknown;
    await modal.open({ view: 'Swap' }).catch((e) => (error = e));
    expect(error).to.be.instanceOf(ViewNotAvailableError);
    expect(stores.$modal.get().open).to.equal(false);
  });

  it('switches to the namespace asked for before opening', async () => {
    await modal.open({ namespace: 'solana' });
    expect(stores.$network.get()).to.deep.include({ namespace: 'solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
  });

  it('switches network from the Networks view, then goes back', async () => {
    const events = recordEvents(['network-change']);
    await modal.open();
    buttonNamed(modal, 'Network')?.click();
    await waitFor(() => buttonNamed(modal, 'Base'), 'Base in the list');
    buttonNamed(modal, 'Base')?.click();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Connect', 'back on Connect');
    expect(stores.$network.get()).to.deep.equal({ caipNetworkId: 'eip155:8453', chainId: 8453, name: 'Base', namespace: 'eip155' });
    expect(events.map((e) => e.detail)).to.deep.equal([{ caipNetworkId: 'eip155:8453' }]);
    expect(JSON.parse(localStorage.getItem('@wallet-modal/activeCaipNetworkId') ?? 'null')).to.equal('eip155:8453');
  });

  it('opens UnsupportedChain when the wallet is on a network the page did not request', async () => {
    connectTestAccount(undefined, 42161);
    $activeCaipNetworkId.set('eip155:42161');
    expect(await checkUnsupportedChain()).to.equal(true);
    expect(dialogOf(modal)?.dataset.view).to.equal('UnsupportedChain');
    // Switching away from an unrequested network closes the modal (spec §2).
    buttonNamed(modal, 'Base')?.click();
    await waitFor(() => !dialogOf(modal), 'the modal to close after the switch');
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:8453');
  });

  it('does not open UnsupportedChain when the page allows unsupported chains', async () => {
    modal.setAttribute('networks', 'eip155:1');
    const { configure } = await import('../../src/stores/config');
    configure({ allowUnsupportedChain: true });
    $activeCaipNetworkId.set('eip155:42161');
    expect(await checkUnsupportedChain()).to.equal(false);
    expect(dialogOf(modal) === null, 'the modal stays closed').to.equal(true);
  });

  it('keeps loading per namespace and clears it on close', async () => {
    await modal.open();
    setLoading('eip155', true);
    expect(stores.$modal.get().loading).to.equal(true);
    setLoading('solana', false);
    expect(stores.$modal.get().loading).to.equal(true);
    modal.close();
    expect(stores.$modal.get().loading).to.equal(false);
  });

  it('shakes for 500 ms', async () => {
    await modal.open();
    shakeModal();
    await waitFor(() => dialogOf(modal)?.dataset.shake === 'true', 'shake on');
    const started = performance.now();
    await waitFor(() => dialogOf(modal)?.dataset.shake === 'false', 'shake off', 240);
    expect(performance.now() - started).to.be.greaterThan(400);
  });

  it('moves focus in, keeps Tab inside and returns focus to the opener', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open wallet';
    opener.addEventListener('click', () => void modal.open());
    document.body.append(opener);
    try {
      opener.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => dialogOf(modal), 'the dialog');
      await waitFor(() => shadowActiveElement(modal), 'focus inside the dialog');
      const dialog = dialogOf(modal) as HTMLElement;
      for (let i = 0; i < 8; i += 1) {
        if (i % 3 === 2) {
          await sendKeys({ down: 'Shift' });
          await sendKeys({ press: 'Tab' });
          await sendKeys({ up: 'Shift' });
        } else {
          await sendKeys({ press: 'Tab' });
        }
        // Booleans, as everywhere in this file: chai's report of a failed comparison of an element walks React's internals and freezes the page.
        expect(document.activeElement === modal, `Tab ${i + 1}: focus on the modal, not ${document.activeElement?.tagName}`).to.equal(true);
        expect(dialog.contains(shadowActiveElement(modal)), `Tab ${i + 1}: focus inside the dialog`).to.equal(true);
      }
      await sendKeys({ press: 'Escape' });
      await waitFor(() => document.activeElement === opener, 'focus back on the opener');
    } finally {
      opener.remove();
    }
  });

  it('applies theme-mode and resets it when the attribute is removed', async () => {
    await modal.open();
    modal.setAttribute('theme-mode', 'dark');
    await waitFor(() => modal.shadowRoot?.querySelector('.wm-root[data-theme="dark"]'), 'dark theme');
    modal.removeAttribute('theme-mode');
    const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    await waitFor(() => modal.shadowRoot?.querySelector(`.wm-root[data-theme="${system}"]`), 'system theme');
  });

  it('reads configuration set as properties before the element was upgraded', async () => {
    const { WalletModalElement } = await import('../../src/elements/WalletModalElement');
    modal.remove();
    const element = document.createElement('wallet-modal-pre') as HTMLElement & { networks?: string };
    element.networks = 'eip155:8453';
    document.body.append(element);
    customElements.define('wallet-modal-pre', class extends WalletModalElement {});
    await nextFrame();
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:8453');
    expect(element.getAttribute('networks')).to.equal('eip155:8453');
    element.remove();
  });

  it('lets only the first <wallet-modal> render', async () => {
    const second = await mountModal();
    await modal.open();
    expect(dialogOf(modal) !== null, 'the first renders').to.equal(true);
    expect(dialogOf(second) === null, 'the second renders nothing').to.equal(true);
    second.remove();
  });
});
