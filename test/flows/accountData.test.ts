// What a connected visitor sees about their account, read from the data-service twin,
// which answers from the stack's real chains: names, token balances and activity.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { buttonNamed, dialogOf, mountButton, mountModal, resetAll, waitFor, viewOf, textOf } from '../support/modalTestKit';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };


describe('account data from the data services', () => {
  let modal: ModalElement;
  let stopAnnouncing: () => void;

  async function setUp(accountIndex: number): Promise<void> {
    ({ stop: stopAnnouncing } = await announceDemoWallet(accountIndex));
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
  }

  beforeEach(() => {
    resetAll();
    sessionStorage.clear();
  });
  afterEach(async () => {
    await disconnect('eip155');
    stopAnnouncing?.();
    resetAll();
    sessionStorage.clear();
  });

  it('shows the account name and avatar from the identity service, on Account and the button', async () => {
    await setUp(0);
    const button = await mountButton();
    await connectWithClick(modal);
    await waitFor(() => textOf(modal).includes('dev0.reown.id'), 'the name on Account');
    expect(textOf(modal)).to.contain('0xf39F…2266');
    const avatar = dialogOf(modal)?.querySelector('img.wm-avatar') as HTMLImageElement;
    expect(avatar.src).to.match(/^data:image\//);
    expect(stores.$account.get().profileName).to.equal('dev0.reown.id');
    await waitFor(() => button.shadowRoot?.querySelector('button')?.textContent?.startsWith('dev0.reown.id'), 'the name on the button');
    // kept in browser storage (five minutes) for this address
    const cached = localStorage.getItem('@wallet-modal/cache/identity') ?? '';
    expect(cached).to.contain('dev0.reown.id');
    expect(cached.toLowerCase()).to.contain('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
  });

  it("an account change in the wallet shows the new address at once, never the last account's name", async () => {
    const { wallet, stop } = await announceDemoWallet(0);
    stopAnnouncing = stop;
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
    const button = await mountButton();
    await connectWithClick(modal);
    await waitFor(() => stores.$account.get().profileName === 'dev0.reown.id', "account 0's name");
    // Every state the account goes through once the wallet is on account 4.
    const seen: { profileName?: string | undefined; profileImage?: string | undefined }[] = [];
    const stopListening = stores.$account.listen((account) => {
      if (account.address?.toLowerCase() !== '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') seen.push(account);
    });
    try {
      await wallet.controls.switchAccount(4);
      await waitFor(() => seen.length > 0, 'the new account');
      expect(seen.map((account) => account.profileName), 'no state of the new account carries the old name').to.not.include('dev0.reown.id');
      expect(seen[0]?.profileImage, 'nor its avatar').to.equal(undefined);
      await waitFor(() => button.shadowRoot?.querySelector('button')?.textContent?.startsWith('0x15d3…6A65'), 'the new address on the button');
    } finally {
      stopListening();
    }
  });

  it('lists token balances with USD values and the total, dropping 0-decimal tokens', async () => {
    await setUp(3);
    await connectWithClick(modal);
    const tokens = await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens[aria-busy="false"]'), 'the token list');
    await waitFor(() => tokens.querySelectorAll('.wm-token').length > 0, 'tokens');
    const rows = [...tokens.querySelectorAll('.wm-token')].map((row) => row.textContent ?? '');
    expect(rows.some((row) => row.includes('USD Coin') && row.includes('1,000 USDC') && row.includes('$1,000.00'))).to.equal(true);
    expect(rows.some((row) => row.includes('Wrapped Ether') && row.includes('2 WETH') && row.includes('$6,000.00'))).to.equal(true);
    expect(rows.some((row) => row.includes('10,000 ETH') && row.includes('$30,000,000.00'))).to.equal(true);
    expect(rows.some((row) => row.includes('ZERO'))).to.equal(false);
    expect(tokens.textContent).to.contain('$30,007,000.00');
  });

  it('lists the activity of the connected chain, by date, and resets it on a chain change', async () => {
    await setUp(3);
    await connectWithClick(modal);
    buttonNamed(modal, 'Activity')?.click();
    await waitFor(() => viewOf(modal) === 'Activity', 'the Activity view');
    await waitFor(() => dialogOf(modal)?.querySelectorAll('.wm-activity-item').length, 'transactions');
    const text = textOf(modal);
    expect(text).to.contain('Today');
    expect(text).to.contain('Received');
    expect(text).to.contain('1,000 USDC');
    expect(text).to.contain('2 WETH');
    const key = (await import('../../src/stores/activity')).$activity.get().key;
    expect(key).to.equal('eip155:1:0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    buttonNamed(modal, 'Back')?.click();
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Base'), 'Base')).click();
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'Base');
    expect((await import('../../src/stores/activity')).$activity.get().items).to.deep.equal([]);
  });
});
