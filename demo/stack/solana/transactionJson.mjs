// A landed transaction as getTransaction returns it: `{ slot, blockTime, transaction, meta,
// version? }` with the transaction in the `json`, `jsonParsed` (instructions left partially
// decoded, which clients accept) or `base64`/`base58` encoding.
import { encodeBase58 } from './base58.mjs';
import { invalidParams, unsupportedTransactionVersion } from './rpcErrors.mjs';

const ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'];

function messageJson(message, parsedForm) {
  const keys = message.staticAccountKeys.map((k) => k.toBase58());
  const instructions = message.compiledInstructions.map((ix) =>
    parsedForm
      ? { accounts: ix.accountKeyIndexes.map((i) => keys[i]), data: encodeBase58(ix.data), programId: keys[ix.programIdIndex], stackHeight: null }
      : { accounts: [...ix.accountKeyIndexes], data: encodeBase58(ix.data), programIdIndex: ix.programIdIndex, stackHeight: null },
  );
  const json = {
    accountKeys: parsedForm
      ? keys.map((pubkey, i) => ({ pubkey, signer: message.isAccountSigner(i), writable: message.isAccountWritable(i), source: 'transaction' }))
      : keys,
    header: { ...message.header },
    instructions,
    recentBlockhash: message.recentBlockhash,
  };
  if (message.version === 0) {
    json.addressTableLookups = message.addressTableLookups.map((l) => ({
      accountKey: l.accountKey.toBase58(), writableIndexes: [...l.writableIndexes], readonlyIndexes: [...l.readonlyIndexes],
    }));
  }
  return json;
}

/** `record` from ledger.mjs; `config` the request's `{ encoding, maxSupportedTransactionVersion }`. */
export function transactionJson(record, config = {}) {
  const encoding = config.encoding ?? 'json';
  if (!ENCODINGS.includes(encoding)) throw invalidParams(`unknown variant \`${String(encoding).slice(0, 40)}\`, expected one of \`json\`, \`jsonParsed\`, \`base58\`, \`base64\``);
  const { message } = record.parsed;
  const max = config.maxSupportedTransactionVersion;
  if (max !== undefined && max !== 0) throw invalidParams('maxSupportedTransactionVersion must be 0');
  if (message.version === 0 && max === undefined) throw unsupportedTransactionVersion(0);

  let transaction;
  if (encoding === 'base64') transaction = [Buffer.from(record.wire).toString('base64'), 'base64'];
  else if (encoding === 'base58') transaction = [encodeBase58(record.wire), 'base58'];
  else transaction = { message: messageJson(message, encoding === 'jsonParsed'), signatures: record.parsed.signatures };

  const meta = {
    computeUnitsConsumed: record.unitsConsumed,
    err: record.err,
    fee: record.fee,
    innerInstructions: [],
    loadedAddresses: { readonly: [], writable: [] },
    logMessages: record.logs,
    postBalances: record.postBalances,
    postTokenBalances: [],
    preBalances: record.preBalances,
    preTokenBalances: [],
    rewards: [],
    status: record.err ? { Err: record.err } : { Ok: null },
  };
  return {
    blockTime: record.blockTime,
    meta,
    slot: record.slot,
    transaction,
    // As on a node, `version` is there only for a client that said which versions it reads.
    ...(max !== undefined ? { version: message.version === 'legacy' ? 'legacy' : message.version } : {}),
  };
}
