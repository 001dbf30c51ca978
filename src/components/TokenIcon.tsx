import { useState } from 'react';
import { isSafeImageUrl } from '../utils/isSafeImageUrl';

/** A token's icon from a service's answer; a neutral coin when the URL is not a safe image or it fails to load. */
export function TokenIcon({ url, size = 32 }: { url: string; size?: number }) {
  const [failed, setFailed] = useState<string>();
  if (isSafeImageUrl(url) && failed !== url) {
    return <img className="wm-token-icon" src={url} alt="" width={size} height={size} onError={() => setFailed(url)} />;
  }
  return (
    <span className="wm-token-icon wm-glyph" data-image="failed" aria-hidden="true" style={{ width: size, height: size }}>
      <svg width={size / 2} height={size / 2} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} focusable="false">
        <circle cx="12" cy="12" r="9" />
        <circle cx="12" cy="12" r="4.5" />
      </svg>
    </span>
  );
}
