import { map } from 'nanostores';
import { fetchAssetImage } from '../services/walletList/fetchAssetImage';
import { $config } from './config';

/** Object URLs of asset images by image id; 'failed' once an image could not be loaded. */
export const $assetImages = map<Record<string, string>>({});

const requested = new Set<string>();

/**
 * Loads a network or connector image once per page, as an object URL (so it renders as an
 * image only, from our own blob). A failure leaves the initials in place.
 */
export function requestAssetImage(imageId: string): void {
  const config = $config.get();
  const key = `${config.explorerUrl}|${imageId}`;
  if (requested.has(key)) return;
  requested.add(key);
  fetchAssetImage(config.explorerUrl, config, imageId).then(
    (blob) => {
      if (!blob.type.startsWith('image/')) throw new TypeError(`not an image: ${blob.type}`);
      $assetImages.setKey(imageId, URL.createObjectURL(blob));
    },
    () => $assetImages.setKey(imageId, 'failed'),
  );
}
