import { useCallback, useSyncExternalStore } from 'react';
import { $walletImages } from '../../stores/walletImages';

/**
 * The stored value of one wallet image (object URL or 'failed'). React re-renders a component
 * only when its own image's value changed, so a list of hundreds re-renders just the tile
 * whose image arrived.
 */
export function useWalletImage(imageId: string | null | undefined): string | undefined {
  const subscribe = useCallback((onChange: () => void) => $walletImages.listen(onChange), []);
  const read = () => (imageId ? $walletImages.get().get(imageId) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
