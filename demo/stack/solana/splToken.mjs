// The few SPL Token and Associated Token Account instructions the stack needs, built by hand
// with @solana/web3.js (byte layouts from the spl-token program's instruction.rs): creating the
// USDC-like mint, the holders' token accounts, and minting to them.
import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaAssets.mjs';

export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;
const TOKEN_PROGRAM = new PublicKey(TOKEN_PROGRAM_ID);
const ATA_PROGRAM = new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID);

function u64(value) {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(value));
  return bytes;
}

/** The associated token account of `owner` for `mint` (PublicKeys). */
export const associatedTokenAddress = (owner, mint, tokenProgram = TOKEN_PROGRAM) =>
  PublicKey.findProgramAddressSync([owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()], ATA_PROGRAM)[0];

/** System createAccount + InitializeMint2 (20): no freeze authority. */
export function createMintInstructions({ payer, mint, authority, decimals, lamports }) {
  return [
    SystemProgram.createAccount({ fromPubkey: payer, newAccountPubkey: mint, lamports: Number(lamports), space: MINT_SIZE, programId: TOKEN_PROGRAM }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [{ pubkey: mint, isSigner: false, isWritable: true }],
      data: Buffer.concat([Buffer.from([20, decimals]), authority.toBuffer(), Buffer.from([0])]),
    }),
  ];
}

/** CreateIdempotent (1) of the ATA program. */
export function createAssociatedTokenAccountIdempotent({ payer, owner, mint }) {
  return new TransactionInstruction({
    programId: ATA_PROGRAM,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([1]),
  });
}

/** MintTo (7). */
export function mintTo({ mint, destination, authority, amount }) {
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM,
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: Buffer.concat([Buffer.from([7]), u64(amount)]),
  });
}
