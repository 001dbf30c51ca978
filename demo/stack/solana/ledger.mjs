// The local Solana ledger: litesvm (the real Solana runtime, in process) plus what a node adds
// around it and litesvm leaves out: slots that advance with time (400 ms, as on mainnet), a
// fresh blockhash each slot that stays valid for 150 slots, and a history of the transactions
// that landed (statuses, metas, balances before and after) for the RPC server and its
// subscriptions. Everything is synchronous: litesvm executes a transaction in the call.
import { LiteSVM } from 'litesvm';
import { encodeBase58 } from './base58.mjs';
import { transactionErrorJson } from './transactionError.mjs';

const SLOT_MS = 400;
const BLOCKHASH_LIFETIME_SLOTS = 150;
const LAMPORTS_PER_SIGNATURE = 5000;
const MAX_HISTORY = 20_000;

const isZero = (bytes) => bytes.every((b) => b === 0);

/**
 * `now()` is the clock (tests of the ledger can drive it). Returns the ledger's API; addresses
 * are base58 strings, amounts bigint lamports.
 */
export function createLedger({ now = Date.now } = {}) {
  // Blockhash ages are checked here (below), so litesvm's own check (latest blockhash only) is off.
  const svm = new LiteSVM().withBlockhashCheck(false);
  const startSlot = Number(svm.getClock().slot);
  const startedAt = now();
  let slot = startSlot;
  const blockhashes = new Map(); // blockhash -> last valid block height, oldest first
  const history = new Map(); // signature -> record, oldest first
  const listeners = new Set();

  function rememberBlockhash() {
    blockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_LIFETIME_SLOTS);
    for (const [hash, lastValid] of blockhashes) {
      if (lastValid >= slot) break;
      blockhashes.delete(hash);
    }
  }

  /** Brings the ledger's slot up to the wall clock; every read and write calls it first. */
  function tick() {
    const target = startSlot + Math.floor((now() - startedAt) / SLOT_MS);
    if (target > slot) {
      slot = target;
      svm.warpToSlot(BigInt(slot));
      const clock = svm.getClock();
      clock.unixTimestamp = BigInt(Math.floor(now() / 1000));
      svm.setClock(clock);
      svm.expireBlockhash();
      rememberBlockhash();
    }
    return slot;
  }
  rememberBlockhash();

  const lastValidOf = (blockhash) => {
    tick();
    const lastValid = blockhashes.get(blockhash);
    return lastValid !== undefined && lastValid >= slot ? lastValid : undefined;
  };

  const balanceOf = (address) => {
    const account = svm.getAccount(address);
    return account.exists ? Number(account.lamports) : 0;
  };

  // litesvm's metadata has no fee accessor, but its debug text carries the fee it charged.
  const feeOf = (meta, signatures) => {
    const match = /\bfee: (\d+)/.exec(meta.toString());
    return match ? Number(match[1]) : LAMPORTS_PER_SIGNATURE * signatures;
  };

  function outcome(result) {
    const failed = typeof result.err === 'function';
    // Failed results and simulations wrap their metadata; a committed success is the metadata.
    const meta = typeof result.meta === 'function' ? result.meta() : result;
    const returned = meta.returnData();
    const data = returned.data();
    return {
      err: failed ? transactionErrorJson(result.err()) : null,
      // A transaction that failed before running (no such payer, bad signature…) never lands.
      landed: !isZero(meta.signature()),
      meta,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData: data.length ? { programId: encodeBase58(returned.programId()), data: [Buffer.from(data).toString('base64'), 'base64'] } : null,
    };
  }

  function record(entry) {
    history.set(entry.signature, entry);
    if (history.size > MAX_HISTORY) history.delete(history.keys().next().value);
    for (const listener of [...listeners]) {
      try {
        listener(entry);
      } catch (error) {
        process.stderr.write(`Solana ledger: a landing listener failed: ${error.message}\n`);
      }
    }
  }

  return {
    tick,
    slot: () => tick(),
    /** `{ blockhash, lastValidBlockHeight }`; block height equals slot here (no skipped slots). */
    latestBlockhash() {
      tick();
      const blockhash = svm.latestBlockhash();
      return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash) };
    },
    isBlockhashValid: (blockhash) => lastValidOf(blockhash) !== undefined,
    /** `{ lamports, owner, data, executable, space }` or null. */
    getAccount(address) {
      tick();
      const account = svm.getAccount(address);
      if (!account.exists) return null;
      return { lamports: account.lamports, owner: account.programAddress, data: account.data, executable: account.executable, space: Number(account.space) };
    },
    /** `[{ address, owner, lamports, data, executable, space }]` owned by `programId`. */
    programAccounts(programId) {
      tick();
      return svm.getProgramAccounts(programId).map((a) => ({
        address: a.address, lamports: a.lamports, owner: a.programAddress, data: a.data, executable: a.executable, space: Number(a.space),
      }));
    },
    rentExemptMinimum: (length) => svm.minimumBalanceForRentExemption(BigInt(length)),
    feeForSignatures: (count) => LAMPORTS_PER_SIGNATURE * count,

    /**
     * Runs a parsed transaction (wireTransaction.mjs) without committing it. `sigVerify: false`
     * accepts unsigned transactions; `replaceRecentBlockhash` ignores an expired blockhash.
     */
    simulate(parsed, { sigVerify = false, replaceRecentBlockhash = false } = {}) {
      tick();
      if (!replaceRecentBlockhash && lastValidOf(parsed.message.recentBlockhash) === undefined) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, returnData: null, postAccounts: [] };
      }
      svm.withSigverify(sigVerify);
      let result;
      try {
        result = svm.simulateTransaction(parsed.kit);
      } finally {
        svm.withSigverify(true);
      }
      const out = outcome(result);
      const postAccounts = typeof result.postAccounts === 'function' ? result.postAccounts() : [];
      return { err: out.err, logs: out.logs, unitsConsumed: out.unitsConsumed, returnData: out.returnData, postAccounts };
    },

    /** Executes and commits; `{ signature, landed, err, logs, unitsConsumed }`. Landed ones go to history. */
    submit(parsed, { wire }) {
      tick();
      const keys = parsed.message.staticAccountKeys.map((k) => k.toBase58());
      if (lastValidOf(parsed.message.recentBlockhash) === undefined) {
        return { signature: parsed.signature, landed: false, err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 };
      }
      const preBalances = keys.map(balanceOf);
      const out = outcome(svm.sendTransaction(parsed.kit));
      if (out.landed) {
        record({
          signature: parsed.signature,
          slot,
          blockTime: Math.floor(now() / 1000),
          wire,
          parsed,
          accountKeys: keys,
          err: out.err,
          fee: feeOf(out.meta, parsed.signatures.length),
          preBalances,
          postBalances: keys.map(balanceOf),
          logs: out.logs,
          unitsConsumed: out.unitsConsumed,
        });
      }
      return { signature: parsed.signature, landed: out.landed, err: out.err, logs: out.logs, unitsConsumed: out.unitsConsumed };
    },

    /** A landed transaction's record, or undefined. */
    transaction: (signature) => history.get(signature),
    /** Calls `listener(record)` for each transaction that lands; returns an unsubscribe function. */
    onLanded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Gives lamports out of thin air: only for the faucet's own account, once at start. */
    mint(address, lamports) {
      svm.setAccount({ address, lamports, programAddress: '11111111111111111111111111111111', data: new Uint8Array(0), executable: false, space: 0n });
      if (svm.getBalance(address) !== lamports) throw new Error(`Solana ledger: could not fund ${address}`);
    },
  };
}
