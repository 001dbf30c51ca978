import { getAccount, patchAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { formatTokenAmount } from '../../utils/formatTokenAmount';
import { getEvmAdapter } from './getEvmAdapter';

/** Spec §3 fallback when the balance cannot be read. */
const FALLBACK = { balance: '0.00', balanceSymbol: 'ETH', balanceUnavailable: true };

/**
 * Reads the native balance of the connected EVM account on the active network through the
 * network's RPC (the data service's JSON-RPC gateway by default). A failure shows the
 * fallback, marked unavailable so that nobody takes it for a real zero; an answer that arrives after the account or network changed is dropped.
 */
export async function refreshBalance(): Promise<void> {
  const address = getAccount('eip155').address;
  const network = $activeNetwork.get();
  if (!address || network.chainNamespace !== 'eip155') return;
  const stillCurrent = () => getAccount('eip155').address === address && $activeNetwork.get() === network;
  try {
    const balance = await (await getEvmAdapter()).getBalance(address, Number(network.id));
    if (stillCurrent()) patchAccount('eip155', { balance: formatTokenAmount(balance.value, balance.decimals), balanceSymbol: balance.symbol, balanceUnavailable: false });
  } catch {
    if (stillCurrent()) patchAccount('eip155', FALLBACK);
  }
}
