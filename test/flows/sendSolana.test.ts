// Send on Solana through the demo Solana wallet (Wallet Standard) on the stack's local ledger
// (litesvm): the visitor opens Account → Send, picks SOL or the USDC-like SPL token, types an
// amount and a recipient, reviews the preview (amount, recipient, network, fee in SOL) and sends;
// the wallet signs and sends the modal's transaction, and the balances are then read from the
// ledger itself. Nothing is mocked.
//
// Senders: dev keys 0-5 are read by other tests, so only 6-9 send. No other test file sends from
// key 6 (solanaWallet.test.ts only switches its account there), so it sends SOL here and its own
// balance can be checked to the lamport. Key 7 is out: test/stack/solanaLedger.test.ts checks its
// balance to the lamport while sending from it. Key 8 sends USDC here: it holds none until this
// file mints it some, and the other files only send SOL from it (demoSolanaWallet.test.ts), so its
// USDC is this file's alone.
import { Keypair, PublicKey, sendAndConfirmTransaction, Transaction, TransactionInstruction } from '@solana/web3.js';
import { expect } from 'chai';
import { hexToBytes } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent, TOKEN_PROGRAM_ID } from '../../src/connectors/solana/splToken';
import { stores } from '../../src/controller/stores';
import { registerDemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { chooseSendToken, fillSendForm, openSendForm, previewSend } from '../support/sendKit';
import { buttonNamed, dialogOf, mountModal, resetAll, typeInto, waitFor, viewOf, textOf, toastOf, fieldNamed, submitButton } from '../support/modalTestKit';
import { SOLANA_MAINNET, SOLANA_USDC, solanaDevKeypair } from '../support/solanaDevKeys';
import { solanaGateway } from '../support/solanaLedger';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
/** A Solscan transaction link: base58 of a 64-byte signature. */
const SOLSCAN_TX = /^https:\/\/solscan\.io\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}$/;

const SOL_SENDER = 6;
const USDC_SENDER = 8;
const USDC_MINT = new PublicKey(SOLANA_USDC.mint);

/** Mints `units` (6 decimals) of the stack's USDC to dev key `index`, making its token account first if needed. */
async function mintUsdcTo(index: number, units: bigint): Promise<void> {
  const connection = await solanaGateway();
  const owner = solanaDevKeypair(index);
  const authority = Keypair.fromSeed(hexToBytes(`0x${SOLANA_USDC.authoritySeedHex}`));
  const account = associatedTokenAddress(owner.publicKey, USDC_MINT, TOKEN_PROGRAM_ID);
  const amount = new Uint8Array(8);
  new DataView(amount.buffer).setBigUint64(0, units, true);
  await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      createAssociatedTokenAccountIdempotent(owner.publicKey, account, owner.publicKey, USDC_MINT, TOKEN_PROGRAM_ID),
      // The token program's MintTo (7): mint, destination, mint authority.
      new TransactionInstruction({
        programId: TOKEN_PROGRAM_ID,
        data: Uint8Array.of(7, ...amount) as Buffer,
        keys: [
          { pubkey: USDC_MINT, isSigner: false, isWritable: true },
          { pubkey: account, isSigner: false, isWritable: true },
          { pubkey: authority.publicKey, isSigner: true, isWritable: false },
        ],
      }),
    ),
    [owner, authority],
  );
}

/** What `owner` holds of the stack's USDC on the ledger, in base units, and the accounts holding it. */
async function usdcOf(owner: PublicKey): Promise<{ amount: bigint; accounts: PublicKey[] }> {
  const connection = await solanaGateway();
  const { value } = await connection.getTokenAccountsByOwner(owner, { mint: USDC_MINT });
  let amount = 0n;
  for (const { pubkey } of value) amount += BigInt((await connection.getTokenAccountBalance(pubkey)).value.amount);
  return { amount, accounts: value.map(({ pubkey }) => pubkey) };
}

describe('Send through a Solana wallet on the local ledger', function () {
  this.timeout(60_000);
  let stop: (() => void) | undefined;
  let modal: ModalElement;
  let tracked: string[];

  /** Connects the demo Solana wallet on dev key `index` and opens WalletSend from Account, as a visitor does. */
  async function openSend(index: number): Promise<void> {
    resetAll();
    ({ stop } = await registerDemoSolanaWallet(index));
    modal = (await mountModal({ networks: SOLANA_MAINNET })) as ModalElement;
    tracked = [];
    modal.addEventListener('track', (event) => tracked.push((event as CustomEvent<{ event: string }>).detail.event));
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'Demo Solana Wallet on Connect')).click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    await openSendForm(modal, 'SOL');
  }

  const chooseToken = (symbol: string, name: string) => chooseSendToken(modal, 'SOL', symbol, name);

  const fillForm = (amount: string, to: string) => fillSendForm(modal, amount, to);

  const preview = () => previewSend(modal, 'SOL');

  /** Sends from the preview; success is the toast and Account again. */
  async function sendAndSucceed(toast: string): Promise<void> {
    const send = await waitFor(() => {
      const button = buttonNamed(modal, 'Send');
      return button && !button.disabled ? button : undefined;
    }, 'Send enabled', 300);
    send.click();
    await waitFor(() => toastOf(modal).startsWith(toast) || dialogOf(modal)?.querySelector('[data-outcome]'), 'the end of the send', 900);
    // A failure shows its reason here rather than a bare timeout.
    expect(dialogOf(modal)?.querySelector('[data-outcome]')?.textContent ?? '', 'no failure shown').to.equal('');
    expect(toastOf(modal)).to.match(new RegExp(`^${toast.replace(/[.$]/g, '\\$&')}`));
    expect(modal.shadowRoot?.querySelector<HTMLAnchorElement>('.wm-toast a')?.href).to.match(SOLSCAN_TX);
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    expect(tracked).to.include.members(['SEND_INITIATED', 'SEND_SUCCESS']);
  }

  afterEach(async () => {
    await disconnect('solana');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('sends SOL to a new account: the preview shows amount, recipient, network and fee; the ledger credits it exactly', async () => {
    const connection = await solanaGateway();
    const sender = solanaDevKeypair(SOL_SENDER).publicKey;
    // A random new account (PublicKey.unique() counts from 1 in every page: other files get the same ones).
    const to = Keypair.generate().publicKey;
    await openSend(SOL_SENDER);
    // 0.015 SOL: above the 0.00089088 SOL a new (empty) account needs to be rent-exempt.
    await fillForm('0.015', to.toBase58());
    await preview();
    const shown = textOf(modal);
    expect(shown).to.contain('0.015 SOL');
    expect(shown).to.contain('≈ $2.25'); // SOL at the twin's fixed 150 USD
    // The recipient shortened in the middle, whole for assistive technology.
    expect(shown).to.contain(`${to.toBase58().slice(0, 6)}…${to.toBase58().slice(-4)}`);
    expect(dialogOf(modal)?.querySelector('.wm-summary-address')?.getAttribute('aria-label')).to.equal(to.toBase58());
    expect(shown).to.match(/NetworkSolana(?!\s*(Devnet|Testnet))/);
    // One signature's fee on the ledger: 5000 lamports.
    expect(shown).to.contain('Network fee0.000005 SOL');
    const before = await connection.getBalance(sender);
    await sendAndSucceed('Sent 0.015 SOL');
    expect(await connection.getBalance(to)).to.equal(15_000_000);
    // What left the sender is the amount and the fee the preview showed, to the lamport.
    expect(before - (await connection.getBalance(sender))).to.equal(15_000_000 + 5_000);
  });

  it('sends USDC (SPL) to a new address, creating its token account; the ledger holds it there', async () => {
    await mintUsdcTo(USDC_SENDER, 50_000_000n);
    const sender = solanaDevKeypair(USDC_SENDER).publicKey;
    const held = (await usdcOf(sender)).amount;
    expect(held >= 50_000_000n, 'the sender holds the minted USDC').to.equal(true);
    const to = Keypair.generate().publicKey;
    expect((await usdcOf(to)).accounts).to.deep.equal([]);
    await openSend(USDC_SENDER);
    await chooseToken('USDC', 'USD Coin');
    await fillForm('12.5', to.toBase58());
    await preview();
    const shown = textOf(modal);
    expect(shown).to.contain('12.5 USDC');
    expect(shown).to.contain('≈ $12.50');
    // The recipient shortened in the middle, whole for assistive technology.
    expect(shown).to.contain(`${to.toBase58().slice(0, 6)}…${to.toBase58().slice(-4)}`);
    expect(dialogOf(modal)?.querySelector('.wm-summary-address')?.getAttribute('aria-label')).to.equal(to.toBase58());
    // The fee the sender pays: 5000 lamports, plus the rent-exempt deposit of the recipient's new
    // token account (165 bytes: 2,039,280 lamports): 0.00204428 SOL, shown to 3 significant
    // digits and rounded up (what is paid).
    expect(shown).to.contain('Network fee0.00205 SOL');
    await sendAndSucceed('Sent 12.5 USDC');
    const received = await usdcOf(to);
    expect(received.amount).to.equal(12_500_000n);
    // In the recipient's associated token account, which holds the deposit the preview counted.
    const ata = associatedTokenAddress(to, USDC_MINT, TOKEN_PROGRAM_ID);
    expect(received.accounts.map((key) => key.toBase58())).to.deep.equal([ata.toBase58()]);
    expect(await (await solanaGateway()).getBalance(ata)).to.equal(2_039_280);
    expect((await usdcOf(sender)).amount).to.equal(held - 12_500_000n);
  });

  it('a recipient that is not a Solana address is refused before the preview', async () => {
    await openSend(SOL_SENDER);
    await fillForm('0.01', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    await waitFor(() => submitButton(modal)?.textContent === 'Address is invalid', 'Address is invalid on the button');
    expect(submitButton(modal)?.disabled).to.equal(true);
    expect(dialogOf(modal)?.querySelector('[role="alert"]')?.textContent).to.equal('Address is invalid');
    // A real address cut short is no address either.
    typeInto(fieldNamed(modal, 'To') as HTMLInputElement, Keypair.generate().publicKey.toBase58().slice(0, -4));
    await waitFor(() => submitButton(modal)?.textContent === 'Address is invalid', 'Address is invalid for a cut address');
    expect(dialogOf(modal)?.querySelector('[role="alert"]')?.textContent).to.equal('Address is invalid');
    // The whole address is taken.
    typeInto(fieldNamed(modal, 'To') as HTMLInputElement, Keypair.generate().publicKey.toBase58());
    await waitFor(() => submitButton(modal)?.textContent === 'Preview send', 'Preview send for a real address');
    expect(dialogOf(modal)?.querySelector('[role="alert"]')).to.equal(null);
  });
});
