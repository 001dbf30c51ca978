import type { SwapToken } from '../../stores/swap';
import { isSafeImageUrl } from '../../utils/isSafeImageUrl';

/** A swap token's logo, or a blank disc when it has no safe one. */
export function SwapTokenIcon({ token, size = 24 }: { token: SwapToken; size?: number }) {
  return isSafeImageUrl(token.logoUri) ? (
    <img className="wm-token-icon" src={token.logoUri} alt="" width={size} height={size} />
  ) : (
    <span className="wm-token-icon" aria-hidden="true" />
  );
}
