import { isSafeImageUrl } from '../../../utils/isSafeImageUrl';
import type { InjectedWallet } from './InjectedWallet';

const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/**
 * Reads an `eip6963:announceProvider` detail. Announcements are untrusted input from any
 * script on the page: a malformed one is ignored, names are trimmed and capped, and only a
 * data: image is kept as the icon (it renders as an <img>, never as markup).
 */
export function parseAnnouncement(detail: unknown): InjectedWallet | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const { info, provider } = detail as { info?: Record<string, unknown>; provider?: { request?: unknown } };
  if (!info || !provider || typeof provider.request !== 'function') return undefined;
  const { uuid, name, icon, rdns } = info;
  if (typeof uuid !== 'string' || typeof name !== 'string' || typeof rdns !== 'string') return undefined;
  const cleanName = name.trim().slice(0, 64);
  if (!cleanName || !RDNS.test(rdns) || rdns.length > 128) return undefined;
  return {
    uuid,
    name: cleanName,
    icon: isSafeImageUrl(icon, ['data']) ? icon : undefined,
    rdns,
    provider: provider as InjectedWallet['provider'],
  };
}
