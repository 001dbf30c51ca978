import { useEffect } from 'react';
import type { Network } from '../config/Network';
import { useStore } from '../hooks/useStore';
import { $assetImages, requestAssetImage } from '../stores/assetImages';

function hueOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 33 + text.charCodeAt(i)) % 360;
  return hash;
}

/** A network's image from the wallet-list service, with its initials until (or unless) it loads. */
export function NetworkIcon({ network, size = 32 }: { network: Network; size?: number }) {
  const images = useStore($assetImages);
  const imageId = network.assets?.imageId;
  useEffect(() => {
    if (imageId) requestAssetImage(imageId);
  }, [imageId]);
  const loaded = imageId ? images.get(imageId) : undefined;
  const imageUrl = network.assets?.imageUrl ?? (loaded && loaded !== 'failed' ? loaded : undefined);
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
      data-image={imageUrl ? 'loaded' : 'initials'}
      style={{ width: size, height: size, background: imageUrl ? undefined : `hsl(${hueOf(network.caipNetworkId)} 55% 28%)` }}
    >
      {imageUrl ? <img src={imageUrl} alt="" /> : initials}
    </span>
  );
}
