// Where the ledger's SOL comes from: one faucet account, funded once at start with a huge
// amount, that pays every airdrop with a real, signed System transfer. So an airdrop is an
// ordinary transaction: it has a signature, a status and a meta, as on devnet.
import { ComputeBudgetProgram, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { faucetKeypair } from './devKeypairs.mjs';
import { LAMPORTS_PER_SOL } from './solanaAssets.mjs';
import { parseWire } from './wireTransaction.mjs';

const FAUCET_LAMPORTS = 1_000_000_000n * LAMPORTS_PER_SOL;

/** `ledger` from ledger.mjs. `send(instructions, signers)` also serves the token set-up. */
export function createFaucet(ledger) {
  const keypair = faucetKeypair();
  ledger.mint(keypair.publicKey.toBase58(), FAUCET_LAMPORTS);
  let serial = 0;

  /** Signs with the faucet (fee payer) and `signers`, submits, and throws unless it succeeded. */
  function send(instructions, signers = []) {
    serial += 1;
    const tx = new Transaction({ feePayer: keypair.publicKey, ...ledger.latestBlockhash() });
    // Two identical airdrops in one slot would share a signature (and the second be refused as
    // already processed); a compute limit that differs each time keeps them distinct.
    tx.add(ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 + (serial % 100_000) }), ...instructions);
    tx.sign(keypair, ...signers);
    const wire = tx.serialize();
    const result = ledger.submit(parseWire(wire), { wire });
    if (result.err) throw new Error(`Solana faucet: transaction failed: ${JSON.stringify(result.err)}`);
    return result.signature;
  }

  return {
    publicKey: keypair.publicKey,
    send,
    /** Sends `lamports` (bigint) to `address` (base58); resolves to the signature. */
    airdrop: (address, lamports) =>
      send([SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: new PublicKey(address), lamports })]),
  };
}
