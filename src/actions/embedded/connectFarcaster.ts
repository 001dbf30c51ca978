import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { FrameAnswerError } from '../../errors/embeddedErrors';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { track } from '../../stores/events';
import { $route, pushView } from '../../stores/router';
import { $socialLogin } from '../../stores/socialLogin';
import { isWebUrl, safeLinkUrl } from '../../utils/safeUrl';
import { CONNECT_STEP_TIMEOUT_MS } from './connectEmail';
import { askPastLongPolls } from './askPastLongPolls';
import { embeddedNamespaces } from './embeddedNamespaces';
import { failSocialLogin } from './failSocialLogin';
import { finishSocialLogin } from './finishSocialLogin';
import { getSecureFrame } from './getSecureFrame';

let attempt = 0;
/** How long ConnectingFarcaster waits for the approval of its QR code. */
const FARCASTER_APPROVAL_WINDOW_MS = 10 * 60_000;

/**
 * Farcaster (spec §4/§5): the frame gives an approval link, shown as a QR code in
 * ConnectingFarcaster for the visitor's Farcaster app, then waits for the approval and
 * signs the visitor in.
 */
export async function connectFarcaster(): Promise<void> {
  const mine = (attempt += 1);
  // Given up when a newer attempt started, or the visitor left (abandonSocialLogin reset the state).
  const isCurrent = () => mine === attempt && $socialLogin.get().provider === 'farcaster' && $socialLogin.get().status !== 'idle';
  track('SOCIAL_LOGIN_STARTED', { provider: 'farcaster' });
  $socialLogin.set({ provider: 'farcaster', status: 'waiting', error: undefined, farcasterUrl: undefined });
  if ($route.get().view !== 'ConnectingFarcaster') pushView('ConnectingFarcaster');
  try {
    for (const namespace of embeddedNamespaces()) dispatchConnection(namespace, { type: 'connect', connectorUid: EMBEDDED_ID });
    const frame = await getSecureFrame();
    const answer = await frame.request<{ url?: unknown }>('GET_FARCASTER_URI', undefined, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    const url = safeLinkUrl(answer?.url);
    if (!url || !isWebUrl(url)) throw new FrameAnswerError('GET_FARCASTER_URI gave no web link');
    if (!isCurrent()) return;
    $socialLogin.set({ ...$socialLogin.get(), farcasterUrl: url.href });
    // A long poll that ends unapproved after about 25 s: a visitor still finding their phone is
    // waited for while this attempt and its view last (the QR code stays good).
    await askPastLongPolls(frame, 'CONNECT_FARCASTER', {
      stillWanted: () => isCurrent() && $route.get().view === 'ConnectingFarcaster',
      windowMs: FARCASTER_APPROVAL_WINDOW_MS,
      timeoutMs: CONNECT_STEP_TIMEOUT_MS,
    });
    if (!isCurrent()) return;
    $socialLogin.set({ ...$socialLogin.get(), status: 'connecting' });
    await finishSocialLogin(frame, 'farcaster');
  } catch (thrown) {
    if (isCurrent()) failSocialLogin(thrown);
  }
}
