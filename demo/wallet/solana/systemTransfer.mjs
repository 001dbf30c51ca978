// An unsigned legacy transaction moving SOL with the System program, built by hand so the
// demo page can make one without @solana/web3.js: header, three account keys (payer, receiver,
// System program), the blockhash, and one Transfer instruction (index 2, u64 lamports).
import { decodeBase58 } from '../../stack/solana/base58.mjs';

const SYSTEM_PROGRAM = new Uint8Array(32); // 11111111111111111111111111111111

/** Wire bytes with one empty signature slot, ready for the payer's wallet to sign. */
export function systemTransferBytes({ from, to, lamports, blockhash }) {
  if (from === to) throw new TypeError('A transfer needs two different accounts');
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true); // SystemInstruction::Transfer
  view.setBigUint64(4, BigInt(lamports), true);
  const message = [
    1, 0, 1, // one signer (the payer), no read-only signer, one read-only key (the program)
    3, ...decodeBase58(from), ...decodeBase58(to), ...SYSTEM_PROGRAM,
    ...decodeBase58(blockhash),
    1, 2, 2, 0, 1, data.length, ...data, // one instruction: program 2, accounts [0, 1], data
  ];
  return Uint8Array.from([1, ...new Uint8Array(64), ...message]);
}
