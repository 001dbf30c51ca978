import { type AccountInfo, type Connection, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import type { Network } from '../../config/Network';
import { BaseError } from '../../errors/BaseError';
import { InvalidAddressError } from '../../errors/addressErrors';
import { InsufficientFundsError } from '../../errors/transactionErrors';
import { bytesToBase64 } from '../../utils/base64';
import { formatUnits } from '../../utils/formatUnits';
import type { PreparedTransfer, Transfer } from '../NamespaceAdapter';
import { withTimeout } from '../../utils/withTimeout';
import { isSolanaAddress, isSolanaSignature } from './isSolanaAddress';
import { solanaConnection } from './solanaConnection';
import {
  associatedAccountSize,
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  decodeMint,
  decodeTokenAccount,
  isTokenProgram,
  startsFrozen,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  transferChecked,
  untransferableReason,
} from './splToken';

const U64_MAX = (1n << 64n) - 1n;
const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID];

type Rpc = <T>(call: Promise<T>) => Promise<T>;

/** What a transfer adds to the transaction, and the size of the account it creates for the recipient, if it does. */
interface Built {
  instructions: TransactionInstruction[];
  createdSpace?: number | undefined;
}

/** A base58 address of 32 bytes as a key; anything else is the project's InvalidAddressError ('Address is invalid'). */
function keyOf(address: unknown): PublicKey {
  if (!isSolanaAddress(address)) throw new InvalidAddressError({ address: typeof address === 'string' ? address.slice(0, 100) : typeof address });
  return new PublicKey(address);
}

/** The mint, given bare or as the CAIP-10 id the balances carry (`solana:<reference>:<mint>`) on this network. */
function mintOf(address: unknown, network: Network): PublicKey {
  const prefix = `${network.caipNetworkId}:`;
  return keyOf(typeof address === 'string' && address.startsWith(prefix) ? address.slice(prefix.length) : address);
}

const failure = (shortMessage: string, details?: string) => new BaseError(shortMessage, { details });

/**
 * Builds a SOL or SPL transfer for the wallet's `solana_signAndSendTransaction`: a legacy
 * transaction, unsigned, on a recent blockhash of the network's RPC. Its `fee` is what leaves
 * the sender besides the amount: the network fee the ledger charges for this message
 * (getFeeForMessage), plus, when the recipient has no token account yet, the rent deposit of
 * the one the transaction creates for them (it is held in the recipient's new account).
 */
export async function prepareSolanaTransfer(transfer: Transfer, network: Network, { timeoutMs }: { timeoutMs: number }): Promise<PreparedTransfer> {
  const from = keyOf(transfer.from);
  const to = keyOf(transfer.to);
  if (transfer.amount <= 0n) throw failure('The amount must be more than 0');
  if (transfer.amount > U64_MAX) throw failure('The amount is too large', transfer.amount.toString());
  const connection = solanaConnection(network);
  const rpc: Rpc = (call) => withTimeout(call, timeoutMs, 'The Solana RPC');

  const { token, amount } = transfer;
  const mint = token && mintOf(token.address, network);
  // Read alongside the accounts; awaited once they are (a failure there is the one reported).
  const latest = rpc(connection.getLatestBlockhash());
  latest.catch(() => undefined);
  const built = token && mint
    ? await tokenTransfer(connection, rpc, { from, to, amount, mint, decimals: token.decimals })
    : await nativeTransfer(connection, rpc, network, { from, to, amount });
  const { blockhash, lastValidBlockHeight } = await latest;
  const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(...built.instructions);
  const [{ value: networkFee }, deposit] = await Promise.all([
    rpc(connection.getFeeForMessage(transaction.compileMessage())),
    // The rent-exempt deposit of the recipient's new token account leaves the sender too.
    built.createdSpace === undefined ? 0 : rpc(connection.getMinimumBalanceForRentExemption(built.createdSpace)),
  ]);
  // Null only when the blockhash expired between the two calls.
  if (networkFee === null) throw failure('The network could not price this transfer: try again', `getFeeForMessage gave no fee for ${blockhash}`);

  return {
    request: {
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: bytesToBase64(transaction.serialize({ requireAllSignatures: false, verifySignatures: false })),
        // The wallet checks the transaction at the commitment its blockhash was read at.
        sendOptions: { preflightCommitment: 'confirmed' },
      },
    },
    fee: BigInt(networkFee) + BigInt(deposit),
    async sent(answer) {
      const signature = (answer as { signature?: unknown } | null | undefined)?.signature;
      if (!isSolanaSignature(signature)) {
        throw failure('The wallet answered with an invalid transaction signature', typeof signature === 'string' ? signature.slice(0, 100) : typeof signature);
      }
      return { id: signature, caipNetworkId: network.caipNetworkId, from: transfer.from };
    },
  };
}

/** SOL: one System transfer. A recipient the ledger does not know must receive at least its rent-exempt minimum. */
async function nativeTransfer(connection: Connection, rpc: Rpc, network: Network, { from, to, amount }: { from: PublicKey; to: PublicKey; amount: bigint }): Promise<Built> {
  const [recipient, minimum] = await Promise.all([rpc(connection.getAccountInfo(to)), rpc(connection.getMinimumBalanceForRentExemption(0))]);
  // SOL sent to a token account or a mint is out of its owner's reach (or anyone's).
  if (recipient && isTokenProgram(recipient.owner)) throw notAWallet(recipient, to);
  if (!recipient?.lamports && amount < BigInt(minimum)) {
    const { decimals, symbol } = network.nativeCurrency;
    throw failure(`A new account must receive at least ${formatUnits(BigInt(minimum), decimals)} ${symbol}`, `${to.toBase58()} does not exist yet`);
  }
  return { instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount })] };
}

/**
 * An SPL token: TransferChecked from the sender's associated token account to the recipient's,
 * made first (idempotently) when it does not exist. The mint's owner says which token program;
 * a recipient that is itself a token account of this mint is paid directly, as spl-token's CLI does.
 */
async function tokenTransfer(
  connection: Connection,
  rpc: Rpc,
  { from, to, amount, mint, decimals }: { from: PublicKey; to: PublicKey; amount: bigint; mint: PublicKey; decimals: number },
): Promise<Built> {
  // One read for both programs' candidate accounts: the mint's owner is not known yet.
  const sources = TOKEN_PROGRAMS.map((program) => associatedTokenAddress(from, mint, program));
  const destinations = TOKEN_PROGRAMS.map((program) => associatedTokenAddress(to, mint, program));
  const [mintInfo, recipient, ...found] = await rpc(connection.getMultipleAccountsInfo([mint, to, ...sources, ...destinations]));

  const state = mintInfo ? decodeMint(mintInfo.owner, mintInfo.data) : undefined;
  if (!mintInfo || !state) throw failure('This token does not exist on this network', mint.toBase58());
  const program = mintInfo.owner;
  const index = program.equals(TOKEN_PROGRAM_ID) ? 0 : 1;
  if (state.decimals !== decimals) throw failure("The token's decimals do not match the network's", `${mint.toBase58()}: ${state.decimals} on chain, ${decimals} given`);
  const blocked = untransferableReason(state);
  if (blocked) throw failure(blocked, mint.toBase58());

  const source = sources[index] as PublicKey;
  const held = tokenAccount(found[index], program);
  if (!held || !held.mint.equals(mint) || !held.owner.equals(from)) throw failure('You hold none of this token', `no token account ${source.toBase58()}`);
  if (held.frozen) throw failure('Your token account is frozen by the token issuer', source.toBase58());
  if (held.amount < amount) throw new InsufficientFundsError();

  let destination: PublicKey;
  let create = false;
  if (recipient && isTokenProgram(recipient.owner)) {
    const direct = decodeTokenAccount(recipient.owner, recipient.data);
    if (!direct) throw notAWallet(recipient, to);
    if (!direct.mint.equals(mint)) throw failure("The recipient's token account holds a different token", `${to.toBase58()} holds ${direct.mint.toBase58()}`);
    if (direct.frozen) throw failure("The recipient's token account is frozen by the token issuer", to.toBase58());
    destination = to;
  } else {
    destination = destinations[index] as PublicKey;
    const info = found[TOKEN_PROGRAMS.length + index];
    const existing = tokenAccount(info, program);
    if (info && (!existing || !existing.mint.equals(mint))) throw failure("The recipient's token account holds a different token", destination.toBase58());
    // A classic Token account's owner can be reassigned: that account is no longer the recipient's.
    if (existing && !existing.owner.equals(to)) throw failure("The recipient's token account belongs to another owner", destination.toBase58());
    if (existing?.frozen || (!info && startsFrozen(state))) throw failure("The recipient's token account is frozen by the token issuer", destination.toBase58());
    create = !info;
  }

  const instructions = [
    ...(create ? [createAssociatedTokenAccountIdempotent(from, destination, to, mint, program)] : []),
    transferChecked({ source, mint, destination, owner: from, amount, decimals }, program),
  ];
  return { instructions, createdSpace: create ? associatedAccountSize(program, state) : undefined };
}

/** A recipient owned by a token program that cannot be paid as a wallet: a mint, a token account (for SOL), a multisig. */
function notAWallet(info: AccountInfo<Uint8Array>, to: PublicKey): BaseError {
  const what = decodeMint(info.owner, info.data) ? 'a token' : decodeTokenAccount(info.owner, info.data) ? 'a token account' : 'an account of the token program';
  return failure(`The recipient is ${what}, not a wallet address`, to.toBase58());
}

const tokenAccount = (info: AccountInfo<Uint8Array> | null | undefined, program: PublicKey) =>
  info && info.owner.equals(program) ? decodeTokenAccount(info.owner, info.data) : undefined;
