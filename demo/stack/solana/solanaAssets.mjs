// What the local Solana ledger holds and what the data-service twin says it is worth: the one
// place to change the Solana side's token, starting balances, prices and cluster ids. No
// imports, so tests and the browser can read it too.

/** The three CAIP-2 ids the gateway routes to the one local ledger (mainnet, devnet, testnet). */
export const SOLANA_CHAIN_IDS = Object.freeze([
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
]);

/**
 * Each cluster's real genesis hash: a CAIP-2 Solana reference is its first 32 characters, so the
 * ledger answers getGenesisHash with the one matching the id the gateway routed (wallets and
 * libraries identify a cluster that way).
 */
export const GENESIS_HASHES = Object.freeze([
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
]);

export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** The native coin. */
export const SOL = Object.freeze({ name: 'Solana', symbol: 'SOL', decimals: 9 });

/**
 * The USDC-like SPL token (classic Token program). Its mint and mint authority are keypairs from
 * fixed seeds (sha256 of "wallet-modal solana usdc mint" / "… usdc mint authority"), so the mint
 * address is the same on every run.
 */
export const SOLANA_USDC = Object.freeze({
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  mint: '6SSpy8K9kK7CFMWmLWoz7jL9PyqXjfzNKDjjSMT8BCVX',
  mintSeedHex: 'b96df4a1de8352f31178c7fe1f499851e5deeed7e37f63aadf542536aa8d6f62',
  authoritySeedHex: '87cbe27011ec5bdedfccd75bcd6121abe307e601c6feff4e8e1c70fa8490e045',
});

/** Every dev key starts with this much SOL; dev keys 0-5 also get USDC_PER_KEY whole USDC. */
export const SOL_PER_KEY = 100n;
export const USDC_PER_KEY = 1000n;
export const USDC_HOLDERS = Object.freeze([0, 1, 2, 3, 4, 5]);

/** USD price per whole unit, by symbol (fixed demo prices, like the EVM side's). */
export const SOLANA_PRICES = Object.freeze({ SOL: 150, USDC: 1 });

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
