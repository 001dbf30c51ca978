import type { WireBalance } from '../../services/blockchain/wireTypes';
import { isSafeImageUrl } from '../../utils/isSafeImageUrl';

/** A token's icon from the balance answer, or a blank disc when it has no safe one. */
export function TokenIcon({ token, size = 32 }: { token: WireBalance; size?: number }) {
  return isSafeImageUrl(token.iconUrl) ? (
    <img className="wm-token-icon" src={token.iconUrl} alt="" width={size} height={size} />
  ) : (
    <span className="wm-token-icon" aria-hidden="true" />
  );
}
