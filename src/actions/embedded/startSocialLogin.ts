import type { SocialProvider } from '../../config/defaults';
import { track } from '../../stores/events';
import { $route, pushView } from '../../stores/router';
import { $socialLogin } from '../../stores/socialLogin';
import { openPendingWindow } from '../openPendingWindow';
import { endSocialAttempt, newSocialAttempt } from './socialAttempt';
import { messages } from '../../i18n/messages';

/**
 * A social login (spec §4/§5). The login window opens here, in the visitor's click itself
 * (see openPendingWindow); ConnectingSocial waits meanwhile and offers to try again. The rest of the login
 * (runSocialLogin) is a chunk of its own, loaded then.
 */
export function startSocialLogin(provider: Exclude<SocialProvider, 'farcaster'>): void {
  // A window of its own per attempt: a retry never reuses (and so never loses) the one before.
  const popup = openPendingWindow('wallet-modal-social', 'width=600,height=800');
  const attempt = newSocialAttempt(popup);
  track('SOCIAL_LOGIN_STARTED', { provider });
  $socialLogin.set({ provider, status: 'waiting', error: undefined, farcasterUrl: undefined });
  if ($route.get().view !== 'ConnectingSocial') pushView('ConnectingSocial');
  void import('./runSocialLogin').then(
    ({ runSocialLogin }) => runSocialLogin(provider, popup, attempt),
    // Its code did not come (offline): said as a failure to try again, its window closed.
    () => {
      if (attempt.signal.aborted) return;
      attempt.abort();
      endSocialAttempt(attempt);
      $socialLogin.set({ ...$socialLogin.get(), status: 'failed', error: () => messages.somethingWentWrong });
    },
  );
}
