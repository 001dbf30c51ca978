// Honest balance figures on Account, against the real local ledgers.
// - Balances are cached 30 s (spec §9, native balance and portfolio): opening Account again
//   within that reads nothing, and once the cache is older Account reads both again and shows
//   what the ledger holds now. A fresh Solana key, funded by airdrop, is this test's alone.
// - A network the data service does not list (supported-chains) gets no token figures: the
//   skipped call's empty result is 'Balance unavailable', never "No tokens" and "$0.00".
// - Bitcoin balances come from the network's Esplora API (the ledger twin's here): the data
//   service refuses Bitcoin addresses, as the hosted one does, and listing Bitcoin or not
//   changes nothing; when the Esplora API cannot answer, the balance is unavailable, not 0 BTC.
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { StorageKeys } from '../../src/services/storage/storageKeys';
import { BIP122_TESTNET, BITCOIN_DEV_KEYS } from '../support/bitcoinDevKeys';
import { registerDemoBitcoinWallet } from '../support/connectDemoBitcoinWallet';
import { registerDemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { addDataFault, callsOf, uniqueProjectId } from '../support/dataService';
import { buttonNamed, dialogOf, mountButton, mountModal, resetAll, textOf, viewOf, waitFor } from '../support/modalTestKit';
import { SOLANA_MAINNET } from '../support/solanaDevKeys';
import { solanaGateway, waitForConfirmation } from '../support/solanaLedger';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const BALANCE_CALL = /^\/v1\/account\/[^/]+\/balance$/;

async function airdrop(address: string, sol: number): Promise<void> {
  const connection = await solanaGateway();
  await waitForConfirmation(connection, await connection.requestAirdrop(new PublicKey(address), sol * LAMPORTS_PER_SOL));
}

/** Moves whatever a timed cache (`key` in localStorage) holds `ms` into the past. */
function age(key: string, ms: number): void {
  const entries = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { timestamp: number }>;
  for (const entry of Object.values(entries)) entry.timestamp -= ms;
  localStorage.setItem(key, JSON.stringify(entries));
}

const balanceText = (modal: Element) => dialogOf(modal)?.querySelector('.wm-balance')?.textContent ?? '';
const tokensText = (modal: Element) => dialogOf(modal)?.querySelector('.wm-tokens')?.textContent ?? '';

describe('balance figures', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  let stop: (() => void) | undefined;

  async function reopenAccount(): Promise<void> {
    modal.close();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account again');
  }

  afterEach(async () => {
    for (const namespace of ['solana', 'bip122'] as const) await disconnect(namespace);
    stop?.();
    stop = undefined;
    resetAll();
  });

  /** Connects the demo wallet named `wallet` through Connect, then opens Account. */
  async function connect(wallet: string): Promise<void> {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, wallet), `${wallet} on Connect`)).click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
  }

  it('reads balances again when Account opens after the 30 s cache, and not before', async () => {
    resetAll();
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const address = Keypair.fromSeed(seed).publicKey.toBase58();
    await airdrop(address, 1);
    ({ stop } = await registerDemoSolanaWallet(0, { key: { seed, publicKey: address } }));
    const projectId = uniqueProjectId('fresh');
    modal = (await mountModal({ 'project-id': projectId, networks: SOLANA_MAINNET })) as ModalElement;
    await connect('Demo Solana Wallet');
    await waitFor(() => balanceText(modal) === '1 SOL', 'the balance: 1 SOL', 600);
    await waitFor(() => tokensText(modal).includes('1 SOL'), 'SOL among the tokens', 600);
    expect((await callsOf(projectId, BALANCE_CALL)).length, 'token balances read once').to.equal(1);

    // The ledger changes; within 30 s Account shows what it read, and asks nothing.
    await airdrop(address, 2);
    await reopenAccount();
    expect(balanceText(modal)).to.equal('1 SOL');
    expect(tokensText(modal)).to.contain('1 SOL');

    // Older than 30 s: opening Account reads both again.
    age(StorageKeys.NATIVE_BALANCE_CACHE, 31_000);
    age(StorageKeys.PORTFOLIO_CACHE, 31_000);
    await reopenAccount();
    await waitFor(() => balanceText(modal) === '3 SOL', 'the balance read again: 3 SOL', 600);
    await waitFor(() => tokensText(modal).includes('3 SOL'), 'the tokens read again', 600);
    // One read when connected, one after the cache aged: none when Account opened within 30 s.
    expect((await callsOf(projectId, BALANCE_CALL)).length, 'token balances read twice in all').to.equal(2);
  });

  it('a network the data service does not list shows "Balance unavailable" for its tokens, not an empty portfolio', async () => {
    resetAll();
    const projectId = uniqueProjectId('unlisted');
    await addDataFault(projectId, { path: '/v1/supported-chains', mode: 'body', body: { http: ['eip155:1', 'eip155:8453'], ws: [] } });
    ({ stop } = await registerDemoSolanaWallet(2));
    modal = (await mountModal({ 'project-id': projectId, networks: SOLANA_MAINNET })) as ModalElement;
    await connect('Demo Solana Wallet');
    // The native balance comes from the network's RPC, which the gateway still answers.
    await waitFor(() => /^[\d,.]+ SOL$/.test(balanceText(modal)), 'the SOL balance', 600);
    await waitFor(() => tokensText(modal).includes('Balance unavailable'), 'the tokens unavailable', 600);
    expect(tokensText(modal)).to.not.contain('No tokens');
    expect(tokensText(modal)).to.not.contain('$0.00');
    expect(await callsOf(projectId, BALANCE_CALL), 'the skipped call').to.deep.equal([]);

    // Send's token picker says the same.
    buttonNamed(modal, 'Send')?.click();
    await waitFor(() => viewOf(modal) === 'WalletSend', 'WalletSend', 300);
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('.wm-token-button'), 'the token button', 300)).click();
    await waitFor(() => viewOf(modal) === 'WalletSendSelectToken', 'WalletSendSelectToken', 300);
    await waitFor(() => textOf(modal).includes('Balance unavailable'), 'the picker unavailable');
    expect(textOf(modal)).to.not.contain('No token found');
  });

  it('reads the Bitcoin balance from the Esplora API, whatever the data service lists; unreadable, it is unavailable, not 0 BTC', async () => {
    resetAll();
    const projectId = uniqueProjectId('bitcoin');
    await addDataFault(projectId, { path: '/v1/supported-chains', mode: 'body', body: { http: ['eip155:1', 'eip155:8453'], ws: [] } });
    ({ stop } = await registerDemoBitcoinWallet(1));
    const button = await mountButton();
    modal = (await mountModal({ 'project-id': projectId, networks: BIP122_TESTNET })) as ModalElement;
    await connect('Demo Bitcoin Wallet');
    expect(stores.$account.get().address).to.equal(BITCOIN_DEV_KEYS[1]?.payment.address);
    // Genesis gave dev key 1's payment address 1 BTC, and nobody spends it.
    await waitFor(() => balanceText(modal) === '1 BTC', 'the balance: 1 BTC', 600);
    expect(stores.$account.get()).to.deep.include({ balance: '1', balanceSymbol: 'BTC', balanceUnavailable: false });
    await waitFor(() => button.shadowRoot?.querySelector('.wm-balance')?.textContent === '1 BTC', 'the balance on the button');
    expect(await callsOf(projectId, BALANCE_CALL), 'the data service is not asked').to.deep.equal([]);
    await disconnect('bip122');
    resetAll();

    // An Esplora API that cannot answer: no figure anywhere, in the view, the button or the store.
    const { bitcoinUrl } = await stackInfo();
    const unreadable = await mountButton();
    modal = (await mountModal({ 'project-id': projectId, networks: BIP122_TESTNET, 'bitcoin-api-url': `${bitcoinUrl}/no-such-api` })) as ModalElement;
    await connect('Demo Bitcoin Wallet');
    await waitFor(() => balanceText(modal) === 'Balance unavailable', 'the balance unavailable', 600);
    expect(stores.$account.get()).to.deep.include({ balance: undefined, balanceSymbol: 'BTC', balanceUnavailable: true });
    const marked = await waitFor(() => unreadable.shadowRoot?.querySelector('.wm-balance[data-unavailable="true"]'), 'the button marked');
    expect(marked.textContent).to.equal('⚠ Balance unavailable');
    expect(textOf(modal)).to.not.match(/\b0(\.0+)? BTC/);
  });
});
