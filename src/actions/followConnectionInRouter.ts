import { $account, $isConnected } from '../stores/account';
import { VIEW_MANIFEST, type ViewEntry, type ViewName } from '../router/viewManifest';
import { $offeredFeatures, isViewOffered } from '../stores/offeredFeatures';
import { $route, resetView } from '../stores/router';

let following = false;

/**
 * A view of the account (the manifest's `ofAccount`: Account, Send, Swap, Buy, Activity, Sign
 * in…) whose account went away (disconnected here or in the wallet), or that is reached once it
 * has (Back, a flow that ends on one), turns into Connect: open, so the
 * visitor never looks at an empty account or presses a button that can no longer do anything;
 * closed (the view a modal rests on, spec §2), so the page never reads Account while nobody is
 * connected.
 */
export function followConnectionInRouter(): void {
  if (following) return;
  following = true;
  const ofAccount = (view: ViewName) => (VIEW_MANIFEST[view] as ViewEntry<unknown>).ofAccount === true;
  $isConnected.listen((connected) => {
    if (!connected && ofAccount($route.get().view)) resetView('Connect');
  });
  // Nor reached afterwards (Back, a flow that ends on one): only while nothing is connected or on
  // its way. And a feature's view whose feature is not offered (any more: another namespace, the
  // project's settings) could only wait for good: Account (or Connect) shows instead.
  const check = () => {
    const { view } = $route.get();
    if (ofAccount(view) && $account.get().status === 'disconnected') resetView('Connect');
    else if (!isViewOffered(view)) resetView($isConnected.get() ? 'Account' : 'Connect');
  };
  // Looked at once the navigation has settled: a step may pass through Account on its way
  // elsewhere (SwitchActiveChain resets to Account, then pushes Connect).
  $route.listen(() => queueMicrotask(check));
  $offeredFeatures.listen(check);
}
