import { isSafeRpcMethod } from '../isSafeRpcMethod';
import type { EmbeddedLink } from './EmbeddedLink';
import type { EmbeddedUser } from './EmbeddedUser';
import type { SecureFrame } from './createSecureFrame';

/**
 * The frame switches by itself, with no approval of the visitor: it answers SWITCH_NETWORK at
 * once or not at all (FrameRequestTimeoutError after this long; spec §9's frame request timeout).
 */
const SWITCH_TIMEOUT_MS = 30_000;

/**
 * The link of one signed-in session; `end` tells its adapters the session is over (sign-out).
 * A request the visitor approves in the frame is sent once the frame is shown for it
 * (ApproveTransaction), since the frame refuses a signing request it cannot show.
 */
export function createEmbeddedLink(frame: SecureFrame, user: EmbeddedUser): EmbeddedLink & { end(): void } {
  const ended = new Set<() => void>();
  return {
    user,
    request: ({ method, params }, { chainId, rpcUrl }) =>
      frame.request('RPC_REQUEST', { method, params, chainId, ...(rpcUrl ? { rpcUrl } : {}) }, { whenShown: !isSafeRpcMethod(method) }),
    async switchNetwork({ chainId, rpcUrl }) {
      const answer = await frame.request<{ chainId?: unknown }>('SWITCH_NETWORK', { chainId, ...(rpcUrl ? { rpcUrl } : {}) }, { timeoutMs: SWITCH_TIMEOUT_MS });
      const switched = answer?.chainId;
      return typeof switched === 'number' || typeof switched === 'string' ? switched : chainId;
    },
    abort() {
      frame.dropUnshown();
      void frame.request('RPC_ABORT').catch(() => undefined);
    },
    onEnded(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
    end() {
      for (const listener of [...ended]) listener();
      ended.clear();
    },
  };
}
