import { SHAKE_MS } from '../config/defaults';
import { $modalState } from '../stores/modal';

let timer: ReturnType<typeof setTimeout> | undefined;

/** Shakes the card for 500 ms to draw the eye to an error (spec §4). */
export function shakeModal(): void {
  clearTimeout(timer);
  $modalState.setKey('shake', true);
  timer = setTimeout(() => $modalState.setKey('shake', false), SHAKE_MS);
}
