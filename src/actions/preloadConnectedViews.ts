import { VIEW_MANIFEST } from '../router/viewManifest';
import { $account } from '../stores/account';

let following = false;

/**
 * Loads the connected account's views (Account, networks, switching) as soon as an account is
 * connected or being restored, so that the next click shows Account in its first frame; a first
 * visit, never connected, loads none of them before its first click.
 */
export function preloadConnectedViews(): void {
  if (following) return;
  following = true;
  // Loaded once; a failed load is tried again when a view needs it.
  const load = () => void VIEW_MANIFEST.Account.load().catch(() => undefined);
  if ($account.get().status !== 'disconnected') return load();
  const stop = $account.listen(({ status }) => {
    if (status === 'disconnected') return;
    stop();
    load();
  });
}
