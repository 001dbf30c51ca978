import { createContext } from 'react';
import { requestWalletImage } from '../../stores/walletImages';

/** Requests wallet images when their placeholder comes near the visible part of the list. */
export interface LazyImageLoader {
  /** Watches a placeholder; returns the function that stops watching it. */
  observe(element: Element, imageId: string): () => void;
  disconnect(): void;
}

/**
 * One IntersectionObserver for a whole list (hundreds of tiles), rooted at the modal's
 * scrolling body, which it finds from the first element it watches.
 */
export function createLazyImageLoader(rootMargin = '100px 0px'): LazyImageLoader {
  let observer: IntersectionObserver | undefined;
  const imageIds = new WeakMap<Element, string>();
  const watch = (element: Element) =>
    (observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          requestWalletImage(imageIds.get(entry.target));
        }
      },
      { root: element.closest('.wm-body'), rootMargin },
    ));
  return {
    observe(element, imageId) {
      imageIds.set(element, imageId);
      watch(element).observe(element);
      return () => observer?.unobserve(element);
    },
    disconnect() {
      observer?.disconnect();
      observer = undefined;
    },
  };
}

/** The loader of the list a tile is in; without one, images load at once. */
export const LazyImageContext = createContext<LazyImageLoader | null>(null);
