import type { Network } from '../config/Network';
import { RequestAbortedError } from '../errors/walletRequestErrors';
import { NetworkNotFoundError, NetworkSwitchSupersededError, NetworkSwitchTimeoutError } from '../errors/modalErrors';
import { $config } from '../stores/config';
import { $connections, getConnectionState } from '../stores/connection';
import { track } from '../stores/events';
import { $modalState } from '../stores/modal';
import { $isActiveNetworkSupported } from '../stores/network';
import { closeModal } from './closeModal';
import { loadedAdapter } from './connection/loadAdapter';
import { setActiveNetwork } from './setActiveNetwork';

/**
 * The most a switch waits for the wallet's answer while it is still the one wanted: the
 * visitor decides in the wallet's own prompt. As long as a wallet app has to answer a
 * WalletConnect proposal (spec §9: proposal ttl 5 minutes).
 */
const SWITCH_ANSWER_MS = 5 * 60_000;

/** One switchNetwork call, until it settles. */
interface SwitchCall {
  target: Network;
  /** The modal stays open after the switch (a flow on screen made it: the payment). */
  keepOpen: boolean;
  settled: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

/** The switch the wallet was asked for and has not answered: later calls wait for that answer. */
interface Asking {
  /** Nobody waits for this answer any more (a later call was made): free the wallet `serviceTimeoutMs` after it was asked, or now. */
  abandon(): void;
}

/** The latest call that has not settled: the one that decides the network. */
let newest: SwitchCall | undefined;
let asking: Asking | undefined;

function settle(call: SwitchCall, outcome: () => void): void {
  if (call.settled) return;
  call.settled = true;
  if (newest === call) newest = undefined;
  outcome();
}

/** The call's switch is done: the modal follows it (spec §2, §4). */
function finish(call: SwitchCall, previousWasRequested: boolean): void {
  settle(call, () => {
    try {
      setActiveNetwork(call.target.caipNetworkId);
      track('SWITCH_NETWORK', { network: call.target.caipNetworkId });
      // Off a network the page did not ask for, the modal closes (it was there for that) unless a
      // flow on screen made the switch.
      if ($modalState.get().open && !previousWasRequested && !call.keepOpen) closeModal();
      call.resolve();
    } catch (error) {
      call.reject(error);
    }
  });
}

/**
 * The wallet's answer to a switch, or RequestAbortedError once the connection that was asked
 * is gone (disconnected, or another wallet is current): nobody is left to answer it.
 */
function answerOf(request: Promise<void>, network: Network): Promise<void> {
  const namespace = network.chainNamespace;
  const asked = getConnectionState(namespace).currentConnectorUid;
  return new Promise((resolve, reject) => {
    const stop = $connections.listen(() => {
      const { status, currentConnectorUid } = getConnectionState(namespace);
      if (status !== 'disconnected' && currentConnectorUid === asked) return;
      stop();
      reject(new RequestAbortedError());
    });
    request.then(
      () => {
        stop();
        resolve();
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}

function run(call: SwitchCall): void {
  const { target } = call;
  const previousWasRequested = $isActiveNetworkSupported.get();
  const adapter = loadedAdapter(target.chainNamespace);
  // A wallet that cannot be asked (some Solana and Bitcoin wallets) keeps its own network.
  if (!adapter?.canSwitchNetwork() || getConnectionState(target.chainNamespace).status !== 'connected') {
    finish(call, previousWasRequested);
    return;
  }
  const askedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The wallet is free for the next switch; a late answer of this one then changes nothing. */
  const release = () => {
    clearTimeout(timer);
    if (asking !== current) return;
    asking = undefined;
    // A call made while the wallet answered has waited: its turn.
    if (newest && !newest.settled) run(newest);
  };
  const current: Asking = {
    abandon() {
      clearTimeout(timer);
      timer = setTimeout(release, Math.max(0, askedAt + $config.get().serviceTimeoutMs - Date.now()));
    },
  };
  asking = current;
  timer = setTimeout(() => {
    settle(call, () => call.reject(new NetworkSwitchTimeoutError({ caipNetworkId: target.caipNetworkId, networkName: target.name })));
    release();
  }, SWITCH_ANSWER_MS);
  answerOf(adapter.switchNetwork(target), target)
    .then(
      () => finish(call, previousWasRequested),
      (error: unknown) => settle(call, () => call.reject(error)),
    )
    .finally(release);
}

/**
 * Switches the active network. With a connected wallet in that namespace the wallet is
 * asked first, and a refusal rejects with the wallet's error, changing nothing. After a
 * switch away from a network the page did not request, an open modal closes (spec §2).
 *
 * The last call wins: the wallet answers one switch at a time, a call made meanwhile waits
 * for that answer, and any earlier call still unsettled then rejects at once with
 * NetworkSwitchSupersededError and changes nothing. A switch the wallet is asked for ends
 * with 'Request was aborted' when that wallet disconnects before it answers, and with
 * NetworkSwitchTimeoutError when it has not answered in SWITCH_ANSWER_MS. An answer nobody
 * waits for any more holds the wallet until `serviceTimeoutMs` after it was asked at most:
 * then the latest call is asked, and that late answer changes nothing here (the wallet's own
 * events still move the modal, should the wallet move).
 */
export function switchNetwork(caipNetworkId: string, { keepOpen = false }: { keepOpen?: boolean } = {}): Promise<void> {
  const target = $config.get().networks.find((network) => network.caipNetworkId === caipNetworkId);
  if (!target) return Promise.reject(new NetworkNotFoundError(caipNetworkId));
  return new Promise((resolve, reject) => {
    const previous = newest;
    const call: SwitchCall = { target, keepOpen, settled: false, resolve, reject };
    newest = call;
    if (previous) settle(previous, () => previous.reject(new NetworkSwitchSupersededError(previous.target.caipNetworkId, caipNetworkId)));
    if (asking) asking.abandon();
    else run(call);
  });
}
