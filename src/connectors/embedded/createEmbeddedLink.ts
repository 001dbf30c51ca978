import { isSafeRpcMethod } from '../../utils/isSafeRpcMethod';
import type { EmbeddedLink } from './EmbeddedLink';
import type { EmbeddedUser } from './EmbeddedUser';
import type { SecureFrame } from './createSecureFrame';

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
      const answer = await frame.request<{ chainId?: unknown }>('SWITCH_NETWORK', { chainId, ...(rpcUrl ? { rpcUrl } : {}) });
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
