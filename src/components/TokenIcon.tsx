import { isSafeImageUrl } from '../utils/isSafeImageUrl';

/** A token's icon from a service's answer, or a blank disc when the URL is not a safe image. */
export function TokenIcon({ url, size = 32 }: { url: string; size?: number }) {
  return isSafeImageUrl(url) ? <img className="wm-token-icon" src={url} alt="" width={size} height={size} /> : <span className="wm-token-icon" aria-hidden="true" />;
}
