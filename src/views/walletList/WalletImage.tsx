import { useCallback, useContext, useEffect, useState } from 'react';
import { Icon } from '../../components/Icon';
import { requestWalletImage, walletImageUrl } from '../../stores/walletImages';
import { useWalletImage } from './useWalletImage';
import { LazyImageContext } from './lazyImageLoader';

export interface WalletImageProps {
  imageId: string | null | undefined;
  size?: number;
}

/**
 * A catalogue wallet's image: only ever our own blob: object URL in an <img> (never a URL
 * from the entry), with a neutral wallet glyph until it loads or when it fails (to fetch or to
 * decode). Inside a list with a lazy loader it is requested once it scrolls near view; elsewhere at once.
 */
export function WalletImage({ imageId, size = 48 }: WalletImageProps) {
  const value = useWalletImage(imageId);
  const loader = useContext(LazyImageContext);
  const pending = !!imageId && value === undefined;
  useEffect(() => {
    if (pending && !loader) requestWalletImage(imageId);
  }, [pending, loader, imageId]);
  const watch = useCallback(
    (element: HTMLSpanElement | null) => (element && pending && loader && imageId ? loader.observe(element, imageId) : undefined),
    [pending, loader, imageId],
  );
  const [broken, setBroken] = useState<string>();
  const url = walletImageUrl(value);
  if (url && url !== broken) {
    return <img className="wm-wallet-icon" src={url} alt="" width={size} height={size} decoding="async" data-image="loaded" onError={() => setBroken(url)} />;
  }
  return (
    <span
      ref={watch}
      className="wm-wallet-placeholder"
      data-image={value === 'failed' || !imageId || url ? 'failed' : 'loading'}
      aria-hidden="true"
      style={{ width: size, height: size }}
    >
      <Icon name="wallet" size={Math.round(size / 2)} />
    </span>
  );
}
