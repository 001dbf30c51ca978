import { BaseError } from '../../errors/BaseError';
import { ProviderRpcError } from '../../provider/ProviderRpcError';
import { requestRpc } from '../../provider/requestRpc';
import { isRecord } from '../storage/guards';

/** A read of the network failed: no answer, or a JSON-RPC error. */
export class ChainReadError extends BaseError {
  override name = 'ChainReadError' as const;

  constructor(method: string, reason: string, cause?: unknown) {
    super(`The network did not answer ${method}`, { details: reason, cause });
  }
}

/** What Pay reads of a mined transaction to check it. */
export interface MinedTransaction {
  from: string;
  /** The block it was mined in. */
  blockNumber: bigint;
  /** null for a contract creation. */
  to: string | null;
  value: bigint;
  /** '0x1' succeeded. */
  status: string;
  logs: readonly { address: string; topics: readonly string[]; data: string }[];
}

const hex = (value: unknown): string | undefined => (typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value) ? value.toLowerCase() : undefined);

/** One JSON-RPC read of the network's RPC (the data service's gateway): requestRpc's answer, its failure as ChainReadError. */
async function read(rpcUrl: string, method: string, params: readonly unknown[], timeoutMs: number): Promise<unknown> {
  try {
    return await requestRpc(rpcUrl, method, params, timeoutMs);
  } catch (error) {
    if (!(error instanceof ProviderRpcError)) throw error;
    throw new ChainReadError(method, `${error.code}: ${error.message}`.slice(0, 300), error);
  }
}

/** A transaction's receipt (its status, block and logs), once it is mined; undefined while it is not (or not known). */
export interface MinedReceipt {
  blockNumber: bigint;
  /** '0x1' succeeded. */
  status: string;
  logs: MinedTransaction['logs'];
}

/** The receipt of `hash`, undefined while it is not mined. Throws ChainReadError when the network does not answer, or answers with the wrong shape. */
export async function readReceipt(rpcUrl: string, hash: string, timeoutMs: number): Promise<MinedReceipt | undefined> {
  const receipt = await read(rpcUrl, 'eth_getTransactionReceipt', [hash], timeoutMs);
  if (receipt === null) return undefined;
  if (!isRecord(receipt) || !Array.isArray(receipt.logs)) throw new ChainReadError('eth_getTransactionReceipt', 'not a receipt');
  const status = hex(receipt.status);
  const blockNumber = hex(receipt.blockNumber);
  if (!status || !blockNumber || blockNumber === '0x') throw new ChainReadError('eth_getTransactionReceipt', 'a receipt without its status or block');
  const logs = receipt.logs.flatMap((log: unknown) => {
    if (!isRecord(log) || !Array.isArray(log.topics)) return [];
    const address = hex(log.address);
    const data = hex(log.data);
    const topics = log.topics.map(hex);
    return address && data && topics.every(Boolean) ? [{ address, data, topics: topics as string[] }] : [];
  });
  return { blockNumber: BigInt(blockNumber), status, logs };
}

/**
 * The mined transaction of `receipt` (read once it is mined): its sender, recipient and value
 * with the receipt's facts. Throws ChainReadError when the network does not answer it, or with the wrong shape.
 */
export async function readMinedTransaction(rpcUrl: string, hash: string, receipt: MinedReceipt, timeoutMs: number): Promise<MinedTransaction> {
  const transaction = await read(rpcUrl, 'eth_getTransactionByHash', [hash], timeoutMs);
  if (!isRecord(transaction)) throw new ChainReadError('eth_getTransactionByHash', 'not a transaction');
  const from = hex(transaction.from);
  const value = hex(transaction.value);
  if (!from || !value) throw new ChainReadError('eth_getTransactionByHash', 'a transaction without its sender or value');
  return { ...receipt, from, to: hex(transaction.to) ?? null, value: BigInt(value) };
}

/** The network's latest block number. Throws ChainReadError when it does not answer one. */
export async function readBlockNumber(rpcUrl: string, timeoutMs: number): Promise<bigint> {
  const answer = hex(await read(rpcUrl, 'eth_blockNumber', [], timeoutMs));
  if (!answer || answer === '0x') throw new ChainReadError('eth_blockNumber', 'not a block number');
  return BigInt(answer);
}

/** The code at an address ('0x' for none). Throws ChainReadError when the network does not answer it. */
export async function readCode(rpcUrl: string, address: string, timeoutMs: number): Promise<string> {
  const answer = hex(await read(rpcUrl, 'eth_getCode', [address, 'latest'], timeoutMs));
  if (answer === undefined) throw new ChainReadError('eth_getCode', 'not code');
  return answer;
}

/** An ERC-20 token's symbol and decimals (symbol() and decimals()), or undefined when the address answers neither as a token does. */
export async function readTokenFacts(rpcUrl: string, address: string, timeoutMs: number): Promise<{ symbol: string; decimals: number } | undefined> {
  const call = (data: string) => read(rpcUrl, 'eth_call', [{ to: address, data }, 'latest'], timeoutMs).then(hex, () => undefined);
  const [symbolWord, decimalsWord] = await Promise.all([call('0x95d89b41'), call('0x313ce567')]);
  if (!decimalsWord || decimalsWord.length !== 66) return undefined;
  const decimals = Number(BigInt(decimalsWord));
  if (decimals > 36) return undefined;
  const symbol = symbolWord ? decodeSymbol(symbolWord) : undefined;
  return symbol ? { symbol, decimals } : undefined;
}

/** An ABI-encoded string (or a bytes32 one, as some old tokens answer), printable and short; else undefined. */
function decodeSymbol(word: string): string | undefined {
  const bytes = word.slice(2);
  let textHex: string;
  if (bytes.length === 64) {
    textHex = bytes.replace(/(00)+$/, '');
  } else {
    const offset = Number.parseInt(bytes.slice(0, 64), 16) * 2;
    const length = Number.parseInt(bytes.slice(offset, offset + 64), 16) * 2;
    if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || length > 64) return undefined;
    textHex = bytes.slice(offset + 64, offset + 64 + length);
  }
  const symbol = new TextDecoder().decode(Uint8Array.from(textHex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)));
  return /^[\p{L}\p{N}.\-_$+]{1,16}$/u.test(symbol) ? symbol : undefined;
}
