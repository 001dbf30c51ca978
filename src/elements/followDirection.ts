import { $locale } from '../stores/locale';

/**
 * Keeps `dir="rtl"` on a host element while the modal speaks a right-to-left language, so the
 * element lays out mirrored where it sits in the page; returns the function that stops. It
 * removes only a `dir` it set itself.
 */
export function followDirection(host: HTMLElement): () => void {
  let ours = false;
  return $locale.subscribe(({ dir }) => {
    if (dir === 'rtl') {
      ours = ours || host.getAttribute('dir') !== 'rtl';
      host.setAttribute('dir', 'rtl');
    } else if (ours) {
      host.removeAttribute('dir');
      ours = false;
    }
  });
}
