// Builds the unsigned PSBT of a plain transfer from one P2WPKH account: largest coins first
// until amount plus fee is covered, change back to the sender unless it would be dust (then it
// goes to the fee), inputs that signal replace-by-fee as wallets do. Sizes are estimated from
// the script types, so the fee rate is met once signed.
import { bitcoin, outputScriptOf } from '../../stack/bitcoin/bitcoinLib.mjs';
import { ProviderRpcError, invalidParams } from '../providerErrors.mjs';

export const DUST_SATS = 546n; // below this, wallets neither send nor keep change
const RBF_SEQUENCE = 0xfffffffd;
const OVERHEAD_VBYTES = 11; // version, locktime, counts, segwit marker (rounded up)
const P2WPKH_INPUT_VBYTES = 68;

/** Virtual size of an output paying `script`: value (8) + script length (1) + script. */
const outputVbytes = (script) => 9 + script.length;

/**
 * `utxos` `[{ txid, vout, value }]` of the account whose output script is `fromScript`;
 * `recipient` a testnet address; `amount` sats (bigint); `feeRate` sat/vB.
 * Returns `{ psbt, fee, change }` (fee and change in sats, bigint).
 */
export function buildTransfer({ utxos, fromScript, recipient, amount, feeRate, network }) {
  const recipientScript = outputScriptOf(recipient);
  if (!recipientScript) throw invalidParams(`recipient must be a Bitcoin testnet address; got ${JSON.stringify(recipient)}`);
  if (amount < DUST_SATS) throw invalidParams(`amount must be at least ${DUST_SATS} sats (dust limit)`);

  const coins = [...utxos].sort((a, b) => b.value - a.value);
  const feeFor = (inputs, withChange) =>
    BigInt(Math.ceil(feeRate * (OVERHEAD_VBYTES + inputs * P2WPKH_INPUT_VBYTES + outputVbytes(recipientScript) + (withChange ? outputVbytes(fromScript) : 0))));
  const chosen = [];
  let total = 0n;
  for (const coin of coins) {
    chosen.push(coin);
    total += BigInt(coin.value);
    if (total >= amount + feeFor(chosen.length, false)) break;
  }
  let fee = feeFor(chosen.length, true);
  let change = total - amount - fee;
  if (change < DUST_SATS) {
    fee = total - amount; // no change output: what is left over pays the miner
    change = 0n;
  }
  if (!chosen.length || fee < feeFor(chosen.length, false)) {
    const have = coins.reduce((sum, c) => sum + BigInt(c.value), 0n);
    throw new ProviderRpcError(-32000, `Insufficient funds: the account holds ${have} sats, the transfer needs ${amount} plus fees`);
  }

  const psbt = new bitcoin.Psbt({ network });
  for (const coin of chosen) {
    psbt.addInput({ hash: coin.txid, index: coin.vout, sequence: RBF_SEQUENCE, witnessUtxo: { script: fromScript, value: BigInt(coin.value) } });
  }
  psbt.addOutput({ script: recipientScript, value: amount });
  if (change > 0n) psbt.addOutput({ script: fromScript, value: change });
  return { psbt, fee, change };
}
