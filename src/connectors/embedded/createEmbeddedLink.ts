import { FrameAnswerError, FrameRequestError } from '../../errors/embeddedErrors';
import { isSafeRpcMethod } from '../isSafeRpcMethod';
import type { EmbeddedLink } from './EmbeddedLink';
import type { EmbeddedUser } from './EmbeddedUser';
import type { SecureFrame } from './createSecureFrame';
import { parseEmbeddedUser } from './parseEmbeddedUser';

/**
 * The frame switches by itself, with no approval of the visitor: it answers SWITCH_NETWORK at
 * once or not at all (FrameRequestTimeoutError after this long; spec §9's frame request timeout).
 * GET_USER and SET_PREFERRED_ACCOUNT get as long.
 */
const FRAME_TIMEOUT_MS = 30_000;

/**
 * Requests after whose success a smart account that was not deployed may be: the user is read
 * again. wallet_sendCalls is not among them: it answers the batch id at once, before the user
 * operation is included, so the account is deployed only once wallet_getCallsStatus says the
 * batch is done (a status of 200 or more, EIP-5792).
 */
const DEPLOYING_METHODS = new Set(['eth_sendTransaction', 'eth_sendUserOperation']);

const isSettledBatch = (method: string, answer: unknown) =>
  method === 'wallet_getCallsStatus' && typeof (answer as { status?: unknown } | null)?.status === 'number' && (answer as { status: number }).status >= 200;

const hasSmartAccount = (user: EmbeddedUser) => user.accounts.some((account) => account.type === 'smartAccount');

/**
 * The link of one signed-in session (`asked`: the account type the sign-in asked for); `end` tells its adapters the session is over (sign-out).
 * A request the visitor approves in the frame is sent once the frame is shown for it
 * (ApproveTransaction), since the frame refuses a signing request it cannot show. The user
 * follows the frame: on a network switch (a smart account has another address on each network
 * where it is enabled, and none elsewhere), a change of account type, and after a send from a
 * smart account not yet deployed (its first transaction deploys it; a batch's, once its status says it is done). The preferred type is kept
 * apart from the active one: on a network without smart accounts the plain account is active,
 * and the smart account comes back on the next network that has one.
 */
export function createEmbeddedLink(
  frame: SecureFrame,
  user: EmbeddedUser,
  asked: EmbeddedUser['preferredAccountType'] = user.preferredAccountType,
): EmbeddedLink & { end(): void } {
  const ended = new Set<() => void>();
  const changed = new Set<(user: EmbeddedUser) => void>();
  let current = user;
  // Where the user has no smart account, the plain one is active whatever they prefer: the type asked for stands.
  let preferred = hasSmartAccount(user) ? user.preferredAccountType : asked;
  let live = true;
  const update = (next: EmbeddedUser) => {
    if (!live) return current;
    const before = JSON.stringify([current, preferred]);
    current = next;
    if (hasSmartAccount(next)) preferred = next.preferredAccountType;
    if (JSON.stringify([next, preferred]) !== before) for (const listener of [...changed]) listener(next);
    return next;
  };
  const readUser = async (chainId: number | string) => {
    const answer = parseEmbeddedUser(await frame.request('GET_USER', { chainId, preferredAccountType: preferred }, { timeoutMs: FRAME_TIMEOUT_MS }));
    if (!answer) throw new FrameRequestError(undefined);
    return update(answer);
  };
  return {
    get user() {
      return current;
    },
    get preferredAccountType() {
      return preferred;
    },
    async request({ method, params }, { chainId, rpcUrl }) {
      const sent = current;
      // Asked now, shown once the method's class says it needs the visitor: an abort meanwhile gives it up.
      const whenShown = isSafeRpcMethod(method).then((safe) => !safe);
      const answer = await frame.request('RPC_REQUEST', { method, params, chainId, ...(rpcUrl ? { rpcUrl } : {}) }, { whenShown });
      const fromUndeployed = sent.preferredAccountType === 'smartAccount' && !sent.smartAccountDeployed && sent.accounts.some((account) => account.type === 'smartAccount' && account.address === sent.address);
      if (fromUndeployed && (DEPLOYING_METHODS.has(method) || isSettledBatch(method, answer))) void readUser(chainId).catch(() => undefined);
      return answer;
    },
    async switchNetwork({ chainId, rpcUrl }) {
      const answer = await frame.request<{ chainId?: unknown }>('SWITCH_NETWORK', { chainId, ...(rpcUrl ? { rpcUrl } : {}) }, { timeoutMs: FRAME_TIMEOUT_MS });
      const switched = answer?.chainId;
      const now = typeof switched === 'number' || typeof switched === 'string' ? switched : chainId;
      // The address may differ on the new network (a smart account there or not): the user is read there (a failed read keeps the last one).
      await readUser(now).catch(() => undefined);
      return now;
    },
    async setPreferredAccount(type) {
      const answer = await frame.request<{ type?: unknown; address?: unknown }>('SET_PREFERRED_ACCOUNT', { type }, { timeoutMs: FRAME_TIMEOUT_MS });
      const address = answer?.address;
      // The frame's answer must be the account of that type it reported for this user.
      const known = current.accounts.find((account) => account.type === type);
      if (answer?.type !== type || typeof address !== 'string' || !known || known.address.toLowerCase() !== address.toLowerCase()) {
        throw new FrameAnswerError(`SET_PREFERRED_ACCOUNT ${String(answer?.type)} ${String(address).slice(0, 64)}`);
      }
      preferred = type;
      return update({ ...current, address: known.address, preferredAccountType: type });
    },
    onUserChanged(listener) {
      changed.add(listener);
      return () => changed.delete(listener);
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
      live = false;
      for (const listener of [...ended]) listener();
      ended.clear();
      changed.clear();
    },
  };
}
