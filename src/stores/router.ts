import { atom, computed } from 'nanostores';
import type { RouteDataArgs, TypedRoute } from '../router/RouteData';
import type { RouteData, RouteEntry } from '../router/RouteEntry';
import type { ViewName } from '../router/viewManifest';

/** View history of the modal; the last entry is on screen. Never empty. */
export const $history = atom<readonly RouteEntry[]>([{ view: 'Connect' }]);

export const $route = computed($history, (history) => history[history.length - 1] as RouteEntry);

/** Shows a view on top of the history, with the data its manifest entry declares. */
export function pushView<V extends ViewName>(view: V, ...data: RouteDataArgs<V>): void {
  pushRoute({ view, data: data[0] } as TypedRoute);
}

/** Shows a route whose view is decided at run time (a wallet's route), data typed with it. */
export function pushRoute(route: TypedRoute): void {
  $history.set([...$history.get(), route]);
}

/** Replaces the view on screen, keeping the history before it. */
export function replaceView<V extends ViewName>(view: V, ...data: RouteDataArgs<V>): void {
  $history.set([...$history.get().slice(0, -1), { view, data: data[0] } as TypedRoute]);
}

/** Starts a new history with one view (data from a host's `open()` is untrusted: views check it). */
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
