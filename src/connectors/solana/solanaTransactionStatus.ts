import type { Connection, SignatureStatus, TransactionError } from '@solana/web3.js';
import type { Network } from '../../config/Network';
import { pollingIntervalOf } from '../../config/transactionTiming';
import { BaseError } from '../../errors/BaseError';
import type { SentTransaction, TransactionOutcome } from '../NamespaceAdapter';
import { pollTransaction } from '../pollTransaction';
import { withTimeout } from '../../utils/withTimeout';
import { isSolanaSignature } from './isSolanaAddress';
import { solanaConnection } from './solanaConnection';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './splToken';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

// The readable reasons of the errors a transfer meets: the runtime's, then the custom errors of
// the programs a send calls, by program and code (their error.rs enums, in order).
const TRANSACTION_REASONS: Record<string, string> = {
  AccountNotFound: 'the paying account holds no SOL',
  InsufficientFundsForFee: 'insufficient funds for the fee',
  BlockhashNotFound: 'the transaction expired before it landed',
  AlreadyProcessed: 'the transaction was already processed',
};
const INSTRUCTION_REASONS: Record<string, string> = {
  InsufficientFunds: 'insufficient funds',
  MissingRequiredSignature: 'a required signature is missing',
  AccountAlreadyInitialized: 'the account already exists',
  InvalidAccountData: 'an account holds unexpected data',
};
const TOKEN_REASONS: Record<number, string> = {
  0: 'the account would fall below its rent-exempt minimum',
  1: 'insufficient funds',
  2: 'invalid token mint',
  3: 'the token account holds a different token',
  4: 'the token account belongs to another owner',
  17: 'the token account is frozen',
  18: "the token's decimals do not match",
};
const CUSTOM_REASONS: Record<string, Record<number, string>> = {
  [SYSTEM_PROGRAM]: { 0: 'the account already exists', 1: 'insufficient funds' },
  [TOKEN_PROGRAM_ID.toBase58()]: TOKEN_REASONS,
  [TOKEN_2022_PROGRAM_ID.toBase58()]: TOKEN_REASONS,
  [ASSOCIATED_TOKEN_PROGRAM]: { 0: 'the token account does not belong to the recipient' },
};

/** 'InsufficientFundsForFee' → 'insufficient funds for fee'; only a plain name of the node's, kept short. */
const words = (name: string): string | undefined =>
  /^[A-Za-z]{1,60}$/.test(name) ? name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : undefined;

const isLanded = (status: SignatureStatus) =>
  status.confirmationStatus === 'confirmed' ||
  status.confirmationStatus === 'finalized' ||
  // Nodes older than confirmationStatus: null confirmations means rooted.
  (status.confirmationStatus === undefined && status.confirmations === null);

/** The program that instruction `index` of a landed transaction called, from the ledger. */
async function programOf(connection: Connection, rpc: Rpc, signature: string, index: number): Promise<string | undefined> {
  const landed = await rpc(connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }));
  const message = landed?.transaction.message;
  const instruction = message?.compiledInstructions[index];
  return instruction ? message.staticAccountKeys[instruction.programIdIndex]?.toBase58() : undefined;
}

/** A readable reason for a transaction's error (the node's TransactionError JSON); undefined when there is none to tell. */
async function reasonOf(err: TransactionError, lookUpProgram: (index: number) => Promise<string | undefined>): Promise<string | undefined> {
  if (typeof err === 'string') return TRANSACTION_REASONS[err] ?? words(err);
  if (!err || typeof err !== 'object') return undefined;
  const failed = (err as { InstructionError?: unknown }).InstructionError;
  if (Array.isArray(failed) && Number.isSafeInteger(failed[0])) {
    const [index, inner] = failed as [number, unknown];
    if (typeof inner === 'string') return INSTRUCTION_REASONS[inner] ?? words(inner);
    const custom = (inner as { Custom?: unknown } | null)?.Custom;
    if (typeof custom !== 'number') return undefined;
    const program = await lookUpProgram(index).catch(() => undefined);
    return (program && CUSTOM_REASONS[program]?.[custom]) ?? `custom program error 0x${custom.toString(16)}`;
  }
  if ('InsufficientFundsForRent' in err) return 'an account would fall below its rent-exempt minimum';
  const [name] = Object.keys(err);
  return name ? words(name) : undefined;
}

type Rpc = <T>(call: Promise<T>) => Promise<T>;

function signatureOf(sent: SentTransaction): string {
  if (!isSolanaSignature(sent.id)) throw new BaseError('Not a Solana transaction signature', { details: String(sent.id).slice(0, 100) });
  return sent.id;
}

/** One look at a sent transaction: its end once the ledger confirmed it, or undefined until then. */
export async function checkSolanaTransaction(sent: SentTransaction, network: Network, { timeoutMs }: { timeoutMs: number }): Promise<TransactionOutcome | undefined> {
  const signature = signatureOf(sent);
  const connection = solanaConnection(network);
  const rpc: Rpc = (call) => withTimeout(call, timeoutMs, 'The Solana RPC');
  const {
    value: [status],
  } = await rpc(connection.getSignatureStatuses([signature], { searchTransactionHistory: true }));
  // A failed transaction also waits for confirmation: until then it may still be on a dropped fork.
  if (!status || !isLanded(status)) return undefined;
  if (!status.err) return { status: 'confirmed' };
  return { status: 'reverted', reason: await reasonOf(status.err, (index) => programOf(connection, rpc, signature, index)) };
}

/** Follows the sent transaction until the ledger confirms it (or its failure), or `timeoutMs` passes. */
export async function waitForSolanaTransaction(
  sent: SentTransaction,
  network: Network,
  { timeoutMs }: { timeoutMs: number },
  { rpcTimeoutMs }: { rpcTimeoutMs: number },
): Promise<TransactionOutcome> {
  signatureOf(sent);
  return pollTransaction((timeLeftMs) => checkSolanaTransaction(sent, network, { timeoutMs: Math.min(rpcTimeoutMs, timeLeftMs) }), {
    timeoutMs,
    pollingInterval: pollingIntervalOf(network),
  });
}
