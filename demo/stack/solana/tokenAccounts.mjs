// SPL token state read from raw account bytes (Token and Token-2022 share the base layouts of
// state.rs): token accounts and mints decoded, and rendered as a node's `jsonParsed` encoding
// renders them (what @solana/web3.js's getParsedTokenAccountsByOwner and getParsedAccountInfo
// validate). Anything that does not parse is left to the caller's base64 fallback.
import { encodeBase58 } from './base58.mjs';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaAssets.mjs';

export const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID];
const ACCOUNT_LEN = 165;
const MINT_LEN = 82;
// Token-2022 puts an account-type byte after the base state (padded to 165): 1 mint, 2 account.
const ACCOUNT_TYPE_OFFSET = 165;
const STATES = ['uninitialized', 'initialized', 'frozen'];

const view = (data) => new DataView(data.buffer, data.byteOffset, data.byteLength);
const key = (data, at) => encodeBase58(data.subarray(at, at + 32));
const option = (data, at) => (view(data).getUint32(at, true) === 1 ? key(data, at + 4) : null);

function kindOf(owner, data) {
  if (!TOKEN_PROGRAMS.includes(owner)) return null;
  if (data.length === ACCOUNT_LEN) return 'account';
  if (data.length === MINT_LEN) return 'mint';
  if (owner === TOKEN_2022_PROGRAM_ID && data.length > ACCOUNT_LEN) return { 1: 'mint', 2: 'account' }[data[ACCOUNT_TYPE_OFFSET]] ?? null;
  return null;
}

/** `{ mint, owner, amount (bigint), state, delegate, delegatedAmount, isNative, closeAuthority }` or null. */
export function decodeTokenAccount(owner, data) {
  if (kindOf(owner, data) !== 'account') return null;
  const v = view(data);
  const state = STATES[data[108]];
  if (!state || state === 'uninitialized') return null;
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: v.getBigUint64(64, true),
    delegate: option(data, 72),
    state,
    isNative: v.getUint32(109, true) === 1 ? v.getBigUint64(113, true) : null,
    delegatedAmount: v.getBigUint64(121, true),
    closeAuthority: option(data, 129),
  };
}

/** `{ mintAuthority, supply (bigint), decimals, isInitialized, freezeAuthority }` or null. */
export function decodeMint(owner, data) {
  if (kindOf(owner, data) !== 'mint') return null;
  const isInitialized = data[45] === 1;
  if (!isInitialized) return null;
  return { mintAuthority: option(data, 0), supply: view(data).getBigUint64(36, true), decimals: data[44], isInitialized, freezeAuthority: option(data, 46) };
}

/** Base units → the node's decimal text: no trailing zeros, no trailing point ("1000", "0.5"). */
export function uiAmountString(amount, decimals) {
  const unit = 10n ** BigInt(decimals);
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${amount / unit}.${fraction}` : `${amount / unit}`;
}

/** `{ amount, decimals, uiAmount, uiAmountString }` as in getTokenAccountBalance and jsonParsed. */
export function tokenAmount(amount, decimals) {
  const text = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}

/**
 * The `jsonParsed` data of a token account or mint, or null. `decimalsOf(mint)` gives a mint's
 * decimals (a token account's amount is shown in its mint's units).
 */
export function parsedTokenData(owner, data, decimalsOf) {
  const program = owner === TOKEN_2022_PROGRAM_ID ? 'spl-token-2022' : 'spl-token';
  const account = decodeTokenAccount(owner, data);
  if (account) {
    const decimals = decimalsOf(account.mint);
    if (decimals === undefined) return null;
    const info = {
      isNative: account.isNative !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: tokenAmount(account.amount, decimals),
    };
    if (account.delegate) Object.assign(info, { delegate: account.delegate, delegatedAmount: tokenAmount(account.delegatedAmount, decimals) });
    if (account.closeAuthority) info.closeAuthority = account.closeAuthority;
    if (account.isNative !== null) info.rentExemptReserve = tokenAmount(account.isNative, decimals);
    return { program, parsed: { info, type: 'account' }, space: data.length };
  }
  const mint = decodeMint(owner, data);
  if (mint) {
    const info = { decimals: mint.decimals, freezeAuthority: mint.freezeAuthority, isInitialized: true, mintAuthority: mint.mintAuthority, supply: mint.supply.toString() };
    return { program, parsed: { info, type: 'mint' }, space: data.length };
  }
  return null;
}
