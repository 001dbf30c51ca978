import { getAccount, patchAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { formatTokenAmount } from '../../utils/formatTokenAmount';
import { loadAdapter } from './loadAdapter';

/**
 * Reads the native balance of the connected account on the active network through the
 * namespace's adapter (the network's RPC). A failure shows the spec §3 fallback (0.00 and
 * the network's symbol), marked unavailable so that nobody takes it for a real zero; an
 * answer that arrives after the account or network changed is dropped.
 */
export async function refreshBalance(): Promise<void> {
  const network = $activeNetwork.get();
  const namespace = network.chainNamespace;
  const address = getAccount(namespace).address;
  if (!address) return;
  const stillCurrent = () => getAccount(namespace).address === address && $activeNetwork.get() === network;
  try {
    const balance = await (await loadAdapter(namespace)).getBalance(address, network);
    if (stillCurrent()) patchAccount(namespace, { balance: formatTokenAmount(balance.value, balance.decimals), balanceSymbol: balance.symbol, balanceUnavailable: false });
  } catch {
    if (stillCurrent()) patchAccount(namespace, { balance: '0.00', balanceSymbol: network.nativeCurrency.symbol || 'ETH', balanceUnavailable: true });
  }
}
