// The ledger's starting state: SOL for every dev key, the USDC-like SPL token created, and
// USDC minted to the holders' associated token accounts. All through real, signed
// transactions on the ledger, so the runtime (and its SPL programs) checks every step.
import { devKeypairs, usdcKeypairs } from './devKeypairs.mjs';
import { LAMPORTS_PER_SOL, SOL_PER_KEY, SOLANA_USDC, USDC_HOLDERS, USDC_PER_KEY } from './solanaAssets.mjs';
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent, createMintInstructions, MINT_SIZE, mintTo } from './splToken.mjs';

/** `ledger` from ledger.mjs, `faucet` from faucet.mjs. */
export function fundDevKeys(ledger, faucet) {
  const keys = devKeypairs();
  for (const key of keys) faucet.airdrop(key.publicKey.toBase58(), SOL_PER_KEY * LAMPORTS_PER_SOL);

  const { mint, authority } = usdcKeypairs();
  faucet.send(
    createMintInstructions({
      payer: faucet.publicKey,
      mint: mint.publicKey,
      authority: authority.publicKey,
      decimals: SOLANA_USDC.decimals,
      lamports: ledger.rentExemptMinimum(MINT_SIZE),
    }),
    [mint],
  );
  const units = USDC_PER_KEY * 10n ** BigInt(SOLANA_USDC.decimals);
  for (const index of USDC_HOLDERS) {
    const owner = keys[index].publicKey;
    faucet.send(
      [
        createAssociatedTokenAccountIdempotent({ payer: faucet.publicKey, owner, mint: mint.publicKey }),
        mintTo({ mint: mint.publicKey, destination: associatedTokenAddress(owner, mint.publicKey), authority: authority.publicKey, amount: units }),
      ],
      [authority],
    );
  }
}
