import { map } from 'nanostores';
import { fetchImage } from '../services/walletList/fetchImage';
import { walletListContext } from './serviceContexts';

/** Object URLs of wallet images by image id; 'failed' once an image could not be loaded. */
export const $walletImages = map<Record<string, string>>({});

const requested = new Set<string>();

/**
 * Loads a wallet's image once per page from GET /getWalletImage/{image_id}, as an object URL
 * of a blob whose type is image/* (fetchImage refuses anything else), so an untrusted image
 * can only ever render as an image. A failure leaves the placeholder in place.
 */
export function requestWalletImage(imageId: string | null | undefined): void {
  if (!imageId) return;
  const context = walletListContext();
  const key = `${context.baseUrl}|${imageId}`;
  if (requested.has(key)) return;
  requested.add(key);
  fetchImage(context, 'wallet', imageId).then(
    (blob) => $walletImages.setKey(imageId, URL.createObjectURL(blob)),
    () => $walletImages.setKey(imageId, 'failed'),
  );
}

/** The object URL to show for an image id, or undefined while loading, after a failure or for anything not ours. */
export function walletImageUrl(value: string | undefined): string | undefined {
  return value && value.startsWith('blob:') ? value : undefined;
}
