import type { ViewName } from '../router/viewManifest';
import { $modalState } from './modal';
import { $route } from './router';

/** Whether the visitor is looking at one of `views`: the modal open on it. */
export function isShowing(...views: ViewName[]): boolean {
  return $modalState.get().open && views.includes($route.get().view);
}
