import { $locale } from '../stores/locale';

/**
 * Keeps `dir="rtl"` on a host element while the modal speaks a right-to-left language, so the
 * element lays out mirrored where it sits in the page; returns the function that stops. It
 * removes only a `dir` it set itself.
 */
export function followDirection(host: HTMLElement): () => void {
  let ours = false;
  const drop = () => {
    if (ours) host.removeAttribute('dir');
    ours = false;
  };
  const stop = $locale.subscribe(({ dir }) => {
    if (dir !== 'rtl') return drop();
    ours = ours || host.getAttribute('dir') !== 'rtl';
    host.setAttribute('dir', 'rtl');
  });
  // Stopped (the element left the page): the dir it set goes too, so a later start sees the page's own.
  return () => {
    stop();
    drop();
  };
}
