import { avatarBackground } from '../utils/avatarBackground';
import { isSafeImageUrl } from '../utils/isSafeImageUrl';

/**
 * The account's avatar: its profile image when it has one, else a gradient drawn from the
 * address. Decorative: the address or name next to it is the text.
 */
export function Avatar({ address, image, size = 32 }: { address: string; image?: string | undefined; size?: number }) {
  if (isSafeImageUrl(image)) {
    return <img className="wm-avatar" src={image} alt="" width={size} height={size} />;
  }
  return <span className="wm-avatar" aria-hidden="true" style={{ width: size, height: size, background: avatarBackground(address) }} />;
}
