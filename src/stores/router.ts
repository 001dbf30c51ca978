import { atom, computed } from 'nanostores';
import type { RouteData, RouteEntry } from '../router/RouteEntry';
import type { ViewName } from '../router/viewNames';

/** View history of the modal; the last entry is on screen. Never empty. */
export const $history = atom<readonly RouteEntry[]>([{ view: 'Connect' }]);

export const $route = computed($history, (history) => history[history.length - 1] as RouteEntry);

export function pushView(view: ViewName, data?: RouteData): void {
  $history.set([...$history.get(), { view, data }]);
}

/** Replaces the view on screen, keeping the history before it. */
export function replaceView(view: ViewName, data?: RouteData): void {
  $history.set([...$history.get().slice(0, -1), { view, data }]);
}

/** Starts a new history with one view. */
export function resetView(view: ViewName, data?: RouteData): void {
  $history.set([{ view, data }]);
}

/** Pops one view. Returns false, changing nothing, when only one is left. */
export function popView(): boolean {
  const history = $history.get();
  if (history.length <= 1) return false;
  $history.set(history.slice(0, -1));
  return true;
}
