import { map } from 'nanostores';
import { fetchImage } from '../services/walletList/fetchImage';
import { walletListContext } from './serviceContexts';

/** Object URLs of asset images by image id; 'failed' once an image could not be loaded. */
export const $assetImages = map<Record<string, string>>({});

const requested = new Set<string>();

/**
 * Loads a network or connector image once per page, as an object URL (so it renders as an
 * image only, from our own blob). A failure leaves the initials in place.
 */
export function requestAssetImage(imageId: string): void {
  const context = walletListContext();
  const key = `${context.baseUrl}|${imageId}`;
  if (requested.has(key)) return;
  requested.add(key);
  fetchImage(context, 'asset', imageId).then(
    (blob) => $assetImages.setKey(imageId, URL.createObjectURL(blob)),
    () => $assetImages.setKey(imageId, 'failed'),
  );
}
