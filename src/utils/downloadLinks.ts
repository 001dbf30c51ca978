import type { WalletListEntry } from '../services/walletList/WalletListEntry';
import { safeHttpsUrl } from './safeUrl';

export { safeHttpsUrl };

/** Where a wallet can be installed from, in the order they are offered. */
export const DOWNLOAD_LINK_KINDS = ['app_store', 'play_store', 'chrome_store', 'homepage'] as const;

export type DownloadLinkKind = (typeof DOWNLOAD_LINK_KINDS)[number];

export interface DownloadLink {
  kind: DownloadLinkKind;
  /** A normalised https: URL. */
  href: string;
}

/**
 * The links to get a wallet from its catalogue entry (untrusted input): app stores, the
 * Chrome Web Store and the homepage, https: only.
 *
 * @example downloadLinks(wallet) // [{ kind: 'app_store', href: 'https://apps.apple.com/…' }, …]
 */
export function downloadLinks(wallet: Partial<Pick<WalletListEntry, DownloadLinkKind>>): DownloadLink[] {
  const links: DownloadLink[] = [];
  for (const kind of DOWNLOAD_LINK_KINDS) {
    const href = safeHttpsUrl(wallet[kind]);
    if (href) links.push({ kind, href });
  }
  return links;
}
