import { safeLinkUrl } from './safeUrl';

/**
 * A wallet's own link from its catalogue entry, normalised, when it is safe to open (see
 * `safeLinkUrl`): its native scheme (`metamask://`) or its universal link
 * (`https://metamask.app.link/`). This, never the pairing URI, is what may be remembered.
 *
 * @example walletLink(' metamask:// ') // 'metamask://'
 */
export function walletLink(link: unknown): string | undefined {
  return safeLinkUrl(link)?.href;
}

/**
 * A wallet's link with the pairing URI attached, as wallets expect it: the native scheme
 * form (`metamask://wc?uri=…`) or the universal-link form (`https://…/wc?uri=…`).
 * Undefined for links we must never open (script, data, file, relative, …: `safeLinkUrl`).
 *
 * @example
 * formatWalletConnectLink('metamask://', 'wc:abc@2?x=1') // 'metamask://wc?uri=wc%3Aabc%402%3Fx%3D1'
 */
export function formatWalletConnectLink(link: unknown, uri: string): string | undefined {
  const url = safeLinkUrl(link);
  if (!url) return undefined;
  // A bare scheme (`ledgerlive:`) gets the `scheme://` form wallets register.
  const slashed = url.href.startsWith(`${url.protocol}//`) ? url.href : `${url.protocol}//${url.href.slice(url.protocol.length)}`;
  const base = slashed.endsWith('/') ? slashed : `${slashed}/`;
  return `${base}wc?uri=${encodeURIComponent(uri)}`;
}

/** Seconds-since-epoch expiry a pairing URI carries (`expiryTimestamp`), as milliseconds. */
export function pairingExpiry(uri: string): number | undefined {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri);
  return match ? Number(match[1]) * 1000 : undefined;
}
