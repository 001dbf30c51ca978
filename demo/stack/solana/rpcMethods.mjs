// The Solana JSON-RPC methods the local ledger answers: what @solana/web3.js 1.x `Connection`
// and wallets call, with a node's parameter checks, result shapes and error codes. Every
// parameter is untrusted; anything malformed is a -32602 before it reaches litesvm.
// Commitment levels are accepted and all mean the same here: a landed transaction is final.
import { accountEncoding, accountJsonWith } from './accountJson.mjs';
import { isBase58OfLength } from './base58.mjs';
import {
  invalidParam, invalidParams, methodNotFound, minContextSlotNotReached, preflightFailure, signatureVerificationFailure, SolanaRpcError,
} from './rpcErrors.mjs';
import { GENESIS_HASHES, LAMPORTS_PER_SOL } from './solanaAssets.mjs';
import { decodeMint, decodeTokenAccount, TOKEN_PROGRAMS, tokenAmount } from './tokenAccounts.mjs';
import { transactionErrorText } from './transactionError.mjs';
import { transactionJson } from './transactionJson.mjs';
import { decodeWire, parseWire } from './wireTransaction.mjs';

const API_VERSION = '2.2.0';
const COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'];
const MAX_AIRDROP = 1000n * LAMPORTS_PER_SOL;
const MAX_MULTIPLE = 100;
const MAX_SIGNATURES = 256;

function configAt(params, index) {
  const config = params[index];
  if (config === undefined || config === null) return {};
  if (typeof config !== 'object' || Array.isArray(config)) throw invalidParams(`expected a configuration object at position ${index}`);
  if (config.commitment !== undefined && !COMMITMENTS.includes(config.commitment)) {
    throw invalidParams(`unknown variant \`${String(config.commitment).slice(0, 40)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\``);
  }
  return config;
}

function addressAt(params, index) {
  if (!isBase58OfLength(params[index], 32)) throw invalidParam('Invalid');
  return params[index];
}

function signatureText(value) {
  if (!isBase58OfLength(value, 64)) throw invalidParam('Invalid');
  return value;
}

function wholeNumberAt(params, index, what) {
  const value = params[index];
  if (!Number.isSafeInteger(value) || value < 0) throw invalidParams(`${what} must be a whole number ≥ 0`);
  return value;
}

/** `ledger` from ledger.mjs, `faucet` from faucet.mjs. Returns `call(method, params, { cluster })`. */
export function createRpcMethods({ ledger, faucet }) {
  const accountJson = accountJsonWith(ledger);

  const withContext = (config, value) => {
    const slot = ledger.slot();
    if (config.minContextSlot !== undefined) {
      if (!Number.isSafeInteger(config.minContextSlot)) throw invalidParams('minContextSlot must be a whole number');
      if (config.minContextSlot > slot) throw minContextSlotNotReached(slot);
    }
    return { context: { apiVersion: API_VERSION, slot }, value: typeof value === 'function' ? value() : value };
  };

  const accountOrNull = (address, options) => {
    const account = ledger.getAccount(address);
    return account ? accountJson(account, options) : null;
  };

  function tokenAccountsOf(owner, filter) {
    let programs = TOKEN_PROGRAMS;
    let mint = null;
    if (filter && typeof filter === 'object' && typeof filter.mint === 'string') {
      if (!isBase58OfLength(filter.mint, 32)) throw invalidParam('Invalid');
      mint = filter.mint;
      const mintAccount = ledger.getAccount(mint);
      if (!mintAccount || !decodeMint(mintAccount.owner, mintAccount.data)) throw invalidParams('Invalid param: could not find mint');
      programs = [mintAccount.owner];
    } else if (filter && typeof filter === 'object' && typeof filter.programId === 'string') {
      if (!TOKEN_PROGRAMS.includes(filter.programId)) throw invalidParams('Invalid param: unrecognized Token program id');
      programs = [filter.programId];
    } else {
      throw invalidParams('expected a filter { mint } or { programId }');
    }
    return programs.flatMap((program) =>
      ledger.programAccounts(program).filter((a) => {
        const token = decodeTokenAccount(a.owner, a.data);
        return token && token.owner === owner && (!mint || token.mint === mint);
      }),
    );
  }

  function simulation(parsed, config) {
    const replace = config.replaceRecentBlockhash === true;
    const sigVerify = config.sigVerify === true;
    if (replace && sigVerify) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    let wanted = null;
    if (config.accounts !== undefined && config.accounts !== null) {
      const addresses = config.accounts?.addresses;
      if (!Array.isArray(addresses) || addresses.length > MAX_MULTIPLE || !addresses.every((a) => isBase58OfLength(a, 32))) {
        throw invalidParams('accounts.addresses must be a list of addresses');
      }
      wanted = { addresses, options: accountEncoding(config.accounts, 'base64') };
    }
    const result = ledger.simulate(parsed, { sigVerify, replaceRecentBlockhash: replace });
    const value = {
      err: result.err,
      logs: result.logs,
      accounts: wanted
        ? wanted.addresses.map((address) => {
            const post = result.postAccounts.find((a) => a.address === address);
            if (!post) return accountOrNull(address, wanted.options);
            return post.lamports === 0n ? null : accountJson({ ...post, owner: post.programAddress, space: Number(post.space) }, wanted.options);
          })
        : null,
      unitsConsumed: result.unitsConsumed,
      returnData: result.returnData,
      innerInstructions: null,
    };
    if (replace) value.replacementBlockhash = ledger.latestBlockhash();
    return value;
  }

  const methods = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 0 }),
    getGenesisHash: (params, { cluster }) => GENESIS_HASHES.find((hash) => hash.startsWith(cluster ?? '')) ?? GENESIS_HASHES[0],
    getSlot: (params) => withContext(configAt(params, 0), null).context.slot,
    getBlockHeight: (params) => withContext(configAt(params, 0), null).context.slot,
    getEpochInfo: (params) => {
      const slot = withContext(configAt(params, 0), null).context.slot;
      return { absoluteSlot: slot, blockHeight: slot, epoch: Math.floor(slot / 432000), slotIndex: slot % 432000, slotsInEpoch: 432000, transactionCount: null };
    },
    getLatestBlockhash: (params) => withContext(configAt(params, 0), () => ledger.latestBlockhash()),
    // Removed from nodes in 2.0, still called by older clients.
    getRecentBlockhash: (params) =>
      withContext(configAt(params, 0), () => ({ blockhash: ledger.latestBlockhash().blockhash, feeCalculator: { lamportsPerSignature: ledger.feeForSignatures(1) } })),
    isBlockhashValid: (params) => {
      if (!isBase58OfLength(params[0], 32)) throw invalidParam('Invalid');
      return withContext(configAt(params, 1), () => ledger.isBlockhashValid(params[0]));
    },
    getFeeForMessage: (params) => {
      const config = configAt(params, 1);
      const bytes = decodeWire(params[0], 'base64');
      const parsed = parseWire(withEmptySignatures(bytes));
      return withContext(config, () =>
        ledger.isBlockhashValid(parsed.message.recentBlockhash) ? ledger.feeForSignatures(parsed.message.header.numRequiredSignatures) : null,
      );
    },
    getMinimumBalanceForRentExemption: (params) => {
      configAt(params, 1);
      const length = wholeNumberAt(params, 0, 'data length');
      if (length > 10 * 1024 * 1024) throw invalidParams('data length exceeds the 10 MiB account limit');
      return Number(ledger.rentExemptMinimum(length));
    },
    getBalance: (params) => {
      const address = addressAt(params, 0);
      return withContext(configAt(params, 1), () => Number(ledger.getAccount(address)?.lamports ?? 0n));
    },
    getAccountInfo: (params) => {
      const address = addressAt(params, 0);
      const config = configAt(params, 1);
      const options = accountEncoding(config);
      return withContext(config, () => accountOrNull(address, options));
    },
    getMultipleAccounts: (params) => {
      const list = params[0];
      if (!Array.isArray(list) || list.length > MAX_MULTIPLE) throw invalidParams(`expected a list of at most ${MAX_MULTIPLE} addresses`);
      list.forEach((_, i) => addressAt(list, i));
      const config = configAt(params, 1);
      const options = accountEncoding(config, 'base64');
      return withContext(config, () => list.map((address) => accountOrNull(address, options)));
    },
    getTokenAccountsByOwner: (params) => {
      const owner = addressAt(params, 0);
      const config = configAt(params, 2);
      const options = accountEncoding(config);
      return withContext(config, () => tokenAccountsOf(owner, params[1]).map((a) => ({ pubkey: a.address, account: accountJson(a, options) })));
    },
    getTokenAccountBalance: (params) => {
      const address = addressAt(params, 0);
      const config = configAt(params, 1);
      const account = ledger.getAccount(address);
      const token = account && decodeTokenAccount(account.owner, account.data);
      const mint = token && ledger.getAccount(token.mint);
      const decimals = mint && decodeMint(mint.owner, mint.data)?.decimals;
      if (decimals === undefined || decimals === null) throw invalidParams('Invalid param: not a Token account');
      return withContext(config, tokenAmount(token.amount, decimals));
    },
    getTokenSupply: (params) => {
      const address = addressAt(params, 0);
      const config = configAt(params, 1);
      const account = ledger.getAccount(address);
      const mint = account && decodeMint(account.owner, account.data);
      if (!mint) throw invalidParams('Invalid param: not a Token mint');
      return withContext(config, tokenAmount(mint.supply, mint.decimals));
    },
    getSignatureStatuses: (params) => {
      const list = params[0];
      if (!Array.isArray(list) || list.length > MAX_SIGNATURES) throw invalidParams(`expected a list of at most ${MAX_SIGNATURES} signatures`);
      list.forEach(signatureText);
      const config = configAt(params, 1);
      return withContext(config, () =>
        list.map((signature) => {
          const record = ledger.transaction(signature);
          if (!record) return null;
          return { slot: record.slot, confirmations: null, err: record.err, status: record.err ? { Err: record.err } : { Ok: null }, confirmationStatus: 'finalized' };
        }),
      );
    },
    getTransaction: (params) => {
      const signature = signatureText(params[0]);
      // A bare encoding string is the legacy form of the config.
      const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1);
      if (config.commitment === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
      const record = ledger.transaction(signature);
      return record ? transactionJson(record, config) : null;
    },
    requestAirdrop: (params) => {
      const address = addressAt(params, 0);
      configAt(params, 2);
      const lamports = wholeNumberAt(params, 1, 'lamports');
      if (lamports === 0 || BigInt(lamports) > MAX_AIRDROP) throw new SolanaRpcError(-32602, `Invalid params: airdrop amount must be between 1 lamport and ${MAX_AIRDROP / LAMPORTS_PER_SOL} SOL`);
      return faucet.airdrop(address, BigInt(lamports));
    },
    simulateTransaction: (params) => {
      const config = configAt(params, 1);
      const parsed = parseWire(decodeWire(params[0], config.encoding ?? 'base58'));
      return withContext(config, () => simulation(parsed, config));
    },
    sendTransaction: (params) => {
      const config = configAt(params, 1);
      if (config.preflightCommitment !== undefined && !COMMITMENTS.includes(config.preflightCommitment)) throw invalidParams('unknown preflightCommitment');
      if (config.maxRetries !== undefined && config.maxRetries !== null && !Number.isSafeInteger(config.maxRetries)) throw invalidParams('maxRetries must be a whole number');
      const wire = decodeWire(params[0], config.encoding ?? 'base58');
      const parsed = parseWire(wire);
      withContext(config, null); // minContextSlot
      if (!config.skipPreflight) {
        const preflight = ledger.simulate(parsed, { sigVerify: true });
        if (preflight.err === 'SignatureFailure') throw signatureVerificationFailure();
        if (preflight.err) {
          throw preflightFailure(transactionErrorText(preflight.err), {
            accounts: null, err: preflight.err, innerInstructions: null, logs: preflight.logs, replacementBlockhash: null,
            returnData: preflight.returnData, unitsConsumed: preflight.unitsConsumed,
          });
        }
      }
      const result = ledger.submit(parsed, { wire });
      if (result.err === 'SignatureFailure') throw signatureVerificationFailure();
      // With skipPreflight a transaction that cannot land is dropped, as a node's leader drops it:
      // the caller has its signature, whose status stays null.
      return result.signature;
    },
  };

  // A message is a transaction without its signatures: put that many zero signatures in front
  // of it and it parses like one.
  function withEmptySignatures(messageBytes) {
    const offset = messageBytes[0] & 0x80 ? 1 : 0;
    const count = messageBytes[offset];
    if (count === undefined || count > 127) throw invalidParam('invalid message');
    return Uint8Array.from([count, ...new Uint8Array(count * 64), ...messageBytes]);
  }

  /** Answers one call; throws SolanaRpcError for the JSON-RPC error answer. */
  return function call(method, params, context = {}) {
    if (typeof method !== 'string' || !Object.hasOwn(methods, method)) throw methodNotFound();
    if (params !== undefined && !Array.isArray(params)) throw invalidParams('params must be an array');
    return methods[method](params ?? [], context);
  };
}

