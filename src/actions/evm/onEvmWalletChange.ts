import type { EvmWalletChange } from '../../connectors/eip155/EvmAdapter';
import { getAccount, patchAccount } from '../../stores/account';
import { getConnectionState } from '../../stores/connection';
import { track } from '../../stores/events';
import { emitHostEvent } from '../../stores/hostEvents';
import { checkUnsupportedChain } from '../checkUnsupportedChain';
import { setActiveNetwork } from '../setActiveNetwork';
import { forgetConnection } from '../forgetConnection';
import { invalidEvmConnectionField } from '../../utils/invalidEvmConnectionField';

/** Follows what the visitor does in the wallet itself: another account, another chain, disconnect. */
export function onEvmWalletChange(change: EvmWalletChange): void {
  if (change.type === 'rejected') {
    track('WALLET_DATA_REJECTED', { namespace: 'eip155', event: change.event, value: String(change.value).slice(0, 80) });
    return;
  }
  if (getConnectionState('eip155').status !== 'connected') return;
  if (change.type === 'disconnected') {
    forgetConnection('eip155');
    track('DISCONNECT_SUCCESS', { namespace: 'eip155', initiator: 'wallet' });
    emitHostEvent('disconnect', { namespace: 'eip155' });
    return;
  }
  const { address, chainId } = change.connection;
  // A wallet is outside input: a chain id or an address that is not one never reaches the
  // stores, the storage or the host's events.
  const invalid = invalidEvmConnectionField(change.connection);
  if (invalid) {
    track('WALLET_DATA_REJECTED', { namespace: 'eip155', field: invalid, value: String(change.connection[invalid]).slice(0, 80) });
    return;
  }
  const caipNetworkId = `eip155:${chainId}`;
  setActiveNetwork(caipNetworkId);
  if (getAccount('eip155').address !== address || getAccount('eip155').caipAddress !== `${caipNetworkId}:${address}`) {
    patchAccount('eip155', { address, caipAddress: `${caipNetworkId}:${address}`, balance: undefined, balanceSymbol: undefined, balanceUnavailable: undefined });
  }
  void checkUnsupportedChain().catch(() => undefined);
}
