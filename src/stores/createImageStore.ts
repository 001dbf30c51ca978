import { atom, type ReadableAtom } from 'nanostores';
import { fetchImage } from '../services/walletList/fetchImage';
import { walletListContext } from './serviceContexts';

export interface ImageStore {
  /** Object URLs by image id; 'failed' once an image could not be loaded. A Map: ids are outside strings. */
  $images: ReadableAtom<ReadonlyMap<string, string>>;
  /** Loads an image once per page and service, unless it is loading or loaded already. */
  request(imageId: string | null | undefined): void;
}

/**
 * Images of one kind from the wallet-list service, each loaded once per page as an object URL
 * of a blob whose type is image/* (fetchImage refuses anything else), so an untrusted image can
 * only ever render as an image. A failure leaves the view's placeholder in place.
 */
export function createImageStore(kind: 'wallet' | 'asset'): ImageStore {
  const $images = atom<ReadonlyMap<string, string>>(new Map());
  const requested = new Set<string>();
  const set = (imageId: string, value: string) => $images.set(new Map($images.get()).set(imageId, value));
  return {
    $images,
    request(imageId) {
      if (!imageId || typeof imageId !== 'string') return;
      const context = walletListContext();
      const key = `${context.baseUrl}|${imageId}`;
      if (requested.has(key)) return;
      requested.add(key);
      fetchImage(context, kind, imageId).then(
        (blob) => set(imageId, URL.createObjectURL(blob)),
        () => set(imageId, 'failed'),
      );
    },
  };
}
