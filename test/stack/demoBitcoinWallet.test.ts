import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import { expect } from 'chai';
import { signMessageBip322Base64, verifyMessageBip322 } from '../../demo/wallet/bitcoin/bip322.mjs';
import { BIP122_TESTNET, BITCOIN_DEV_KEYS } from '../support/bitcoinDevKeys';
import { registerDemoBitcoinWallet, type DemoBitcoinWallet } from '../support/connectDemoBitcoinWallet';
import { stackInfo } from './stackInfo';

// The demo Bitcoin wallet as an app meets it: discovered through the Wallet Standard's window
// events, then used through its features against the Bitcoin ledger twin. It holds dev key 8
// (the ledger's own test sends from 6 and 7); it pays fresh addresses only.
const KEY = BITCOIN_DEV_KEYS[8]!;
const NETWORK = bitcoin.networks.testnet;
const FEATURES = [
  'standard:connect', 'standard:disconnect', 'standard:events', 'bitcoin:connect',
  'bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:sendTransfer',
];

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const freshAddress = () => bitcoin.address.toBech32(crypto.getRandomValues(new Uint8Array(20)), 0, 'tb');
/** The testnet address with the same witness program as a mainnet one. */
function onTestnet(address: string): string {
  const { data, version } = bitcoin.address.fromBech32(address);
  return bitcoin.address.toBech32(data, version, 'tb');
}
const api = async (path: string, init?: RequestInit) => fetch(`${(await stackInfo()).bitcoinUrl}${path}`, init);

/** The app side of the Wallet Standard handshake, as @wallet-standard/app does it. */
function listenAsApp() {
  const registered: unknown[] = [];
  const unregistered: unknown[] = [];
  const api = Object.freeze({
    register(...wallets: unknown[]) {
      registered.push(...wallets);
      return () => unregistered.push(...wallets);
    },
  });
  const onRegister = (event: Event) => (event as CustomEvent<(a: typeof api) => void>).detail(api);
  window.addEventListener('wallet-standard:register-wallet', onRegister);
  return { api, registered, unregistered, stop: () => window.removeEventListener('wallet-standard:register-wallet', onRegister) };
}

async function rejectionOf(promise: Promise<unknown>): Promise<{ code?: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: number; message: string };
  }
  throw new Error('expected a rejection');
}

describe('demo Bitcoin wallet', () => {
  let btc: DemoBitcoinWallet;
  let stop: () => void;

  beforeEach(async () => {
    sessionStorage.clear(); // the wallet remembers connected sites across reloads
    ({ wallet: btc, stop } = await registerDemoBitcoinWallet(8));
  });
  afterEach(() => {
    btc.controls.disconnectFromWallet();
    stop();
  });

  it('is discovered through the Wallet Standard events, whichever side is first, and unregisters', () => {
    const early = listenAsApp(); // an app already listening when the wallet registers
    const second = registerDemoBitcoinWallet(8);
    return second.then(({ wallet, stop: stopSecond }) => {
      expect(early.registered).to.deep.equal([wallet.wallet]);
      // An app that starts later announces itself; the wallet registers with it too.
      const late = listenAsApp();
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: late.api }));
      expect(late.registered).to.include(wallet.wallet);
      const found = wallet.wallet;
      expect(found.name).to.equal('Demo Bitcoin Wallet');
      expect(found.version).to.equal('1.0.0');
      expect(found.icon).to.match(/^data:image\/svg\+xml;base64,/);
      expect(found.chains).to.deep.equal([BIP122_TESTNET]);
      expect(Object.keys(found.features)).to.have.members(FEATURES);
      for (const name of FEATURES) expect(found.features[name as keyof typeof found.features].version).to.equal('1.0.0');
      expect(found.accounts).to.deep.equal([]);
      stopSecond();
      expect(early.unregistered).to.deep.equal([wallet.wallet]);
      expect(late.unregistered).to.deep.equal([wallet.wallet]);
      early.stop();
      late.stop();
    });
  });

  it('connects with the payment account first, then ordinals, and reports changes', async () => {
    const changes: number[] = [];
    const off = btc.wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.length ?? -1));
    expect((await btc.wallet.features['standard:connect'].connect({ silent: true })).accounts).to.deep.equal([]);
    const { accounts } = await btc.wallet.features['standard:connect'].connect();
    expect(accounts.map((a) => [a.purpose, a.addressType, a.address])).to.deep.equal([
      ['payment', 'p2wpkh', KEY.payment.address],
      ['ordinals', 'p2tr', KEY.ordinals.address],
    ]);
    expect(hex(accounts[0]!.publicKey)).to.equal(KEY.payment.publicKey);
    expect(hex(accounts[1]!.publicKey)).to.equal(KEY.ordinals.publicKey);
    expect(accounts[0]!.chains).to.deep.equal([BIP122_TESTNET]);
    expect(btc.wallet.accounts).to.deep.equal(accounts);
    const ordinalsOnly = await btc.wallet.features['bitcoin:connect'].connect({ purposes: ['ordinals'] });
    expect(ordinalsOnly.accounts.map((a) => a.address)).to.deep.equal([KEY.ordinals.address]);

    await btc.wallet.features['standard:disconnect'].disconnect();
    expect(btc.wallet.accounts).to.deep.equal([]);
    expect(changes).to.deep.equal([2, 0]);
    off();
  });

  it('signs messages with BIP-322 simple signatures that verify, for both accounts', async () => {
    const { accounts } = await btc.wallet.features['standard:connect'].connect();
    const message = new TextEncoder().encode('Sign in to wallet-modal demo, nonce 42');
    const results = await btc.wallet.features['bitcoin:signMessage'].signMessage(
      { account: accounts[0]!, message },
      { account: accounts[1]!, message },
    );
    expect(results).to.have.length(2);
    for (const [i, { signature, signedMessage }] of results.entries()) {
      expect(signedMessage).to.deep.equal(message);
      const text = base64(signature);
      expect(verifyMessageBip322({ message, address: accounts[i]!.address, signature: text })).to.equal(true);
      expect(verifyMessageBip322({ message: 'something else', address: accounts[i]!.address, signature: text })).to.equal(false);
      expect(verifyMessageBip322({ message, address: accounts[1 - i]!.address, signature: text })).to.equal(false);
    }
    // The payment signature is a P2WPKH witness: two items, a DER signature and the 33-byte key.
    expect(results[0]!.signature[0]).to.equal(2);
    expect(hex(results[0]!.signature.slice(-33))).to.equal(KEY.payment.publicKey);
  });

  it('matches the BIP-322 test vectors (verified on the same witness programs, on testnet)', () => {
    const wif = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k';
    const p2wpkh = onTestnet('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l');
    const helloWorld = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
    expect(verifyMessageBip322({ message: 'Hello World', address: p2wpkh, signature: helloWorld })).to.equal(true);
    // The vector's key signs it again byte for byte (RFC 6979 with low R, as Bitcoin Core signs).
    const privateKey = ECPairFactory(ecc).fromWIF(wif, bitcoin.networks.bitcoin).privateKey!;
    expect(signMessageBip322Base64({ message: new TextEncoder().encode('Hello World'), address: p2wpkh, privateKey })).to.equal(helloWorld);
    const p2tr = onTestnet('bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3');
    const taproot = 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==';
    expect(verifyMessageBip322({ message: 'Hello World', address: p2tr, signature: taproot })).to.equal(true);
    expect(verifyMessageBip322({ message: 'Hello World!', address: p2tr, signature: taproot })).to.equal(false);
    expect(verifyMessageBip322({ message: 'Hello World', address: p2tr, signature: 'not base64!' })).to.equal(false);
  });

  it('sends a transfer that the ledger confirms after a block', async () => {
    await btc.wallet.features['standard:connect'].connect();
    const recipient = freshAddress();
    const { txid } = await btc.wallet.features['bitcoin:sendTransfer'].sendTransfer({ recipient, amount: 25_000 });
    expect(txid).to.match(/^[0-9a-f]{64}$/);
    await api('/__mine', { method: 'POST' });
    const status = (await (await api(`/api/tx/${txid}/status`)).json()) as { confirmed: boolean };
    expect(status.confirmed).to.equal(true);
    const tx = (await (await api(`/api/tx/${txid}`)).json()) as { fee: number; vin: { prevout: { scriptpubkey_address: string } }[]; vout: { scriptpubkey_address: string; value: number }[] };
    for (const input of tx.vin) expect(input.prevout.scriptpubkey_address).to.equal(KEY.payment.address);
    expect(tx.vout[0]).to.include({ scriptpubkey_address: recipient, value: 25_000 });
    expect(tx.fee).to.be.above(0);
    const received = (await (await api(`/api/address/${recipient}/utxo`)).json()) as { value: number }[];
    expect(received.map((u) => u.value)).to.deep.equal([25_000]);
  });

  it('signs only its own PSBT inputs, and can broadcast the result', async () => {
    const { accounts } = await btc.wallet.features['standard:connect'].connect();
    const [coin] = (await (await api(`/api/address/${KEY.ordinals.address}/utxo`)).json()) as { txid: string; vout: number; value: number }[];
    const psbt = new bitcoin.Psbt({ network: NETWORK });
    psbt.addInput({ hash: coin!.txid, index: coin!.vout, witnessUtxo: { script: bitcoin.address.toOutputScript(KEY.ordinals.address, NETWORK), value: BigInt(coin!.value) } });
    psbt.addOutput({ address: freshAddress(), value: BigInt(coin!.value - 400) });
    const sign = btc.wallet.features['bitcoin:signTransaction'];
    // The payment account does not own this input: nothing is signed.
    const refused = await rejectionOf(sign.signTransaction({ psbt: psbt.toBuffer(), inputsToSign: [{ account: accounts[0]!, signingIndexes: [0] }] }));
    expect(refused.code).to.equal(-32602);
    const [signed] = await sign.signTransaction({ psbt: psbt.toBuffer(), inputsToSign: [{ account: accounts[1]!, signingIndexes: [0] }], broadcast: true });
    expect(bitcoin.Psbt.fromBuffer(signed!.signedPsbt).data.inputs[0]!.tapKeySig).to.have.length(64);
    expect((await api(`/api/tx/${signed!.txid}/status`)).status).to.equal(200);
  });

  it('rejects what the person rejects, and sends nothing', async () => {
    const { accounts } = await btc.wallet.features['standard:connect'].connect();
    btc.controls.setApproval('reject');
    const refusedSign = await rejectionOf(btc.wallet.features['bitcoin:signMessage'].signMessage({ account: accounts[0]!, message: new Uint8Array([1]) }));
    expect(refusedSign.code).to.equal(4001);

    btc.controls.setApproval('manual');
    const recipient = freshAddress();
    const sending = btc.wallet.features['bitcoin:sendTransfer'].sendTransfer({ recipient, amount: 10_000 });
    const pending = btc.controls.pending();
    expect(pending.map((p) => [p.method, p.params])).to.deep.equal([['bitcoin:sendTransfer', { recipient, amount: '10000' }]]);
    expect(btc.controls.reject(pending[0]!.id)).to.equal(true);
    expect((await rejectionOf(sending)).code).to.equal(4001);
    const stats = (await (await api(`/api/address/${recipient}`)).json()) as { mempool_stats: { tx_count: number }; chain_stats: { tx_count: number } };
    expect(stats.mempool_stats.tx_count + stats.chain_stats.tx_count).to.equal(0);

    // Disconnected from the wallet's side, the site may no longer sign.
    btc.controls.setApproval('approve');
    btc.controls.disconnectFromWallet();
    const unauthorized = await rejectionOf(btc.wallet.features['bitcoin:signMessage'].signMessage({ account: accounts[0]!, message: new Uint8Array([1]) }));
    expect(unauthorized.code).to.equal(4100);
  });
});

