import { useState } from 'react';
import { Icon } from '../components/Icon';

/** A wallet's own icon (an announced data: image, shown only as an image); a neutral wallet when it has none or it fails. */
export function WalletIcon({ src, size = 32 }: { src: string | undefined; size?: number }) {
  const [failed, setFailed] = useState<string>();
  if (src && failed !== src) return <img className="wm-wallet-icon" src={src} alt="" width={size} height={size} onError={() => setFailed(src)} />;
  return (
    <span className="wm-wallet-placeholder" data-image="failed" aria-hidden="true" style={{ width: size, height: size }}>
      <Icon name="wallet" size={Math.max(12, Math.round(size / 2))} />
    </span>
  );
}
