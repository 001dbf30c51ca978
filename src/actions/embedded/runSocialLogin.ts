import type { SocialProvider } from '../../config/defaults';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { waitForSocialResult } from '../../connectors/embedded/waitForSocialResult';
import { FrameAnswerError, SocialWindowError } from '../../errors/embeddedErrors';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { $socialLogin } from '../../stores/socialLogin';
import { isWebUrl, safeLinkUrl } from '../../utils/safeUrl';
import { CONNECT_STEP_TIMEOUT_MS } from './connectEmail';
import { embeddedNamespaces, embeddedNetwork } from './embeddedNamespaces';
import { failSocialLogin } from './failSocialLogin';
import { finishSocialLogin } from './finishSocialLogin';
import { getSecureFrame } from './getSecureFrame';
import { endSocialAttempt } from './socialAttempt';

/**
 * The rest of a social login, after the click opened its window (see startSocialLogin):
 * the frame gives the provider's login page for the window, the window's result comes back by
 * a posted message from that window at the secure site's origin, and the frame signs the
 * visitor in with it.
 */
export async function runSocialLogin(provider: SocialProvider, popup: Window | null, attempt: AbortController): Promise<void> {
  // Left before this code came (Back, Escape): nothing was started, nothing is connecting.
  if (attempt.signal.aborted) return endSocialAttempt(attempt);
  try {
    for (const namespace of embeddedNamespaces()) dispatchConnection(namespace, { type: 'connect', connectorUid: EMBEDDED_ID });
    if (!popup) throw new SocialWindowError('blocked');
    const frame = await getSecureFrame();
    const answer = await frame.request<{ uri?: unknown }>('GET_SOCIAL_REDIRECT_URI', { provider }, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    const login = safeLinkUrl(answer?.uri);
    if (!login || !isWebUrl(login)) throw new FrameAnswerError('GET_SOCIAL_REDIRECT_URI gave no web link');
    if (attempt.signal.aborted) return;
    popup.location.href = login.href;
    const resultUri = await waitForSocialResult(popup, frame.origin, attempt.signal);
    $socialLogin.set({ ...$socialLogin.get(), status: 'connecting' });
    await frame.request('CONNECT_SOCIAL', { uri: resultUri, chainId: embeddedNetwork()?.id }, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    if (attempt.signal.aborted) return;
    await finishSocialLogin(frame, provider);
  } catch (thrown) {
    if (!attempt.signal.aborted) failSocialLogin(thrown);
  } finally {
    if (popup && !popup.closed) popup.close();
    endSocialAttempt(attempt);
  }
}
