import type { Network } from '../config/Network';
import { RequestAbortedError } from '../errors/connectionErrors';
import { NetworkNotFoundError, NetworkSwitchSupersededError } from '../errors/modalErrors';
import { $config } from '../stores/config';
import { $connections, getConnectionState } from '../stores/connection';
import { track } from '../stores/events';
import { $modalState } from '../stores/modal';
import { $isActiveNetworkSupported } from '../stores/network';
import { closeModal } from './closeModal';
import { loadedAdapter } from './connection/loadAdapter';
import { setActiveNetwork } from './setActiveNetwork';

/** One switchNetwork call, until it settles. */
interface SwitchCall {
  target: Network;
  settled: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

/** The latest call that has not settled: the one that decides the network. */
let newest: SwitchCall | undefined;
/** A wallet is answering a switch: the next call waits for that answer before asking its own. */
let walletAnswering = false;

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
      if ($modalState.get().open && !previousWasRequested) closeModal();
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
  walletAnswering = true;
  answerOf(adapter.switchNetwork(target), target)
    .then(
      () => finish(call, previousWasRequested),
      (error: unknown) => settle(call, () => call.reject(error)),
    )
    .finally(() => {
      walletAnswering = false;
      // A call made while the wallet answered has waited: its turn.
      if (newest && !newest.settled) run(newest);
    });
}

/**
 * Switches the active network. With a connected wallet in that namespace the wallet is
 * asked first, and a refusal rejects with the wallet's error, changing nothing. After a
 * switch away from a network the page did not request, an open modal closes (spec §2).
 *
 * The last call wins: the wallet answers one switch at a time, a call made meanwhile waits
 * for that answer, and any earlier call still unsettled then rejects at once with
 * NetworkSwitchSupersededError and changes nothing. A switch the wallet is asked for ends
 * with 'Request was aborted' when that wallet disconnects before it answers.
 */
export function switchNetwork(caipNetworkId: string): Promise<void> {
  const target = $config.get().networks.find((network) => network.caipNetworkId === caipNetworkId);
  if (!target) return Promise.reject(new NetworkNotFoundError(caipNetworkId));
  return new Promise((resolve, reject) => {
    const previous = newest;
    const call: SwitchCall = { target, settled: false, resolve, reject };
    newest = call;
    if (previous) settle(previous, () => previous.reject(new NetworkSwitchSupersededError(previous.target.caipNetworkId, caipNetworkId)));
    if (!walletAnswering) run(call);
  });
}
