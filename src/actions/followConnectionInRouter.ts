import { $isConnected } from '../stores/account';
import { $modalState } from '../stores/modal';
import { $route, resetView } from '../stores/router';

let following = false;

/**
 * An open Account view whose account went away (disconnected here or in the wallet)
 * turns into Connect, so the visitor never looks at an empty account.
 */
export function followConnectionInRouter(): void {
  if (following) return;
  following = true;
  $isConnected.listen((connected) => {
    if (!connected && $modalState.get().open && $route.get().view === 'Account') resetView('Connect');
  });
}
