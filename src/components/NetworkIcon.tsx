import type { Network } from '../config/Network';

function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 33 + text.charCodeAt(i)) % 360;
  return hash;
}

/** A network's image, or its initials on a colour of its own until images are loaded. */
export function NetworkIcon({ network, size = 32 }: { network: Network; size?: number }) {
  const imageUrl = network.assets?.imageUrl;
  const initials = network.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      className="wm-network-icon"
      aria-hidden="true"
      style={{ width: size, height: size, background: imageUrl ? undefined : `hsl(${hueOf(network.caipNetworkId)} 55% 28%)` }}
    >
      {imageUrl ? <img src={imageUrl} alt="" /> : initials}
    </span>
  );
}
