import { standardWalletsFor } from '../walletStandard/standardWalletsFor';

/** Bitcoin's Wallet Standard wallets: with standard:connect and bitcoin:signMessage. */
export const bip122Wallets = standardWalletsFor('bip122', ['standard:connect', 'bitcoin:signMessage']);
