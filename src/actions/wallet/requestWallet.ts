import type { ChainNamespace } from '../../config/chainNamespaces';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { NotConnectedError, RequestAbortedError } from '../../errors/walletRequestErrors';
import { InvalidCallToError } from '../../errors/sendCallsErrors';
import { toWalletError } from '../../errors/toWalletError';
import { messages } from '../../i18n/messages';
import { getAccount } from '../../stores/account';
import { $connections, getConnectionState } from '../../stores/connection';
import { dismissToast, showToast } from '../../stores/toast';
import { isSafeRpcMethod } from '../../connectors/isSafeRpcMethod';
import { validateSendCalls } from '../../utils/validateSendCalls';
import type { NamespaceAdapter } from '../../connectors/NamespaceAdapter';
import { loadedAdapter } from '../connection/loadAdapter';
import { getWalletConnect } from '../walletConnect/getWalletConnect';
import { approveInFrame } from '../embedded/approveInFrame';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';

interface Pending {
  namespace: ChainNamespace;
  /** The wallet asked; the request is abandoned once another one is current. */
  connectorUid: string | undefined;
  /** `byVisitor`: the visitor left the approval it waited on (a refusal), not the wallet. */
  abort(byVisitor?: boolean): void;
}

const pendingUnsafe = new Set<Pending>();
let followingConnection = false;
/** The waiting toast shown (or about to be) while requests wait on the wallet. */
let cue: { run: number; message?: string } = { run: 0 };

/** Spec §5: each call needs a 0x-prefixed `to`, and `data`, if present, 0x-prefixed. */
function checkSendCalls(params: unknown): void {
  const calls = Array.isArray(params) ? (params[0] as { calls?: unknown } | undefined)?.calls : undefined;
  if (!Array.isArray(calls)) throw new InvalidCallToError({ index: 0 });
  validateSendCalls(calls.map((call: unknown) => (call && typeof call === 'object' ? call : {})));
}

/** The name of the wallet the visitor approves in: a WalletConnect app's own name when it gave one. */
async function walletName(namespace: ChainNamespace): Promise<string> {
  const connector = getAccount(namespace).connector;
  if (connector?.id === WALLET_CONNECT_ID) {
    const name = await getWalletConnect().then((client) => client.peerName()).catch(() => undefined);
    if (name) return name;
  }
  return connector?.name ?? messages.yourWallet;
}

/** Shows 'Waiting for {wallet}…' while any request waits on the visitor's approval, and hides it after. */
function updateWaitingCue(namespace: ChainNamespace): void {
  if (![...pendingUnsafe].some((pending) => pending.connectorUid !== EMBEDDED_ID)) {
    if (cue.message) dismissToast(cue.message);
    cue = { run: cue.run + 1 };
    return;
  }
  if (cue.message || pendingUnsafe.size > 1) return;
  const run = cue.run;
  void walletName(namespace).then((name) => {
    if (cue.run !== run || !pendingUnsafe.size) return;
    cue.message = messages.waitingForWallet({ wallet: name });
    showToast(cue.message, 'loading');
  });
}

/** A wallet that disconnects, or is replaced by another, leaves nobody to approve: its requests are aborted. */
function followConnection(): void {
  if (followingConnection) return;
  followingConnection = true;
  $connections.listen(() => {
    for (const pending of [...pendingUnsafe]) {
      const { status, currentConnectorUid } = getConnectionState(pending.namespace);
      if (status === 'disconnected' || pending.connectorUid !== currentConnectorUid) pending.abort();
    }
  });
}

/**
 * Follows a request that needs the visitor's approval until the wallet answers or it is aborted;
 * an abort is told to the wallet that was asked.
 */
function waitOnWallet(request: Promise<unknown>, namespace: ChainNamespace, asked: NamespaceAdapter): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const connectorUid = getConnectionState(namespace).currentConnectorUid;
    // The embedded wallet asks the visitor inside the secure frame, shown in ApproveTransaction.
    let closeApproval: (() => void) | undefined;
    const settle = (done: () => void) => {
      if (!pendingUnsafe.delete(pending)) return;
      done();
      closeApproval?.();
      updateWaitingCue(namespace);
    };
    const pending: Pending = {
      namespace,
      connectorUid,
      abort: (byVisitor = false) =>
        settle(() => {
          asked.abortRequests();
          reject(new RequestAbortedError({ byVisitor }));
        }),
    };
    pendingUnsafe.add(pending);
    followConnection();
    // Leaving ApproveTransaction is the visitor's refusal; no modal to show it in is not.
    if (connectorUid === EMBEDDED_ID) closeApproval = approveInFrame((byVisitor) => pending.abort(byVisitor));
    else updateWaitingCue(namespace);
    request.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(toWalletError(error))),
    );
  });
}

/** The adapter of the wallet connected in a namespace; NotConnectedError when none is. */
function connectedAdapter(namespace: ChainNamespace): NamespaceAdapter {
  const adapter = loadedAdapter(namespace);
  if (!adapter || getConnectionState(namespace).status !== 'connected') throw new NotConnectedError();
  return adapter;
}

/**
 * Sends a JSON-RPC request to the wallet connected in a namespace, whatever the connection
 * kind: the one request path of the views and the host's provider. Requests that need the visitor's
 * approval (spec §6 not-safe methods) show that the wallet is waiting, and are abandoned
 * with 'Request was aborted' when the wallet disconnects or another connector takes over;
 * wallet_sendCalls is checked (spec §5) before it reaches the wallet. A refusal in the
 * wallet comes back as UserRejectedRequestError.
 */
export async function requestWallet(namespace: ChainNamespace, args: { method: string; params?: unknown }): Promise<unknown> {
  connectedAdapter(namespace);
  if (args.method === 'wallet_sendCalls') checkSendCalls(args.params);
  // The method's safety class first (its table loads with the first request): the wallet is asked
  // only then, the one connected then, and followed from the moment it is asked.
  const safe = await isSafeRpcMethod(args.method, namespace);
  const adapter = connectedAdapter(namespace);
  const request = adapter.request(args);
  if (safe) return request.catch((error: unknown) => Promise.reject(toWalletError(error)));
  return waitOnWallet(request, namespace, adapter);
}
