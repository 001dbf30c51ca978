import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import { expect } from 'chai';
import { BITCOIN_DEV_KEYS as DERIVED } from '../../demo/stack/bitcoin/devKeys.mjs';
import { BIP122_TESTNET, BITCOIN_DEV_KEYS, GENESIS_ORDINALS_SATS, GENESIS_PAYMENT_SATS } from '../support/bitcoinDevKeys';
import { IDS, stackInfo } from './stackInfo';

// Everything here goes over HTTP to the Bitcoin ledger twin, and every transaction is built and
// signed in the page with bitcoinjs-lib itself, not with the demo wallet's code. Dev keys 0-5
// are only read; 6 and 7 send (the demo wallet's test sends from 8), always to fresh addresses.
bitcoin.initEccLib(ecc);
const ECPair = ECPairFactory(ecc);
const NETWORK = bitcoin.networks.testnet;
const SENDER = BITCOIN_DEV_KEYS[6]!;
const OTHER_SENDER = BITCOIN_DEV_KEYS[7]!;

interface Utxo { txid: string; vout: number; value: number; status: { confirmed: boolean; block_height?: number } }
interface Stats { funded_txo_count: number; funded_txo_sum: number; spent_txo_count: number; spent_txo_sum: number; tx_count: number }

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((b) => Number.parseInt(b, 16)));

async function api(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${(await stackInfo()).bitcoinUrl}${path}`, init);
}
const json = async <T>(path: string): Promise<T> => {
  const res = await api(path);
  expect(res.status, path).to.equal(200);
  return res.json() as Promise<T>;
};
const broadcast = (hex: string) => api('/api/tx', { method: 'POST', body: hex });
const mine = async (): Promise<{ height: number; hash: string }> => (await api('/__mine', { method: 'POST' })).json();
const utxosOf = (address: string) => json<Utxo[]>(`/api/address/${address}/utxo`);

/** A testnet P2WPKH address nobody has used (and nobody holds the key of). */
const freshAddress = () => bitcoin.address.toBech32(crypto.getRandomValues(new Uint8Array(20)), 0, 'tb');

/** A P2WPKH spend of `utxos` from dev key `key` paying `outputs`, signed through a PSBT. */
function spend(key: (typeof BITCOIN_DEV_KEYS)[number], utxos: Utxo[], outputs: { address: string; value: number }[]): bitcoin.Transaction {
  const script = bitcoin.address.toOutputScript(key.payment.address, NETWORK);
  const psbt = new bitcoin.Psbt({ network: NETWORK });
  for (const u of utxos) psbt.addInput({ hash: u.txid, index: u.vout, witnessUtxo: { script, value: BigInt(u.value) } });
  for (const o of outputs) psbt.addOutput({ address: o.address, value: BigInt(o.value) });
  psbt.signAllInputs(ECPair.fromPrivateKey(hexBytes(key.payment.privateKey)));
  psbt.finalizeAllInputs();
  // true: no fee sanity check, so the ledger gets to refuse the broken ones itself.
  return psbt.extractTransaction(true);
}

/**
 * The same, built by hand (a PSBT refuses to build what is broken): one input of `key`'s, its
 * witness carrying `key`'s public key and a signature by `signer`'s key (by default `key`).
 */
function rawSpend(
  key: (typeof BITCOIN_DEV_KEYS)[number],
  utxo: Utxo,
  outputs: { address: string; value: number }[],
  signer: (typeof BITCOIN_DEV_KEYS)[number] = key,
): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  tx.addInput(hexBytes(utxo.txid).reverse(), utxo.vout);
  for (const o of outputs) tx.addOutput(bitcoin.address.toOutputScript(o.address, NETWORK), BigInt(o.value));
  const pubkey = hexBytes(key.payment.publicKey);
  const scriptCode = bitcoin.payments.p2pkh({ pubkey }).output!;
  const hash = tx.hashForWitnessV0(0, scriptCode, BigInt(utxo.value), bitcoin.Transaction.SIGHASH_ALL);
  const signature = ECPair.fromPrivateKey(hexBytes(signer.payment.privateKey)).sign(hash);
  tx.setWitness(0, [bitcoin.script.signature.encode(signature, bitcoin.Transaction.SIGHASH_ALL), pubkey]);
  return tx;
}

/** A confirmed-or-not UTXO of the sender with at least `min` sats. */
async function coin(key: (typeof BITCOIN_DEV_KEYS)[number], min = 2_000_000): Promise<Utxo> {
  const found = (await utxosOf(key.payment.address)).find((u) => u.value >= min);
  if (!found) throw new Error(`dev key ${key.index} has no output of ${min} sats left`);
  return found;
}

describe('local stack: Bitcoin ledger twin', () => {
  it('derives the dev keys the TS twin lists', () => {
    expect(DERIVED.map((k) => ({ index: k.index, payment: pick(k.payment), ordinals: pick(k.ordinals) }))).to.deep.equal(
      BITCOIN_DEV_KEYS.map((k) => ({ index: k.index, payment: k.payment, ordinals: k.ordinals })),
    );
    function pick({ address, privateKey, publicKey }: { address: string; privateKey: string; publicKey: string }) {
      return { address, privateKey, publicKey };
    }
    for (const key of BITCOIN_DEV_KEYS) {
      expect(key.payment.address).to.match(/^tb1q[02-9ac-hj-np-z]{38}$/);
      expect(key.ordinals.address).to.match(/^tb1p[02-9ac-hj-np-z]{58}$/);
    }
  });

  it('starts every dev key with 1 BTC in four confirmed outputs and 100,000 sats on its ordinals address', async () => {
    for (const key of BITCOIN_DEV_KEYS.slice(0, 6)) {
      const stats = await json<{ address: string; chain_stats: Stats; mempool_stats: Stats }>(`/api/address/${key.payment.address}`);
      expect(stats.address).to.equal(key.payment.address);
      expect(stats.chain_stats).to.deep.equal({ funded_txo_count: 4, funded_txo_sum: GENESIS_PAYMENT_SATS, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 1 });
      expect(stats.mempool_stats).to.deep.equal({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 });
      const utxos = await utxosOf(key.payment.address);
      expect(utxos.map((u) => u.value).sort((a, b) => b - a)).to.deep.equal([50_000_000, 25_000_000, 15_000_000, 10_000_000]);
      for (const u of utxos) expect(u.status).to.include({ confirmed: true, block_height: 0 });
      const ordinals = await utxosOf(key.ordinals.address);
      expect(ordinals.map((u) => u.value)).to.deep.equal([GENESIS_ORDINALS_SATS]);
    }
  });

  it('accepts a transfer built and signed with bitcoinjs-lib, and mines it', async () => {
    const input = await coin(SENDER);
    const recipient = freshAddress();
    const tx = spend(SENDER, [input], [
      { address: recipient, value: 1_000_000 },
      { address: SENDER.payment.address, value: input.value - 1_000_000 - 1_000 },
    ]);
    const res = await broadcast(tx.toHex());
    expect(res.status).to.equal(200);
    const txid = await res.text();
    expect(txid).to.equal(tx.getId());

    // The twin also mines every 2 s, so the block may be that one or ours.
    const block = await mine();
    const status = await json<{ confirmed: boolean; block_height: number; block_hash: string }>(`/api/tx/${txid}/status`);
    expect(status.confirmed).to.equal(true);
    expect(status.block_height).to.be.at.most(block.height);
    expect(await (await api(`/api/block-height/${status.block_height}`)).text()).to.equal(status.block_hash);
    expect(Number(await (await api('/api/blocks/tip/height')).text())).to.be.at.least(block.height);

    const seen = await json<{ txid: string; fee: number; vin: { txid: string; vout: number; prevout: { scriptpubkey_address: string; value: number; scriptpubkey_type: string } }[]; vout: { scriptpubkey_address: string; value: number }[] }>(`/api/tx/${txid}`);
    expect(seen.fee).to.equal(1_000);
    expect(seen.vin[0]).to.deep.include({ txid: input.txid, vout: input.vout });
    expect(seen.vin[0]!.prevout).to.include({ scriptpubkey_address: SENDER.payment.address, value: input.value, scriptpubkey_type: 'v0_p2wpkh' });
    expect(seen.vout[0]).to.include({ scriptpubkey_address: recipient, value: 1_000_000 });
    expect(await (await api(`/api/tx/${txid}/hex`)).text()).to.equal(tx.toHex());

    const received = await utxosOf(recipient);
    expect(received.map(({ txid: id, vout, value }) => ({ id, vout, value }))).to.deep.equal([{ id: txid, vout: 0, value: 1_000_000 }]);
    const history = await json<{ txid: string }[]>(`/api/address/${recipient}/txs`);
    expect(history.map((t) => t.txid)).to.deep.equal([txid]);
  });

  it('refuses a double spend, whether the first spend is in the mempool or mined', async () => {
    const input = await coin(SENDER);
    const first = spend(SENDER, [input], [{ address: freshAddress(), value: input.value - 500 }]);
    const second = spend(SENDER, [input], [{ address: freshAddress(), value: input.value - 800 }]);
    expect((await broadcast(first.toHex())).status).to.equal(200);
    const refused = await broadcast(second.toHex());
    expect(refused.status).to.equal(400);
    expect(await refused.text()).to.match(/^sendrawtransaction RPC error: .*(txn-mempool-conflict|bad-txns-inputs-missingorspent)/);
    await mine();
    const again = await broadcast(second.toHex());
    expect(again.status).to.equal(400);
    expect(await again.text()).to.contain('"code":-25').and.contain('bad-txns-inputs-missingorspent');
    expect((await api(`/api/tx/${second.getId()}`)).status).to.equal(404);
  });

  it('refuses an overspend', async () => {
    const input = await coin(SENDER);
    const res = await broadcast(rawSpend(SENDER, input, [{ address: freshAddress(), value: input.value + 1 }]).toHex());
    expect(res.status).to.equal(400);
    expect(await res.text()).to.contain('bad-txns-in-belowout');
  });

  it('refuses bad signatures: a changed transaction, and a key that does not own the coin', async () => {
    const input = await coin(SENDER);
    const tx = spend(SENDER, [input], [{ address: freshAddress(), value: input.value - 1_000 }]);
    tx.outs[0]!.value -= 1n; // the signature no longer covers what is sent
    const changed = await broadcast(tx.toHex());
    expect(changed.status).to.equal(400);
    expect(await changed.text()).to.contain('mandatory-script-verify-flag-failed');

    const stolen = await broadcast(rawSpend(SENDER, input, [{ address: freshAddress(), value: input.value - 1_000 }], OTHER_SENDER).toHex());
    expect(stolen.status).to.equal(400);
    expect(await stolen.text()).to.contain('mandatory-script-verify-flag-failed');
    expect((await utxosOf(SENDER.payment.address)).some((u) => u.txid === input.txid && u.vout === input.vout)).to.equal(true);
  });

  it('refuses missing inputs and bytes that are not a transaction', async () => {
    const made = { txid: 'ab'.repeat(32), vout: 0, value: 1_000_000, status: { confirmed: true } };
    const res = await broadcast(spend(SENDER, [made], [{ address: freshAddress(), value: 1_000 }]).toHex());
    expect(res.status).to.equal(400);
    expect(await res.text()).to.contain('bad-txns-inputs-missingorspent');
    for (const body of ['', 'zz', '0200000000']) {
      const bad = await broadcast(body);
      expect(bad.status, body).to.equal(400);
      expect(await bad.text()).to.contain('TX decode failed');
    }
  });

  it('accepts a Taproot key-path spend from an ordinals address', async () => {
    const [input] = await utxosOf(OTHER_SENDER.ordinals.address);
    const pair = ECPair.fromPrivateKey(hexBytes(OTHER_SENDER.ordinals.privateKey));
    const internal = hexBytes(OTHER_SENDER.ordinals.publicKey);
    const psbt = new bitcoin.Psbt({ network: NETWORK });
    psbt.addInput({
      hash: input!.txid, index: input!.vout, tapInternalKey: internal,
      witnessUtxo: { script: bitcoin.address.toOutputScript(OTHER_SENDER.ordinals.address, NETWORK), value: BigInt(input!.value) },
    });
    psbt.addOutput({ address: freshAddress(), value: BigInt(input!.value - 300) });
    psbt.signInput(0, pair.tweak(bitcoin.crypto.taggedHash('TapTweak', internal)));
    psbt.finalizeAllInputs();
    const res = await broadcast(psbt.extractTransaction().toHex());
    expect(res.status, await res.clone().text()).to.equal(200);
  });

  it('answers reads in Esplora shapes, and 400/404 for what it does not know', async () => {
    expect((await api('/api/address/not-an-address')).status).to.equal(400);
    // A mainnet address is not one of this testnet ledger's.
    expect((await api('/api/address/bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')).status).to.equal(400);
    expect((await api(`/api/tx/${'00'.repeat(32)}`)).status).to.equal(404);
    expect((await api('/api/tx/xyz/status')).status).to.equal(400);
    const fees = await json<Record<string, number>>('/api/fee-estimates');
    expect(Object.keys(fees)).to.include.members(['1', '6', '144', '1008']);
    expect(fees['1']).to.be.a('number').at.least(1);
    expect(await (await api('/api/blocks/tip/hash')).text()).to.match(/^[0-9a-f]{64}$/);
    const unused = freshAddress();
    const empty = await json<{ chain_stats: Stats }>(`/api/address/${unused}`);
    expect(empty.chain_stats.tx_count).to.equal(0);
    expect(await json(`/api/address/${unused}/utxo`)).to.deep.equal([]);
    const res = await api('/api/blocks/tip/height');
    expect(res.headers.get('access-control-allow-origin')).to.equal('*');
  });

  it('counts an address\'s mempool in its stats (where the modal reads Bitcoin balances); the data service refuses them, as the hosted one does', async () => {
    const recipient = freshAddress();
    const input = await coin(OTHER_SENDER);
    expect((await broadcast(spend(OTHER_SENDER, [input], [{ address: recipient, value: 1_234_567 }, { address: OTHER_SENDER.payment.address, value: input.value - 1_234_567 - 700 }]).toHex())).status).to.equal(200);
    const stats = await json<{ chain_stats: Stats; mempool_stats: Stats }>(`/api/address/${recipient}`);
    expect(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum + stats.mempool_stats.funded_txo_sum - stats.mempool_stats.spent_txo_sum).to.equal(1_234_567);

    // The hosted balance call reads EVM and Solana addresses only (blockchain-api balance.rs).
    const { apiUrl } = await stackInfo();
    const res = await fetch(`${apiUrl}/v1/account/${BITCOIN_DEV_KEYS[0]!.payment.address}/balance?currency=usd&chainId=${encodeURIComponent(BIP122_TESTNET)}&${IDS}`);
    expect(res.status).to.equal(400);
    expect(await res.json()).to.deep.equal({ status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] });
  });
});
