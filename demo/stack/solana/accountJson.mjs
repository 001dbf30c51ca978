// Accounts as the RPC returns them: `{ data, executable, lamports, owner, rentEpoch, space }`
// with `data` in the requested encoding (base64, base58, or jsonParsed for SPL token state,
// falling back to base64 as a node does for data it cannot parse), and the `dataSlice` option.
import { encodeBase58 } from './base58.mjs';
import { invalidParams } from './rpcErrors.mjs';
import { decodeMint, parsedTokenData } from './tokenAccounts.mjs';

// Rent-exempt accounts carry rentEpoch u64::MAX on a node; JSON numbers round it the same way there.
const RENT_EPOCH = 18446744073709551615;
const ENCODINGS = ['base64', 'base58', 'jsonParsed', 'binary'];
const MAX_BASE58_BYTES = 128;

/** Checks `{ encoding, dataSlice }` of an account request; returns the normalised pair. */
export function accountEncoding(config = {}, fallback = 'binary') {
  const encoding = config.encoding ?? fallback;
  if (!ENCODINGS.includes(encoding)) {
    throw invalidParams(`unknown variant \`${String(encoding).slice(0, 40)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\``);
  }
  let slice = null;
  if (config.dataSlice !== undefined) {
    const { offset, length } = config.dataSlice ?? {};
    if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0) throw invalidParams('dataSlice needs whole offset and length');
    slice = { offset, length };
  }
  return { encoding, slice };
}

/** `ledger` reads mints for jsonParsed token amounts. Returns a function account → JSON. */
export function accountJsonWith(ledger) {
  const decimalsOf = (mint) => {
    const account = ledger.getAccount(mint);
    return account ? decodeMint(account.owner, account.data)?.decimals : undefined;
  };
  return (account, { encoding, slice }) => {
    const base = { executable: account.executable, lamports: Number(account.lamports), owner: account.owner, rentEpoch: RENT_EPOCH, space: account.space };
    const bytes = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data;
    if (encoding === 'jsonParsed' && !slice) {
      const parsed = parsedTokenData(account.owner, account.data, decimalsOf);
      if (parsed) return { ...base, data: parsed };
    }
    if (encoding === 'base58' || encoding === 'binary') {
      if (bytes.length > MAX_BASE58_BYTES) throw invalidParams(`Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`);
      const text = encodeBase58(bytes);
      // "binary" is the legacy name of base58 and, like the node, answers a bare string.
      return { ...base, data: encoding === 'binary' ? text : [text, 'base58'] };
    }
    return { ...base, data: [Buffer.from(bytes).toString('base64'), 'base64'] };
  };
}
