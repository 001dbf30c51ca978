import { $isConnected } from '../stores/account';
import { VIEW_MANIFEST, type ViewEntry } from '../router/viewManifest';
import { $route, resetView } from '../stores/router';

let following = false;

/**
 * A view of the account (the manifest's `ofAccount`: Account, Send, Swap, Buy, Activity…) whose
 * account went away (disconnected here or in the wallet) turns into Connect: open, so the
 * visitor never looks at an empty account or presses a button that can no longer do anything;
 * closed (the view a modal rests on, spec §2), so the page never reads Account while nobody is
 * connected.
 */
export function followConnectionInRouter(): void {
  if (following) return;
  following = true;
  $isConnected.listen((connected) => {
    const entry: ViewEntry<unknown> = VIEW_MANIFEST[$route.get().view];
    if (!connected && entry.ofAccount) resetView('Connect');
  });
}
