// The identity endpoint's table: names and avatars of well-known dev accounts. Avatars are
// data: URIs because host pages under a strict CSP allow `img-src data: blob:`, not other hosts.
import { IDENTITIES } from './assets.mjs';
import { initialsSvg } from './svgImage.mjs';

const svgDataUri = (label, id) => `data:image/svg+xml;base64,${Buffer.from(initialsSvg(label, id)).toString('base64')}`;

/** `{ name, avatar }` of an address; both null when the twin knows nothing about it. */
export function identityOf(address) {
  const known = IDENTITIES[address.toLowerCase()];
  if (!known) return { name: null, avatar: null };
  return { name: known.name, avatar: known.avatarLabel ? svgDataUri(known.avatarLabel, known.name) : null };
}
