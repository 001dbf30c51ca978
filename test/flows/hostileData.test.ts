// Hostile data that reaches the modal from outside (a wallet-list entry, a history item, a
// wallet's own events, an oversized name) never takes the modal down and never reaches the
// stores as garbage. Each case puts the data where it enters and checks what a visitor sees
// and what a host reads.
import { expect } from 'chai';
import { connectWalletsKey } from '../../src/actions/walletList/loadConnectWallets';
import { walletCatalogKey } from '../../src/actions/walletList/loadWalletPage';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import type { WalletListEntry } from '../../src/services/walletList/WalletListEntry';
import { $activity, type ActivityItem } from '../../src/stores/activity';
import { patchAccount } from '../../src/stores/account';
import { $events } from '../../src/stores/events';
import { $walletCatalog } from '../../src/stores/walletCatalog';
import { $connectWallets } from '../../src/stores/walletCatalogConnect';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, connectTestAccount, dialogOf, mountButton, mountModal, nextFrame, resetAll, waitFor } from '../support/modalTestKit';
import { watchUncaught, type UncaughtWatch } from '../support/watchUncaught';
import { uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

const entry = (id: string, imageId: string): WalletListEntry => ({ id, name: `Wallet ${id}`, image_id: imageId, rdns: null });

/** open() settles, within a bound that a hang would exceed by far. */
async function expectOpenSettles(modal: ModalElement, options?: object): Promise<void> {
  const settled = await Promise.race([
    modal.open(options).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 3_000)),
  ]);
  expect(settled, 'open() settled').to.equal(true);
  expect(dialogOf(modal), 'the dialog is shown').to.not.equal(null);
}

describe('hostile data never takes the modal down', () => {
  let modal: ModalElement;
  let uncaught: UncaughtWatch;

  beforeEach(async () => {
    resetAll();
    uncaught = watchUncaught();
    modal = (await mountModal({ 'project-id': uniqueProjectId('hostile') })) as ModalElement;
  });

  afterEach(() => {
    uncaught.stop();
    $activity.set({ key: undefined, items: [], next: null, loading: false, empty: false, error: undefined });
    resetAll();
  });

  it('shows wallets whose image ids are prototype keys, on Connect and in AllWallets, and opens again', async () => {
    const wallets = PROTOTYPE_KEYS.map((key, index) => entry(`proto-${index}`, key));
    $connectWallets.set({ key: connectWalletsKey(), status: 'loaded', featured: wallets.slice(0, 2), recommended: wallets.slice(2, 4), count: 5 });
    await expectOpenSettles(modal);
    await waitFor(() => dialogOf(modal)?.querySelector('button[data-wallet-id="proto-0"]'), 'the row of image id "constructor"');
    expect(dialogOf(modal)?.querySelectorAll('[data-wallet-id^="proto-"]').length).to.equal(4);

    await expectOpenSettles(modal, { view: 'AllWallets' });
    $walletCatalog.set({ key: walletCatalogKey(), wallets, page: 1, count: wallets.length, hasMore: false, status: 'loaded' });
    await waitFor(() => dialogOf(modal)?.querySelectorAll('.wm-tile[data-wallet-id^="proto-"]').length === wallets.length, 'every tile');
    for (const image of dialogOf(modal)!.querySelectorAll('img')) expect(image.getAttribute('src')).to.match(/^blob:/);

    modal.close();
    await expectOpenSettles(modal);
    expect(dialogOf(modal)?.dataset.view).to.equal('Connect');
    expect(uncaught.list).to.deep.equal([]);
  });

  it('shows a transaction whose date does not parse, without a time', async () => {
    connectTestAccount();
    const item: ActivityItem = { id: 'bad-date', hash: '0x01', minedAt: 'not a date', status: 'confirmed', kind: 'transfer', direction: 'in', transfers: [{ direction: 'in', quantity: '1', symbol: 'USDC', iconUrl: '' }] };
    $activity.set({ key: 'eip155:1:x', items: [item], next: null, loading: false, empty: false, error: undefined });
    await expectOpenSettles(modal, { view: 'Activity' });
    const row = await waitFor(() => dialogOf(modal)?.querySelector('.wm-activity-item'), 'the transaction');
    expect(row.textContent).to.contain('Received');
    expect(row.textContent).to.contain('1 USDC');
    expect(row.querySelector('time')).to.equal(null);
    expect(uncaught.list).to.deep.equal([]);
  });

  it("shows 'Something went wrong' with a way back when a view throws, and the modal opens again", async () => {
    connectTestAccount();
    await expectOpenSettles(modal);
    expect(dialogOf(modal)?.dataset.view).to.equal('Account');
    // State no service answer may produce, but a view must survive: transfers that are not a list.
    const broken = { id: 'x', hash: '0x', minedAt: new Date().toISOString(), status: 'confirmed', kind: 'transfer', direction: 'in', transfers: null } as unknown as ActivityItem;
    $activity.set({ key: 'eip155:1:x', items: [broken], next: null, loading: false, empty: false, error: undefined });
    buttonNamed(modal, 'Activity')!.click();
    const alert = await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]'), 'the failure message');
    expect(alert.textContent).to.contain('Something went wrong');
    expect(dialogOf(modal)?.dataset.view).to.equal('Activity');
    expect(stores.$events.get()?.event).to.equal('VIEW_ERROR');
    (alert.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'back on Account');
    modal.close();
    await expectOpenSettles(modal);
    expect(dialogOf(modal)?.dataset.view).to.equal('Account');
  });

  it('cuts a 1 MB name with an ellipsis on the button and on Account, and keeps it whole as the accessible name', async () => {
    const button = await mountButton();
    // An account no other test here looks up: an identity answer still on its way for an earlier
    // test's account (the same address) could otherwise write its name over the hostile one.
    connectTestAccount(DEV_ACCOUNTS[1]);
    // The twin names this dev account; the hostile name comes after that answer.
    await waitFor(() => button.shadowRoot?.querySelector('.wm-name')?.textContent === 'dev1.reown.id', 'the name from the twin', 600);
    const name = `${'w'.repeat(1_000_000)}.reown.id`;
    patchAccount('eip155', { profileName: name });
    // Rendered once it no longer reads the twin's name (a 1 MB text may take React more than a frame).
    const label = await waitFor(() => {
      const shown = button.shadowRoot?.querySelector<HTMLElement>('.wm-name');
      return shown && shown.textContent !== 'dev1.reown.id' ? shown : undefined;
    }, 'the hostile name on the button');
    await nextFrame();
    const control = button.shadowRoot!.querySelector('button')!;
    expect(control.getBoundingClientRect().width).to.be.below(420);
    expect(label.textContent === name, 'the whole name is the text (the accessible name)').to.equal(true);
    expect(getComputedStyle(label).textOverflow).to.equal('ellipsis');

    await expectOpenSettles(modal);
    const address = dialogOf(modal)!.querySelector<HTMLElement>('.wm-address')!;
    expect(address.textContent === name, 'the whole name on Account').to.equal(true);
    expect(address.getBoundingClientRect().width).to.be.at.most(dialogOf(modal)!.getBoundingClientRect().width);
    expect(getComputedStyle(address).textOverflow).to.equal('ellipsis');
  });
});

describe('garbage from a wallet stays out', () => {
  let modal: ModalElement;
  let stop: () => void;
  let emit: (event: string, value: unknown) => void;
  const hostEvents: string[] = [];
  const onNetworkChange = (event: Event) => hostEvents.push((event as CustomEvent<{ caipNetworkId: string }>).detail.caipNetworkId);

  beforeEach(async () => {
    resetAll();
    hostEvents.length = 0;
    document.addEventListener('network-change', onNetworkChange);
    // The demo wallet answers requests; its events can also be sent by hand, as a hostile
    // (or broken) wallet would send them.
    const demo = await announceDemoWallet(5);
    stop = demo.stop;
    const listeners = new Map<string, Set<(value: unknown) => void>>();
    const provider = demo.wallet.provider as { on(event: string, fn: (value: unknown) => void): void };
    const on = provider.on.bind(provider);
    provider.on = (event, fn) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
      on(event, fn);
    };
    emit = (event, value) => listeners.get(event)?.forEach((fn) => fn(value));
    modal = (await mountModal({ 'project-id': uniqueProjectId('garbage'), networks: 'eip155:1,eip155:8453' })) as ModalElement;
  });

  afterEach(async () => {
    document.removeEventListener('network-change', onNetworkChange);
    await disconnect('eip155');
    stop();
    resetAll();
  });

  it('ignores chainChanged("banana") and accountsChanged(["0xZZ"]), and says so in a tracked error', async () => {
    const uncaught = watchUncaught();
    await connectWithClick(modal);
    const before = { network: stores.$network.get().caipNetworkId, address: stores.$account.get().address, stored: { ...localStorage } };
    expect(before.address).to.equal(DEV_ACCOUNTS[5]);
    const rejected: unknown[] = [];
    const stopEvents = $events.listen((event) => event?.event === 'WALLET_DATA_REJECTED' && rejected.push(event.properties));

    emit('chainChanged', 'banana');
    emit('accountsChanged', ['0xZZ']);
    await waitFor(() => rejected.length >= 2, 'both events rejected');
    for (let i = 0; i < 10; i += 1) await nextFrame();

    stopEvents();
    uncaught.stop();
    expect(stores.$network.get().caipNetworkId).to.equal(before.network);
    expect(stores.$account.get().address).to.equal(before.address);
    expect(stores.$account.get().caipAddress).to.not.contain('NaN');
    expect(JSON.stringify({ ...localStorage })).to.not.contain('NaN');
    expect(hostEvents.filter((id) => id.includes('NaN'))).to.deep.equal([]);
    expect(rejected).to.deep.equal([
      { namespace: 'eip155', event: 'chainChanged', value: 'banana' },
      { namespace: 'eip155', event: 'accountsChanged', value: '0xZZ' },
    ]);
    expect(uncaught.list).to.deep.equal([]);
  });
});
