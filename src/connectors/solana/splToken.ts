// The two SPL instructions a send needs, and the account layouts it reads, written by hand on
// @solana/web3.js (which the solana chunk already carries): @solana/spl-token would bring
// buffer-layout-utils, bignumber.js and the token-group/metadata codecs for two instructions of
// 1 and 10 bytes. Layouts from the spl-token and spl-token-2022 programs' instruction.rs and
// state.rs (Token-2022 shares Token's base layouts and appends its extensions as TLV entries).
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

/** Whether an account's owner is one of the two token programs. */
export const isTokenProgram = (owner: PublicKey): boolean => owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID);

const MINT_LENGTH = 82;
const ACCOUNT_LENGTH = 165;
/** Token-2022: the account-type byte after the base state (padded to 165), then the TLV entries. */
const ACCOUNT_TYPE_OFFSET = 165;
const TLV_OFFSET = 166;
const MULTISIG_LENGTH = 355;

// Token-2022 extension types (ExtensionType in extension/mod.rs) this module reads or adds.
const EXTENSION = {
  transferFeeConfig: 1,
  transferFeeAmount: 2,
  defaultAccountState: 6,
  immutableOwner: 7,
  nonTransferable: 9,
  nonTransferableAccount: 13,
  transferHook: 14,
  transferHookAccount: 15,
  pausableConfig: 26,
  pausableAccount: 27,
} as const;
/** The value length of the account extensions a new associated token account may get. */
const ACCOUNT_EXTENSION_LENGTH: Record<number, number> = {
  [EXTENSION.transferFeeAmount]: 8,
  [EXTENSION.immutableOwner]: 0,
  [EXTENSION.nonTransferableAccount]: 0,
  [EXTENSION.transferHookAccount]: 1,
  [EXTENSION.pausableAccount]: 0,
};

const FROZEN = 2;

export interface MintState {
  decimals: number;
  /** Token-2022 extensions by type, their value bytes (empty for Token). */
  extensions: Map<number, Uint8Array>;
}

export interface TokenAccountState {
  mint: PublicKey;
  owner: PublicKey;
  amount: bigint;
  frozen: boolean;
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/** Which base state an account of a token program holds, by its length (and Token-2022's type byte). */
function kindOf(program: PublicKey, data: Uint8Array): 'mint' | 'account' | undefined {
  if (!isTokenProgram(program)) return undefined;
  if (data.length === MINT_LENGTH) return 'mint';
  if (data.length === ACCOUNT_LENGTH) return 'account';
  if (program.equals(TOKEN_2022_PROGRAM_ID) && data.length > ACCOUNT_LENGTH) {
    return ({ 1: 'mint', 2: 'account' } as const)[data[ACCOUNT_TYPE_OFFSET] as 1 | 2];
  }
  return undefined;
}

function extensionsOf(data: Uint8Array): Map<number, Uint8Array> {
  const found = new Map<number, Uint8Array>();
  const bytes = view(data);
  for (let at = TLV_OFFSET; at + 4 <= data.length; ) {
    const type = bytes.getUint16(at, true);
    const length = bytes.getUint16(at + 2, true);
    // Type 0 is the zero padding after the last entry.
    if (type === 0 || at + 4 + length > data.length) break;
    found.set(type, data.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

/** An initialised mint of either token program; undefined for anything else. */
export function decodeMint(program: PublicKey, data: Uint8Array): MintState | undefined {
  if (kindOf(program, data) !== 'mint' || data[45] !== 1) return undefined;
  return { decimals: data[44] as number, extensions: data.length > ACCOUNT_LENGTH ? extensionsOf(data) : new Map() };
}

/** An initialised token account of either token program; undefined for anything else. */
export function decodeTokenAccount(program: PublicKey, data: Uint8Array): TokenAccountState | undefined {
  const state = data[108];
  if (kindOf(program, data) !== 'account' || (state !== 1 && state !== FROZEN)) return undefined;
  return {
    mint: new PublicKey(data.subarray(0, 32)),
    owner: new PublicKey(data.subarray(32, 64)),
    amount: view(data).getBigUint64(64, true),
    frozen: state === FROZEN,
  };
}

/** Why this mint's tokens cannot be sent with a plain TransferChecked, if they cannot. */
export function untransferableReason(mint: MintState): string | undefined {
  if (mint.extensions.has(EXTENSION.nonTransferable)) return 'This token cannot be transferred';
  // A hook program needs extra accounts that only that program's own metadata lists.
  const hook = mint.extensions.get(EXTENSION.transferHook)?.subarray(32, 64);
  if (hook?.some((byte) => byte !== 0)) return "This token's transfers run a hook program, which the modal cannot send yet";
  if (mint.extensions.get(EXTENSION.pausableConfig)?.[32] === 1) return 'Transfers of this token are paused';
  return undefined;
}

/** Whether a token account made now for this mint starts frozen (Token-2022's default account state). */
export const startsFrozen = (mint: MintState): boolean => mint.extensions.get(EXTENSION.defaultAccountState)?.[0] === FROZEN;

/**
 * The size of the associated token account the ATA program makes for this mint: Token's 165
 * bytes, or for Token-2022 the base, its type byte and the TLV entries of ImmutableOwner and of
 * the account extensions the mint's extensions require (get_required_init_account_extensions).
 */
export function associatedAccountSize(program: PublicKey, mint: MintState): number {
  if (!program.equals(TOKEN_2022_PROGRAM_ID)) return ACCOUNT_LENGTH;
  const types = new Set<number>([EXTENSION.immutableOwner]);
  if (mint.extensions.has(EXTENSION.transferFeeConfig)) types.add(EXTENSION.transferFeeAmount);
  if (mint.extensions.has(EXTENSION.nonTransferable)) types.add(EXTENSION.nonTransferableAccount);
  if (mint.extensions.has(EXTENSION.transferHook)) types.add(EXTENSION.transferHookAccount);
  if (mint.extensions.has(EXTENSION.pausableConfig)) types.add(EXTENSION.pausableAccount);
  let size = TLV_OFFSET;
  for (const type of types) size += 4 + (ACCOUNT_EXTENSION_LENGTH[type] ?? 0);
  // An account as long as a multisig gets two more bytes, so that the two cannot be confused.
  return size === MULTISIG_LENGTH ? size + 2 : size;
}

/** The associated token account of `owner` for `mint` under `program` (owners off the curve, such as multisig vaults, too). */
export const associatedTokenAddress = (owner: PublicKey, mint: PublicKey, program: PublicKey): PublicKey =>
  PublicKey.findProgramAddressSync([owner.toBytes(), program.toBytes(), mint.toBytes()], ASSOCIATED_TOKEN_PROGRAM_ID)[0];

// web3.js types instruction data as Node's Buffer, but only reads it as bytes (base58 of it when
// compiling the message): plain bytes serve, and no Buffer polyfill is imported for them.
const instructionData = (bytes: Uint8Array) => bytes as Buffer;

/** The ATA program's CreateIdempotent (1): makes `owner`'s account for `mint` unless it exists. */
export function createAssociatedTokenAccountIdempotent(payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, program: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: program, isSigner: false, isWritable: false },
    ],
    data: instructionData(Uint8Array.of(1)),
  });
}

/** The token program's TransferChecked (12): amount (u64 LE) and the mint's decimals, checked on chain. */
export function transferChecked(
  { source, mint, destination, owner, amount, decimals }: { source: PublicKey; mint: PublicKey; destination: PublicKey; owner: PublicKey; amount: bigint; decimals: number },
  program: PublicKey,
): TransactionInstruction {
  const data = new Uint8Array(10);
  data[0] = 12;
  view(data).setBigUint64(1, amount, true);
  data[9] = decimals;
  return new TransactionInstruction({
    programId: program,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: instructionData(data),
  });
}
