import type { WalletListEntry } from '../services/walletList/WalletListEntry';

/** A wallet known by name or EIP-6963 rdns (ids differ between catalogues, so they are not used). */
interface KnownWallet {
  names: readonly string[];
  rdns: readonly string[];
}

const COINBASE: KnownWallet = { names: ['coinbase', 'coinbasewallet', 'coinbasesmartwallet'], rdns: ['com.coinbase.wallet'] };
const SOLFLARE: KnownWallet = { names: ['solflare', 'solflarewallet'], rdns: ['com.solflare'] };
const PHANTOM: KnownWallet = { names: ['phantom', 'phantomwallet'], rdns: ['app.phantom'] };

/** "Coinbase Wallet" and "coinbase-wallet" compare equal. */
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function isKnown(wallet: WalletListEntry, known: KnownWallet): boolean {
  return known.names.includes(normalise(wallet.name)) || (!!wallet.rdns && known.rdns.includes(wallet.rdns));
}

export interface MobileFilterOptions {
  /** The configured chain namespaces: with Solana, Solflare and Phantom are kept too. */
  namespaces: ReadonlySet<string>;
}

/**
 * Spec §5: on a mobile device the wallet list keeps only wallets that can be opened by a
 * mobile link, plus Coinbase (it has its own deep link), and with Solana also Solflare and
 * Phantom. Pure; the caller decides whether the visitor is on mobile.
 *
 * @example filterMobileWallets(page.data, { namespaces: new Set(['eip155']) })
 */
export function filterMobileWallets(wallets: readonly WalletListEntry[], { namespaces }: MobileFilterOptions): WalletListEntry[] {
  const solana = namespaces.has('solana');
  return wallets.filter(
    (wallet) =>
      !!wallet.mobile_link ||
      isKnown(wallet, COINBASE) ||
      (solana && (isKnown(wallet, SOLFLARE) || isKnown(wallet, PHANTOM))),
  );
}
