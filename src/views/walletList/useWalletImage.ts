import { useCallback, useSyncExternalStore } from 'react';
import { $walletImages } from '../../stores/walletImages';

/**
 * The stored value of one wallet image (object URL or 'failed'). Each component listens to
 * its own key only, so a list of hundreds re-renders just the tile whose image arrived.
 */
export function useWalletImage(imageId: string | null | undefined): string | undefined {
  const subscribe = useCallback(
    (onChange: () => void) =>
      $walletImages.listen((_value, _old, changedKey) => {
        if (changedKey === undefined || changedKey === imageId) onChange();
      }),
    [imageId],
  );
  const read = () => (imageId ? $walletImages.get()[imageId] : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
