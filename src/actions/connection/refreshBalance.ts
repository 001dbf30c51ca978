import { getAccount, patchAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { readNativeBalance } from '../account/readNativeBalance';

/**
 * Reads the native balance of the connected account on the active network again (readNativeBalance,
 * which keeps it in the 30 s cache of spec §9; with `fresh: false` a cached figure or a read under
 * way does). A failure leaves no figure
 * at all: `balance` undefined and `balanceUnavailable`, which Account and the button show as
 * 'Balance unavailable', so that nobody takes it for a real zero; an answer that arrives after
 * the account or network changed is dropped.
 */
export async function refreshBalance({ fresh = true }: { fresh?: boolean } = {}): Promise<void> {
  const network = $activeNetwork.get();
  const namespace = network.chainNamespace;
  const address = getAccount(namespace).address;
  if (!address) return;
  const stillCurrent = () => getAccount(namespace).address === address && $activeNetwork.get() === network;
  try {
    // The exact figure (what a host reads in `$account.balance`); the views round it for the eye.
    const shown = await readNativeBalance(namespace, address, network, { fresh });
    if (stillCurrent()) patchAccount(namespace, { balance: shown.balance, balanceSymbol: shown.symbol, balanceUnavailable: false });
  } catch {
    if (stillCurrent()) patchAccount(namespace, { balance: undefined, balanceSymbol: network.nativeCurrency.symbol, balanceUnavailable: true });
  }
}
