import { useEffect } from 'react';
import type { Network } from '../config/Network';
import { useStore } from '../hooks/useStore';
import { $assetImages, requestAssetImage } from '../stores/assetImages';
import { Icon } from './Icon';
import { Logo } from './logos/Logo';
import { useLogoMark } from './logos/useLogoMark';

/**
 * A network's icon: the host's image URL, else the logo the modal ships for a built-in network,
 * else its image from the wallet-list service; a neutral globe until one arrives or when none does.
 */
export function NetworkIcon({ network, size = 32 }: { network: Network; size?: number }) {
  const images = useStore($assetImages);
  const mark = useLogoMark(network.caipNetworkId);
  const ownUrl = network.assets?.imageUrl;
  const imageId = !ownUrl && mark === null ? network.assets?.imageId : undefined;
  useEffect(() => {
    if (imageId) requestAssetImage(imageId);
  }, [imageId]);
  const loaded = imageId ? images.get(imageId) : undefined;
  const imageUrl = ownUrl ?? (loaded && loaded !== 'failed' ? loaded : undefined);
  const pending = !ownUrl && (mark === undefined || (!!imageId && !loaded));
  return (
    <span className="wm-network-icon" aria-hidden="true" data-image={imageUrl ? 'loaded' : mark ? 'logo' : pending ? 'loading' : 'failed'} style={{ width: size, height: size }}>
      {imageUrl ? <img src={imageUrl} alt="" /> : mark ? <Logo name={network.caipNetworkId} size={size} /> : <Icon name="network" size={Math.round(size * 0.6)} />}
    </span>
  );
}
