// What the local chains hold besides ETH, and what the twin says everything is worth: the one
// place to change token definitions, their starting balances and the USD prices.

/** The native coin of every local chain (1, 8453, 42161 and 10 all use ETH). */
export const NATIVE = { name: 'Ethereum', symbol: 'ETH', decimals: 18 };

/**
 * Deployed on every chain, in this order, by DEPLOYER (so the addresses are the same on every
 * chain and every run). `mint` (whole tokens) goes to each of MINT_TO; the deployer keeps the rest.
 * ZERO has 0 decimals so the client's "0-decimal tokens are dropped" rule can be exercised.
 */
export const TOKENS = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, supply: 10_000_000n, mint: 1000n },
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, supply: 1000n, mint: 2n },
  { symbol: 'ZERO', name: 'Zero Decimals', decimals: 0, supply: 1000n, mint: 5n },
];

/** USD price per whole unit, by symbol. */
export const PRICES = { ETH: 3000, USDC: 1, WETH: 3000, ZERO: 0.1 };

/**
 * The local market's pools (deployMarket.mjs: Uniswap V2 on every chain), funded by DEPLOYER at
 * start: `depth` whole units of the first asset, and of the second as much as PRICES makes worth
 * the same, so the pools trade at those prices. 'ETH' is the native coin (the router holds it as
 * its WETH9, a contract of the market, not the WETH token above). ZERO has no pool.
 */
export const POOLS = [
  { assets: ['ETH', 'USDC'], depth: 1000n },
  { assets: ['WETH', 'USDC'], depth: 500n },
];

/** anvil dev account 9 (default mnemonic) deploys, so dev accounts 0-8 keep nonce 0. */
export const DEPLOYER = '0xa0ee7a142d267c1f36714e4a8f75612f20a79720';
/** anvil dev accounts 0-5. */
export const MINT_TO = [
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
  '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
  '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65',
  '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
];

/**
 * The twin's fixed names (addresses lowercase), loaded into the name registry (nameRegistry.mjs)
 * beside the names registered while the stack runs; the identity call and the name lookups read
 * that registry. `bio` appears only in the lookups' attributes.
 */
export const IDENTITIES = {
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266': { name: 'dev0.reown.id', avatarLabel: 'dev 0', bio: 'anvil dev account 0' },
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8': { name: 'dev1.reown.id', avatarLabel: null }, // a name without avatar
};
