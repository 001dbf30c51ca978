import { HttpStatusError } from '../../errors/httpErrors';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

/** Kinds of images the wallet-list service serves, by path. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';

const PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
};

/** Far more than any wallet, network or token icon: a larger answer is not one. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** An image blob from the wallet-list service (image/* and at most MAX_IMAGE_BYTES); the caller turns it into an object URL. */
export async function fetchImage(context: ServiceContext, kind: ImageKind, id: string): Promise<Blob> {
  const url = serviceUrl(context.baseUrl, `${PATHS[kind]}${encodeURIComponent(id)}`, context.identity);
  const response = await fetch(url, context.timeoutMs ? { signal: AbortSignal.timeout(context.timeoutMs) } : undefined);
  if (!response.ok) throw new HttpStatusError(response.status, url);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new HttpStatusError(415, url, `not an image: ${blob.type}`);
  if (blob.size > MAX_IMAGE_BYTES) throw new HttpStatusError(413, url, `image too large: ${blob.size} bytes`);
  return blob;
}
