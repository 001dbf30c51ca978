// The demo Solana wallet (demo/wallet/solana/): found by Wallet Standard discovery, connected,
// signing messages that verify, signing and sending to the local ledger, and refusing what the
// person (the test) rejects or what the page has no right to ask.
import { expect } from 'chai';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import { encodeBase58 } from '../../demo/stack/solana/base58.mjs';
import type { DemoSolanaStandardWallet } from '../../demo/wallet/solana/createDemoSolanaWallet.mjs';
import { registerDemoSolanaWallet, type DemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { SOLANA_CHAIN_IDS, SOLANA_DEV_ADDRESSES, SOLANA_MAINNET, solanaDevKeypair } from '../support/solanaDevKeys';
import { stackInfo } from './stackInfo';

/** The app side of the Wallet Standard handshake, as @wallet-standard/app's getWallets() does it. */
function walletStandardApp() {
  const wallets = new Set<DemoSolanaStandardWallet>();
  const api = {
    register(...added: DemoSolanaStandardWallet[]) {
      added.forEach((w) => wallets.add(w));
      return () => added.forEach((w) => wallets.delete(w));
    },
  };
  const onRegister = (event: Event) => (event as CustomEvent<(app: typeof api) => void>).detail(api);
  window.addEventListener('wallet-standard:register-wallet', onRegister);
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  return { get: () => [...wallets], stop: () => window.removeEventListener('wallet-standard:register-wallet', onRegister) };
}

async function ledger(): Promise<Connection> {
  const { apiUrl, solanaRpcUrl } = await stackInfo();
  return new Connection(`${apiUrl}/v1/?chainId=${encodeURIComponent(SOLANA_MAINNET)}&projectId=test-project`, {
    commitment: 'confirmed',
    wsEndpoint: solanaRpcUrl.replace(/^http/, 'ws'),
  });
}

async function verifies(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): Promise<boolean> {
  // Copies typed as ArrayBuffer-backed, which WebCrypto's types ask for.
  const key = await crypto.subtle.importKey('raw', new Uint8Array(publicKey), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new Uint8Array(message));
}

async function transferBytes(from: PublicKey, lamports: number): Promise<{ bytes: Uint8Array; to: PublicKey }> {
  const to = Keypair.generate().publicKey;
  const { blockhash, lastValidBlockHeight } = await (await ledger()).getLatestBlockhash();
  const tx = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }));
  return { bytes: tx.serialize({ requireAllSignatures: false, verifySignatures: false }), to };
}

describe('demo Solana wallet', () => {
  let demo: DemoSolanaWallet;
  let stop: () => void;
  afterEach(() => stop?.());

  it('is found by Wallet Standard discovery, whichever starts first, and leaves on stop()', async () => {
    ({ wallet: demo, stop } = await registerDemoSolanaWallet(8));
    const lateApp = walletStandardApp(); // answers app-ready: the wallet was there first
    expect(lateApp.get().map((w) => w.name)).to.deep.equal(['Demo Solana Wallet']);
    stop();
    expect(lateApp.get()).to.deep.equal([]);

    ({ wallet: demo, stop } = await registerDemoSolanaWallet(8)); // the app was there first
    expect(lateApp.get()).to.have.length(1);
    const [found] = lateApp.get();
    expect(found!.icon.startsWith('data:image/svg+xml;base64,')).to.equal(true);
    expect(found!.chains).to.deep.equal([...SOLANA_CHAIN_IDS]);
    expect(Object.keys(found!.features)).to.have.members([
      'standard:connect', 'standard:disconnect', 'standard:events',
      'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signIn',
    ]);
    expect(found!.accounts).to.deep.equal([]);
    lateApp.stop();
  });

  it('connects, signs a message that verifies, and tells the app when the account changes', async () => {
    ({ wallet: demo, stop } = await registerDemoSolanaWallet(8));
    const { wallet } = demo;
    const changes: string[][] = [];
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push((accounts ?? []).map((a) => a.address)));
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).to.deep.equal([]);
    const { accounts } = await wallet.features['standard:connect'].connect();
    expect(accounts.map((a) => a.address)).to.deep.equal([SOLANA_DEV_ADDRESSES[8]]);
    expect(wallet.accounts[0]).to.equal(accounts[0]);

    const message = new TextEncoder().encode('Sign in to the demo, nonce 42');
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account: accounts[0]!, message });
    expect(signed!.signatureType).to.equal('ed25519');
    expect(await verifies(accounts[0]!.publicKey, signed!.signedMessage, signed!.signature)).to.equal(true);
    expect(await verifies(solanaDevKeypair(8).publicKey.toBytes(), message, signed!.signature)).to.equal(true);

    expect(demo.controls.switchAccount(9)).to.equal(SOLANA_DEV_ADDRESSES[9]);
    demo.controls.disconnectFromWallet();
    expect(changes).to.deep.equal([[SOLANA_DEV_ADDRESSES[8]], [SOLANA_DEV_ADDRESSES[9]], []]);
  });

  it('signs and sends a transfer that the ledger confirms', async () => {
    ({ wallet: demo, stop } = await registerDemoSolanaWallet(8));
    const { accounts } = await demo.wallet.features['standard:connect'].connect();
    const account = accounts[0]!;
    const connection = await ledger();
    const { bytes, to } = await transferBytes(new PublicKey(account.address), LAMPORTS_PER_SOL / 10);
    const [{ signature }] = (await demo.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account, chain: SOLANA_MAINNET, transaction: bytes, options: { preflightCommitment: 'confirmed' },
    })) as [{ signature: Uint8Array }];
    const [status] = (await connection.getSignatureStatuses([encodeBase58(signature)])).value;
    expect(status?.err).to.equal(null);
    expect(await connection.getBalance(to)).to.equal(LAMPORTS_PER_SOL / 10);

    // signTransaction only signs: the app sends it itself.
    const next = await transferBytes(new PublicKey(account.address), LAMPORTS_PER_SOL / 20);
    const [{ signedTransaction }] = (await demo.wallet.features['solana:signTransaction'].signTransaction({
      account, chain: SOLANA_MAINNET, transaction: next.bytes,
    })) as [{ signedTransaction: Uint8Array }];
    const sent = await connection.sendRawTransaction(signedTransaction);
    expect(sent).to.equal(encodeBase58(VersionedTransaction.deserialize(signedTransaction).signatures[0]!));
    expect(await connection.getBalance(next.to)).to.equal(LAMPORTS_PER_SOL / 20);
  });

  it('waits for the person in manual mode, and a reject reaches the app as 4001', async () => {
    ({ wallet: demo, stop } = await registerDemoSolanaWallet(9));
    const { controls, wallet } = demo;
    controls.setApproval('reject');
    const refused = await wallet.features['standard:connect'].connect().catch((e: { code: number }) => e);
    expect(refused).to.have.property('code', 4001);
    expect(wallet.accounts).to.deep.equal([]);

    controls.setApproval('manual');
    const connecting = wallet.features['standard:connect'].connect();
    expect(controls.pending().map((p) => p.method)).to.deep.equal(['standard:connect']);
    controls.approve(controls.pending()[0]!.id);
    const [account] = (await connecting).accounts;

    const signing = wallet.features['solana:signMessage'].signMessage({ account: account!, message: new TextEncoder().encode('no') });
    const [pending] = controls.pending();
    expect(pending).to.include({ method: 'solana:signMessage' });
    expect(controls.reject(pending!.id)).to.equal(true);
    const error = await signing.then(() => null, (e: { code: number; message: string }) => e);
    expect(error).to.include({ code: 4001, message: 'User rejected the request.' });
    expect(controls.pending()).to.deep.equal([]);
  });

  it('signs in (SIWS) for this page only, and refuses what the page may not ask', async () => {
    ({ wallet: demo, stop } = await registerDemoSolanaWallet(9));
    const { wallet } = demo;
    const [result] = await wallet.features['solana:signIn'].signIn({ statement: 'Welcome', nonce: 'abc12345', uri: location.href });
    const text = new TextDecoder().decode(result!.signedMessage);
    expect(text.startsWith(`${location.host} wants you to sign in with your Solana account:\n${SOLANA_DEV_ADDRESSES[9]}\n\nWelcome\n\nURI: ${location.href}\nNonce: abc12345\nIssued At: `)).to.equal(true);
    expect(await verifies(result!.account.publicKey, result!.signedMessage, result!.signature)).to.equal(true);
    expect(wallet.accounts.map((a) => a.address)).to.deep.equal([SOLANA_DEV_ADDRESSES[9]]);

    const otherSite = await wallet.features['solana:signIn'].signIn({ domain: 'evil.example' }).catch((e: Error) => e);
    expect(String(otherSite)).to.contain('refused');
    const injected = await wallet.features['solana:signIn'].signIn({ statement: 'a\nURI: https://evil.example' }).catch((e: Error) => e);
    expect(String(injected)).to.contain('one line');

    const account = wallet.accounts[0]!;
    const stranger = { ...account, address: SOLANA_DEV_ADDRESSES[0]! };
    const wrongAccount = await wallet.features['solana:signMessage'].signMessage({ account: stranger, message: new Uint8Array([1]) }).catch((e: { code: number }) => e);
    expect(wrongAccount).to.have.property('code', 4100);
    const notOurs = await transferBytes(new PublicKey(SOLANA_DEV_ADDRESSES[0]!), 1);
    const foreign = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction: notOurs.bytes }).catch((e: Error) => e);
    expect(String(foreign)).to.contain('does not ask this account to sign');
    const garbage = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction: new Uint8Array([5, 1, 2]) }).catch((e: Error) => e);
    expect(garbage).to.be.instanceOf(Error);
  });
});
