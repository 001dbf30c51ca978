import { setCachedNativeBalance } from '../../services/storage';
import { getAccount, patchAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { formatUnits } from '../../utils/formatUnits';
import { balanceKey } from '../account/balanceKey';
import { loadAdapter } from './loadAdapter';

/**
 * Reads the native balance of the connected account on the active network through the
 * namespace's adapter, and keeps it in the 30 s cache (spec §9). A failure leaves no figure
 * at all: `balance` undefined and `balanceUnavailable`, which Account and the button show as
 * 'Balance unavailable', so that nobody takes it for a real zero; an answer that arrives after
 * the account or network changed is dropped.
 */
export async function refreshBalance(): Promise<void> {
  const network = $activeNetwork.get();
  const namespace = network.chainNamespace;
  const address = getAccount(namespace).address;
  if (!address) return;
  const stillCurrent = () => getAccount(namespace).address === address && $activeNetwork.get() === network;
  try {
    const read = await (await loadAdapter(namespace)).getBalance(address, network);
    // The exact figure (what a host reads in `$account.balance`); the views round it for the eye.
    const shown = { balance: formatUnits(read.value, read.decimals), symbol: read.symbol };
    setCachedNativeBalance(balanceKey(network.caipNetworkId, address), shown);
    if (stillCurrent()) patchAccount(namespace, { balance: shown.balance, balanceSymbol: shown.symbol, balanceUnavailable: false });
  } catch {
    if (stillCurrent()) patchAccount(namespace, { balance: undefined, balanceSymbol: network.nativeCurrency.symbol, balanceUnavailable: true });
  }
}
