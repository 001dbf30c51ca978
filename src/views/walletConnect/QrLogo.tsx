import { useEffect } from 'react';
import { Icon } from '../../components/Icon';
import { requestWalletImage, walletImageUrl } from '../../stores/walletImages';
import { useWalletImage } from '../walletList/useWalletImage';

/**
 * The logo in the centre of a pairing QR code: the chosen wallet's image (our own blob: URL,
 * never a URL from the catalogue), or the WalletConnect mark for any wallet app and when the
 * image cannot be had. Nothing while the image loads, so one logo does not jump to another.
 * Decorative: the code's own label names it.
 */
export function QrLogo({ imageId }: { imageId: string | null | undefined }) {
  const value = useWalletImage(imageId);
  const pending = !!imageId && value === undefined;
  useEffect(() => {
    if (pending) requestWalletImage(imageId);
  }, [pending, imageId]);
  const url = walletImageUrl(value);
  if (url) return <img className="wm-qr-logo-image" src={url} alt="" decoding="async" data-logo="wallet" />;
  if (pending) return null;
  return (
    <span className="wm-qr-logo-mark" data-logo="walletconnect">
      <Icon name="walletConnect" />
    </span>
  );
}
