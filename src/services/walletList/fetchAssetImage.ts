import { HttpStatusError } from '../../errors/httpErrors';
import type { ServiceIdentity } from '../http/ServiceIdentity';
import { serviceUrl } from '../http/serviceUrl';

/** GET /public/getAssetImage/{id} of the wallet-list service: a network or connector image. */
export async function fetchAssetImage(explorerUrl: string, identity: ServiceIdentity, imageId: string): Promise<Blob> {
  const url = serviceUrl(explorerUrl, `/public/getAssetImage/${encodeURIComponent(imageId)}`, identity);
  const response = await fetch(url);
  if (!response.ok) throw new HttpStatusError(response.status, url);
  return response.blob();
}
