// The identity endpoint's answer for an address: the name the registry (nameRegistry.mjs) holds
// for it, fixed or registered, and its avatar. Avatars are data: URIs because host pages under a
// strict CSP allow `img-src data: blob:`, not other hosts. Registered names have no avatar.
import { initialsSvg } from './svgImage.mjs';

const svgDataUri = (label, id) => `data:image/svg+xml;base64,${Buffer.from(initialsSvg(label, id)).toString('base64')}`;

/** The avatar of a registry entry (a data: URI), or null. */
export const avatarOf = (entry) => (entry.avatarLabel ? svgDataUri(entry.avatarLabel, entry.name) : null);

/** `{ name, avatar }` of an address; both null when the registry knows no name for it. */
export function identityOf(address, names) {
  const entry = names.ofAddress(address);
  if (!entry) return { name: null, avatar: null };
  return { name: entry.name, avatar: avatarOf(entry) };
}
