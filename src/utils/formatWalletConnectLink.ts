const UNSAFE = /^(javascript|data|vbscript|file|blob):/i;

/**
 * A wallet's link with the pairing URI attached, as wallets expect it: the native scheme
 * form (`metamask://wc?uri=…`) or the universal-link form (`https://…/wc?uri=…`).
 * Undefined for links we must never open (script, data, file).
 *
 * @example
 * formatWalletConnectLink('metamask://', 'wc:abc@2?x=1') // 'metamask://wc?uri=wc%3Aabc%402%3Fx%3D1'
 */
export function formatWalletConnectLink(link: string | null | undefined, uri: string): string | undefined {
  const trimmed = link?.trim();
  if (!trimmed || UNSAFE.test(trimmed)) return undefined;
  const base = trimmed.includes('://') ? trimmed : `${trimmed.replace(/[:/]+$/, '')}://`;
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  return `${withSlash}wc?uri=${encodeURIComponent(uri)}`;
}

/** Seconds-since-epoch expiry a pairing URI carries (`expiryTimestamp`), as milliseconds. */
export function pairingExpiry(uri: string): number | undefined {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri);
  return match ? Number(match[1]) * 1000 : undefined;
}
