import { Icon } from '../components/Icon';

/** A wallet's own icon (an announced data: image, shown only as an image), or a generic one. */
export function WalletIcon({ src, size = 32 }: { src: string | undefined; size?: number }) {
  if (!src) return <Icon name="wallet" size={size} />;
  return <img className="wm-wallet-icon" src={src} alt="" width={size} height={size} />;
}
