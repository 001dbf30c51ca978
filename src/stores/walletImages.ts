import { createImageStore } from './createImageStore';

const walletImages = createImageStore('wallet');

/** Object URLs of wallet images by image id; 'failed' once an image could not be loaded. */
export const $walletImages = walletImages.$images;

/** Loads a wallet's image once per page from GET /getWalletImage/{image_id}. */
export const requestWalletImage = walletImages.request;

/** The object URL to show for an image id, or undefined while loading, after a failure or for anything not ours. */
export function walletImageUrl(value: string | undefined): string | undefined {
  return typeof value === 'string' && value.startsWith('blob:') ? value : undefined;
}
