import { isSafeImageUrl } from '../utils/isSafeImageUrl';

/** Hue in [0, 360) derived from a string, so each address gets a stable colour. */
function hueOf(seed: string, offset: number): number {
  let hash = offset;
  for (let i = 0; i < seed.length; i += 1) hash = (hash * 31 + seed.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/**
 * The account's avatar: its profile image when it has one, else a gradient drawn from the
 * address. Decorative: the address or name next to it is the text.
 */
export function Avatar({ address, image, size = 32 }: { address: string; image?: string | undefined; size?: number }) {
  if (isSafeImageUrl(image)) {
    return <img className="wm-avatar" src={image} alt="" width={size} height={size} />;
  }
  const seed = address.toLowerCase();
  const background = `radial-gradient(circle at 30% 30%, hsl(${hueOf(seed, 7)} 80% 70%), hsl(${hueOf(seed, 13)} 70% 45%))`;
  return <span className="wm-avatar" aria-hidden="true" style={{ width: size, height: size, background }} />;
}
