// The stack's signing keys as @solana/web3.js Keypairs (Node only): the dev keys of devKeys.mjs
// (checked against their written-out public keys, so an edit to one without the other fails
// loudly at start), the faucet, and the USDC-like token's mint and mint authority.
import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { SOLANA_DEV_KEYS, solanaDevSeed } from './devKeys.mjs';
import { SOLANA_USDC } from './solanaAssets.mjs';

const fromHex = (hex) => Keypair.fromSeed(Uint8Array.from(Buffer.from(hex, 'hex')));

export function devKeypairs() {
  return SOLANA_DEV_KEYS.map(({ index, publicKey }) => {
    const keypair = Keypair.fromSeed(solanaDevSeed(index));
    if (keypair.publicKey.toBase58() !== publicKey) throw new Error(`Solana dev key ${index}: its seed gives ${keypair.publicKey.toBase58()}, not ${publicKey}`);
    return keypair;
  });
}

/** The faucet that pays airdrops and the initial funding: sha256("wallet-modal solana faucet"). */
export const faucetKeypair = () => Keypair.fromSeed(createHash('sha256').update('wallet-modal solana faucet').digest());

export function usdcKeypairs() {
  const mint = fromHex(SOLANA_USDC.mintSeedHex);
  if (mint.publicKey.toBase58() !== SOLANA_USDC.mint) throw new Error(`The USDC mint seed gives ${mint.publicKey.toBase58()}, not ${SOLANA_USDC.mint}`);
  return { mint, authority: fromHex(SOLANA_USDC.authoritySeedHex) };
}
