import { FrameRequestTimeoutError } from '../../errors/embeddedErrors';
import { clearEmbeddedWalletKeys } from '../../services/storage/embeddedWalletKeys';
import { removeConnectedSocialProvider, removeConnectedSocialUsername } from '../../services/storage/socialLogin';
import { $emailLogin, idleEmailLogin } from '../../stores/emailLogin';
import { $emailUpdate, idleEmailUpdate } from '../../stores/emailUpdate';
import { $embeddedUser } from '../../stores/embeddedUser';
import { $socialLogin, idleSocialLogin } from '../../stores/socialLogin';
import { getEmbeddedSession, setEmbeddedSession } from './embeddedSession';
import { getSecureFrame } from './getSecureFrame';

/** Spec §9: signing out waits for the frame at most 3 s. */
const SIGN_OUT_MS = 3_000;

/**
 * Signs the embedded wallet out: the host-side keys of spec §3 go (spec §4), the session's
 * adapters are told, and the frame ends its session (waited for at most 3 s: the visitor
 * asked to leave, and leaves either way).
 */
export async function signOutEmbedded(): Promise<void> {
  const session = getEmbeddedSession();
  setEmbeddedSession(undefined);
  clearEmbeddedWalletKeys();
  removeConnectedSocialProvider();
  removeConnectedSocialUsername();
  $emailLogin.set(idleEmailLogin);
  $emailUpdate.set(idleEmailUpdate);
  $socialLogin.set(idleSocialLogin);
  $embeddedUser.set(undefined);
  if (!session) return;
  const frame = await getSecureFrame();
  await frame.request('SIGN_OUT', undefined, { timeoutMs: SIGN_OUT_MS }).catch((error: unknown) => {
    if (!(error instanceof FrameRequestTimeoutError)) throw error;
  });
}
