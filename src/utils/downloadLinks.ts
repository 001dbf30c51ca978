import type { WalletListEntry } from '../services/walletList/WalletListEntry';
import type { MobilePlatform } from './mobilePlatform';
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

/** The store each mobile system installs apps from. */
const STORE_OF: Record<MobilePlatform, DownloadLinkKind> = { ios: 'app_store', android: 'play_store' };

/**
 * The links to offer a visitor on `platform`: on a phone or tablet only its own system's store
 * (the wallet's homepage when it lists none for that store), elsewhere every link
 * (`downloadLinks`).
 *
 * @example downloadLinksFor(wallet, 'android') // [{ kind: 'play_store', href: 'https://play.google.com/…' }]
 */
export function downloadLinksFor(
  wallet: Partial<Pick<WalletListEntry, DownloadLinkKind>>,
  platform: MobilePlatform | undefined,
): DownloadLink[] {
  const links = downloadLinks(wallet);
  if (!platform) return links;
  const store = links.find((link) => link.kind === STORE_OF[platform]) ?? links.find((link) => link.kind === 'homepage');
  return store ? [store] : [];
}
