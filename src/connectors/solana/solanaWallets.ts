import { standardWalletsFor } from '../walletStandard/standardWalletsFor';

/** Solana's Wallet Standard wallets: with standard:connect and solana:signTransaction. */
export const solanaWallets = standardWalletsFor('solana', ['standard:connect', 'solana:signTransaction']);
