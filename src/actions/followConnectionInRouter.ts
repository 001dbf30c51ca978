import { $isConnected } from '../stores/account';
import { $route, resetView } from '../stores/router';

let following = false;

/**
 * An Account view whose account went away (disconnected here or in the wallet) turns into
 * Connect: open, so the visitor never looks at an empty account; closed (the view a modal
 * rests on, spec §2), so the page never reads Account while nobody is connected.
 */
export function followConnectionInRouter(): void {
  if (following) return;
  following = true;
  $isConnected.listen((connected) => {
    if (!connected && $route.get().view === 'Account') resetView('Connect');
  });
}
