// A send on the stack's chain that mines only on demand (chain 10): the transaction stays
// pending while the test acts as the wallet's owner elsewhere, replacing it with the same nonce
// (a speed-up: the same transfer at a higher fee; a cancel: nothing to themselves), then mines.
// The modal tells which it was. With the pending-transaction watcher on, a send still pending
// when the page reloads is taken up again from storage and settled once it is mined.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { holdManualMining, manualMiningChainId, mine, releaseManualMining, sendFromDevAccount, transactionByHash } from '../support/anvilControl';
import { balanceOf, freshAddress } from '../support/chainReads';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { connectWithClick } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { loadPage, reloadFrame, walletPageUrl } from '../support/loadPage';
import { buttonNamed, dialogOf, mountModal, nextFrame, resetAll, waitFor, viewOf, textOf } from '../support/modalTestKit';
import { stores } from '../../src/controller/stores';
import { fillSendForm, openSendForm, previewSend } from '../support/sendKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
// Dev account 7 sends on chain 10 in this file only (the stack's own chain-10 test uses 8).
const SENDER = DEV_ACCOUNTS[7];

/** From Account: Send 0.01 ETH to `to`, through the preview, until the modal says it is pending; the hash from its explorer link. */
async function sendPending(modal: ModalElement, to: string): Promise<`0x${string}`> {
  await openSendForm(modal, 'ETH');
  await fillSendForm(modal, '0.01', to);
  await previewSend(modal, 'ETH');
  buttonNamed(modal, 'Send')?.click();
  const link = await waitFor(() => dialogOf(modal)?.querySelector<HTMLAnchorElement>('[data-progress="pending"] a'), 'the pending transaction', 600);
  return link.href.split('/tx/')[1] as `0x${string}`;
}

/**
 * The wallet's owner cancels the pending send elsewhere (nothing, to themselves, with its nonce
 * and a higher fee), and the chain mines: the outcome the modal then shows.
 */
async function cancelAndMine(modal: ModalElement, chainId: number, hash: string): Promise<Element> {
  const sent = await transactionByHash(chainId, hash);
  const bump = 1_000_000_000n;
  await sendFromDevAccount(chainId, {
    from: SENDER,
    to: SENDER,
    value: 0n,
    nonce: sent?.nonce,
    maxFeePerGas: (sent?.maxFeePerGas ?? 0n) + bump,
    maxPriorityFeePerGas: (sent?.maxPriorityFeePerGas ?? 0n) + bump,
  });
  await mine(chainId);
  return waitFor(() => dialogOf(modal)?.querySelector('[data-outcome]'), 'the end of the wait', 900).catch((error: Error) => {
    throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
  });
}

describe('Send: a transaction that waits, is replaced, or outlives the page', function () {
  this.timeout(90_000);
  // Its sends must stay pending until the test mines: no other file mines meanwhile.
  before(async function () {
    this.timeout(6 * 60_000);
    await holdManualMining();
  });
  after(() => releaseManualMining());
  let stop: (() => void) | undefined;
  let modal: ModalElement;

  async function connect(): Promise<void> {
    resetAll();
    const { chains } = await stackInfo();
    const wallet = createDemoWallet({ chains, accountIndex: 7, knownChainIds: [await manualMiningChainId()] });
    stop = wallet.announce();
    modal = (await mountModal({ networks: `eip155:${await manualMiningChainId()}` })) as ModalElement;
    await connectWithClick(modal);
  }

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
    // What a failed test left pending is mined, so that the next one starts from an empty pool.
    await mine(await manualMiningChainId());
  });

  it('a speed-up (same transfer, higher fee) is told as such, and the recipient gets the amount once', async () => {
    const chainId = await manualMiningChainId();
    const to = freshAddress();
    await connect();
    const hash = await sendPending(modal, to);
    const sent = await transactionByHash(chainId, hash);
    expect(sent?.type).to.equal(2, 'an EIP-1559 transaction');
    const bump = 1_000_000_000n;
    await sendFromDevAccount(chainId, {
      from: SENDER,
      to,
      value: sent?.value,
      nonce: sent?.nonce,
      gas: sent?.gas,
      maxFeePerGas: (sent?.maxFeePerGas ?? 0n) + bump,
      maxPriorityFeePerGas: (sent?.maxPriorityFeePerGas ?? 0n) + bump,
    });
    await mine(chainId);
    const note = await waitFor(() => dialogOf(modal)?.querySelector('[data-outcome]'), 'the end of the wait', 900).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    expect(note.getAttribute('data-outcome')).to.equal('repriced');
    expect(note.textContent).to.contain('Your transaction was sped up');
    const { chains } = await stackInfo();
    expect(await balanceOf(chains[String(chainId)] as string, to)).to.equal(10_000_000_000_000_000n);
  });

  it('a cancel (nothing, to themselves, same nonce) is told as such, and nothing reaches the recipient', async () => {
    const chainId = await manualMiningChainId();
    const to = freshAddress();
    await connect();
    const hash = await sendPending(modal, to);
    const note = await cancelAndMine(modal, chainId, hash);
    expect(note.getAttribute('data-outcome')).to.equal('cancelled');
    expect(note.textContent).to.contain('Your transaction was cancelled in your wallet: nothing was sent.');
    const { chains } = await stackInfo();
    expect(await balanceOf(chains[String(chainId)] as string, to)).to.equal(0n);
    // The modal stays usable: Done leads back to Account.
    buttonNamed(modal, 'Done')?.click();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
  });

  it('the wallet moving to another network while the send is pending: the preview goes on with the send, and says how it ended', async () => {
    const chainId = await manualMiningChainId();
    const to = freshAddress();
    resetAll();
    const { chains } = await stackInfo();
    const wallet = createDemoWallet({ chains, accountIndex: 7, knownChainIds: [chainId, 1] });
    stop = wallet.announce();
    modal = (await mountModal({ networks: `eip155:${chainId},eip155:1` })) as ModalElement;
    await connectWithClick(modal);
    const hash = await sendPending(modal, to);
    wallet.controls.switchChainFromWallet(1);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:1', 'the wallet on Ethereum');
    await nextFrame();
    expect(dialogOf(modal)?.querySelector('[data-progress="pending"]'), 'the pending send after the move').to.not.equal(null);
    expect(textOf(modal)).to.contain('0.01 ETH');
    expect(textOf(modal), 'the fee the send was sent with').to.match(/Network fee(< )?[\d.,]+ ETH/);
    // Cancelled in the wallet on its own network, then mined: the preview says so.
    const note = await cancelAndMine(modal, chainId, hash);
    expect(note.getAttribute('data-outcome')).to.equal('cancelled');
    // Try again starts from the emptied form of the network now active: nothing to send.
    buttonNamed(modal, 'Try again')?.click();
    await waitFor(() => textOf(modal).includes('Enter amount'), 'the emptied form');
    expect(buttonNamed(modal, 'Send'), 'no Send for the left network').to.equal(undefined);
  });

  it('a send that is not mined within 25 s says it may still land, with the explorer link', async () => {
    const chainId = await manualMiningChainId();
    const to = freshAddress();
    await connect();
    await sendPending(modal, to);
    const note = await waitFor(() => dialogOf(modal)?.querySelector('[data-outcome]'), 'the end of the wait', 1800);
    expect(note.getAttribute('data-outcome')).to.equal('timeout');
    expect(note.textContent).to.contain('It may still land');
    expect(note.querySelector('a')?.href).to.match(/^https:\/\/optimistic\.etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
    // It does land: mined now, the recipient has it.
    await mine(chainId);
    const { chains } = await stackInfo();
    expect(await balanceOf(chains[String(chainId)] as string, to)).to.equal(10_000_000_000_000_000n);
  });

  it('with the watcher on, a send still pending at a reload is settled after it, from storage', async () => {
    const chainId = await manualMiningChainId();
    const stack = await stackInfo();
    const to = freshAddress();
    const frame = await loadPage(await walletPageUrl({ account: '7', networks: `eip155:${chainId}`, known: String(chainId), watch: '500' }));
    const page = () => frame.contentDocument?.querySelector('wallet-modal') as ModalElement;
    await connectWithClick(page());
    await sendPending(page(), to);
    const stored = () => JSON.parse(frame.contentWindow?.localStorage.getItem('@wallet-modal/pendingTransactions') ?? '[]') as { id: string }[];
    expect(stored()).to.have.length(1);
    // The reload: the page starts again; the wallet is restored without a click, the watcher takes the transaction up.
    await reloadFrame(frame);
    type PageStores = { WalletModal?: { stores: { $account: { get(): { status: string } } } } };
    await waitFor(() => (frame.contentWindow as unknown as PageStores).WalletModal?.stores.$account.get().status === 'connected', 'the wallet restored', 600);
    await page().open();
    await waitFor(() => textOf(page()).includes('1 transaction pending'), 'the pending transaction on Account', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(page())}; stored: ${JSON.stringify(stored())}`);
    });
    await mine(chainId);
    await waitFor(() => !textOf(page()).includes('transaction pending'), 'the watcher settling it', 600);
    expect(page().shadowRoot?.querySelector('.wm-toast')?.textContent).to.contain('Transaction confirmed');
    expect(stored()).to.deep.equal([]);
    expect(await balanceOf(stack.chains[String(chainId)] as string, to)).to.equal(10_000_000_000_000_000n);
    // The page's visitor leaves connected: disconnect so no other test inherits the stored connection.
    await (frame.contentWindow as unknown as { WalletModal: { createWalletModal(): { disconnect(): Promise<void> } } }).WalletModal.createWalletModal().disconnect();
    frame.remove();
  });
});
