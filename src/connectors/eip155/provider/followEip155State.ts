import { $accounts } from '../../../stores/account';
import { $config } from '../../../stores/config';
import { $connections } from '../../../stores/connection';
import { $activeNetwork } from '../../../stores/network';
import type { Eip155ProviderEvents } from './Eip155Provider';
import type { HostSnapshot } from '../../../provider/ProviderHost';
import { ProviderRpcError } from '../../../provider/ProviderRpcError';
import { eip155StateOf, readEip155State, type Eip155State } from './readEip155State';

type Emit = <E extends keyof Eip155ProviderEvents>(event: E, value: Eip155ProviderEvents[E]) => void;

/**
 * Turns changes of the stores since `since` into EIP-1193 events, whichever way the wallet
 * connected: `connect` and `accountsChanged` when a wallet connects, `disconnect` (4900)
 * and `accountsChanged([])` when it goes, `accountsChanged` for another account and
 * `chainChanged` for another chain. Changes made in one go (a connection sets the network,
 * the account and the status one after the other) are reported once, a microtask later.
 */
export function followEip155State(emit: Emit, since: HostSnapshot): void {
  let last: Eip155State = eip155StateOf(since);
  let queued = false;
  const report = () => {
    queued = false;
    const previous = last;
    const next = (last = readEip155State());
    const wasConnected = previous.accounts.length > 0;
    const isConnected = next.accounts.length > 0;
    if (!wasConnected && isConnected && next.chainId) emit('connect', { chainId: next.chainId });
    if (wasConnected && !isConnected) emit('disconnect', new ProviderRpcError(4900, 'The Provider is disconnected from all chains.'));
    if (next.chainId && next.chainId !== previous.chainId) emit('chainChanged', next.chainId);
    if (String(next.accounts) !== String(previous.accounts)) emit('accountsChanged', [...next.accounts]);
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(report);
  };
  $accounts.listen(schedule);
  $connections.listen(schedule);
  $activeNetwork.listen(schedule);
  $config.listen(schedule);
  // Whatever changed while this chunk loaded.
  schedule();
}
