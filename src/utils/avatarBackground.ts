/** Hue in [0, 360) derived from a string, so each address gets a stable colour. */
function hueOf(seed: string, offset: number): number {
  let hash = offset;
  for (let i = 0; i < seed.length; i += 1) hash = (hash * 31 + seed.charCodeAt(i)) >>> 0;
  return hash % 360;
}

/** The gradient an address without a profile image is drawn as: the same for the same address. */
export function avatarBackground(address: string): string {
  const seed = address.toLowerCase();
  return `radial-gradient(circle at 30% 30%, hsl(${hueOf(seed, 7)} 80% 70%), hsl(${hueOf(seed, 13)} 70% 45%))`;
}
