import type { EvmWalletChange } from '../../connectors/eip155/EvmAdapter';
import { getAccount, patchAccount } from '../../stores/account';
import { getConnectionState } from '../../stores/connection';
import { track } from '../../stores/events';
import { emitHostEvent } from '../../stores/hostEvents';
import { checkUnsupportedChain } from '../checkUnsupportedChain';
import { setActiveNetwork } from '../setActiveNetwork';
import { forgetConnection } from '../forgetConnection';

/** Follows what the visitor does in the wallet itself: another account, another chain, disconnect. */
export function onEvmWalletChange(change: EvmWalletChange): void {
  if (getConnectionState('eip155').status !== 'connected') return;
  if (change.type === 'disconnected') {
    forgetConnection('eip155');
    track('DISCONNECT_SUCCESS', { namespace: 'eip155', initiator: 'wallet' });
    emitHostEvent('disconnect', { namespace: 'eip155' });
    return;
  }
  const { address, chainId } = change.connection;
  const caipNetworkId = `eip155:${chainId}`;
  setActiveNetwork(caipNetworkId);
  if (getAccount('eip155').address !== address || getAccount('eip155').caipAddress !== `${caipNetworkId}:${address}`) {
    patchAccount('eip155', { address, caipAddress: `${caipNetworkId}:${address}`, balance: undefined, balanceSymbol: undefined });
  }
  void checkUnsupportedChain().catch(() => undefined);
}
