// Connecting a Solana wallet: the demo Solana wallet registers through the Wallet Standard,
// the modal finds it, connects it, shows its SOL and SPL balances from the stack's real local
// ledger (litesvm), and the page signs and sends through getProvider('solana'). Nothing is mocked.
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import type { SolanaProvider } from '../../src/connectors/solana/provider/SolanaProvider';
import { $tokenBalances } from '../../src/stores/tokenBalances';
import { registerDemoSolanaWallet, type DemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { SOLANA_DEV_ADDRESSES, SOLANA_MAINNET } from '../support/solanaDevKeys';
import { solanaGateway, waitForConfirmation } from '../support/solanaLedger';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace: 'solana'): SolanaProvider };

// Dev key 9 sends; keys 0-5 hold the SPL token (read-only here: key 1).
const SENDER = 9;
const HOLDER = 1;

async function connectWith(modal: ModalElement, name = 'Demo Solana Wallet'): Promise<void> {
  await modal.open();
  (await waitFor(() => buttonNamed(modal, name), `${name} on Connect`)).click();
  await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
  await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
}

describe('a Solana wallet (Wallet Standard) on the local ledger', function () {
  this.timeout(30_000);
  let modal: ModalElement;
  let wallet: DemoSolanaWallet;
  let stop: () => void;

  afterEach(async () => {
    await disconnect('solana');
    stop?.();
    resetAll();
  });

  it('connects, and Account shows its SOL and SPL balances from the ledger', async () => {
    resetAll();
    ({ wallet, stop } = await registerDemoSolanaWallet(HOLDER));
    modal = (await mountModal({ networks: SOLANA_MAINNET })) as ModalElement;
    await connectWith(modal);
    const account = stores.$account.get();
    expect(account).to.deep.include({ namespace: 'solana', address: SOLANA_DEV_ADDRESSES[HOLDER] });
    expect(account.caipAddress).to.equal(`${SOLANA_MAINNET}:${SOLANA_DEV_ADDRESSES[HOLDER]}`);
    const lamports = await (await solanaGateway()).getBalance(new PublicKey(SOLANA_DEV_ADDRESSES[HOLDER] as string));
    await waitFor(() => stores.$account.get().balanceSymbol === 'SOL', 'the SOL balance', 600);
    expect(Number(stores.$account.get().balance?.replace(/,/g, ''))).to.be.closeTo(lamports / 1e9, 0.01);
    await waitFor(() => $tokenBalances.get().status === 'ready', 'the token balances', 600);
    expect($tokenBalances.get().balances.map((balance) => balance.symbol)).to.include.members(['SOL', 'USDC']);
    await modal.open();
    await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'Account');
    expect(dialogOf(modal)?.textContent).to.contain('SOL');
  });

  it('the page signs a message and sends a transfer through getProvider("solana")', async () => {
    resetAll();
    ({ wallet, stop } = await registerDemoSolanaWallet(SENDER));
    modal = (await mountModal({ networks: SOLANA_MAINNET })) as ModalElement;
    const provider = modal.getProvider('solana');
    expect(provider.publicKey).to.equal(null);
    await connectWith(modal);
    const owner = provider.publicKey?.toBase58() as string;
    expect(owner).to.equal(SOLANA_DEV_ADDRESSES[SENDER]);

    const message = new TextEncoder().encode(`signed through the modal ${Date.now()}`);
    const signature = await provider.signMessage(message);
    expect(ed25519.verify(signature, message, new PublicKey(owner).toBytes())).to.equal(true);

    const connection = await solanaGateway();
    // A random new account (PublicKey.unique() counts from 1 in every page: other files get the same ones).
    const to = Keypair.generate().publicKey;
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: new PublicKey(owner), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(owner), toPubkey: to, lamports: 1_234_567 }),
    );
    const sent = await provider.signAndSendTransaction(transfer);
    await waitForConfirmation(connection, sent);
    expect(await connection.getBalance(to)).to.equal(1_234_567);
  });

  it('sends the transaction as the page asked it, though the page changes its object right after', async () => {
    resetAll();
    ({ wallet, stop } = await registerDemoSolanaWallet(SENDER));
    modal = (await mountModal({ networks: SOLANA_MAINNET })) as ModalElement;
    const provider = modal.getProvider('solana');
    await connectWith(modal);
    const owner = new PublicKey(provider.publicKey?.toBase58() as string);
    const connection = await solanaGateway();
    const [asked, other] = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: owner, toPubkey: asked, lamports: 1_111_111 }),
    );
    const sending = provider.signAndSendTransaction(transfer);
    // The page reuses its object at once, for another transfer.
    transfer.instructions = [SystemProgram.transfer({ fromPubkey: owner, toPubkey: other, lamports: 2_222_222 })];
    await waitForConfirmation(connection, await sending);
    expect(await connection.getBalance(asked)).to.equal(1_111_111);
    expect(await connection.getBalance(other)).to.equal(0);
  });

  it('follows an account change and a disconnect made in the wallet', async () => {
    resetAll();
    ({ wallet, stop } = await registerDemoSolanaWallet(4));
    modal = (await mountModal({ networks: SOLANA_MAINNET })) as ModalElement;
    await connectWith(modal);
    const accounts: (string | null)[] = [];
    const provider = modal.getProvider('solana');
    const onChange = (key: { toBase58(): string } | null) => accounts.push(key?.toBase58() ?? null);
    provider.on('accountChanged', onChange);
    provider.on('disconnect', onChange);
    const next = wallet.controls.switchAccount(6);
    await waitFor(() => stores.$account.get().address === next, 'the new account', 600);
    expect(next).to.equal(SOLANA_DEV_ADDRESSES[6]);
    expect(stores.$account.get().caipAddress).to.equal(`${SOLANA_MAINNET}:${next}`);
    wallet.controls.disconnectFromWallet();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected by the wallet', 600);
    expect(localStorage.getItem('@wallet-modal/connectedConnectorId:solana')).to.equal(null);
    expect(accounts).to.deep.equal([next, null]);
  });

  it('a hostile Wallet Standard registration neither breaks the list nor hides the real wallet', async () => {
    resetAll();
    ({ wallet, stop } = await registerDemoSolanaWallet(4));
    let reads = 0;
    const hostile = {
      version: '1.0.0',
      get name() {
        reads += 1;
        if (reads > 1) throw new Error('gotcha');
        return 'Demo Solana Wallet';
      },
      icon: 'javascript:alert(1)',
      chains: [SOLANA_MAINNET],
      features: new Proxy({ 'standard:connect': {}, 'solana:signTransaction': {} }, { has: () => { throw new Error('gotcha'); } }),
      accounts: [],
    };
    const unregister: (() => void)[] = [];
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(wallet: unknown): () => void }) => unregister.push(register(hostile)) }));
    try {
      modal = (await mountModal({ networks: SOLANA_MAINNET })) as ModalElement;
      await modal.open();
      await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'the real wallet on Connect');
      const named = [...(modal.shadowRoot?.querySelectorAll('button') ?? [])].filter((button) => button.textContent?.includes('Demo Solana Wallet'));
      expect(named.length, 'both listed, each its own').to.equal(2);
      expect(modal.shadowRoot?.innerHTML).to.not.contain('javascript:');
      named[0]?.click();
      await waitFor(() => stores.$account.get().status === 'connected', 'the first registered (the real one) connected', 600);
      expect(stores.$account.get().address).to.equal(SOLANA_DEV_ADDRESSES[4]);
    } finally {
      unregister.forEach((off) => off());
    }
  });

  it('switching to another Solana cluster keeps the wallet and moves its account there', async () => {
    resetAll();
    ({ wallet, stop } = await registerDemoSolanaWallet(4));
    const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
    modal = (await mountModal({ networks: `${SOLANA_MAINNET},${devnet}` })) as ModalElement;
    await connectWith(modal);
    const provider = modal.getProvider('solana');
    const key = provider.publicKey;
    expect(provider.publicKey, 'the same key object on every read').to.equal(key);
    await modal.open();
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Solana Devnet'), 'Solana Devnet in Networks')).click();
    await waitFor(() => stores.$network.get().caipNetworkId === devnet, 'on Devnet', 600);
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: SOLANA_DEV_ADDRESSES[4], caipAddress: `${devnet}:${SOLANA_DEV_ADDRESSES[4]}` });
    expect(provider.publicKey).to.equal(key);
  });

  it('a refusal in the wallet reaches the page as a user rejection', async () => {
    resetAll();
    ({ wallet, stop } = await registerDemoSolanaWallet(SENDER));
    modal = (await mountModal({ networks: SOLANA_MAINNET })) as ModalElement;
    await connectWith(modal);
    wallet.controls.setApproval('reject');
    const failure = await modal
      .getProvider('solana')
      .signMessage(new TextEncoder().encode('no'))
      .then(
        () => undefined,
        (error: { code?: number }) => error,
      );
    expect(failure?.code).to.equal(4001);
  });
});
