import { readCode } from '../../services/pay/chainReads';
import { getAccount } from '../../stores/account';
import { $config } from '../../stores/config';
import type { PayRequest } from '../../stores/payment';

/** An EIP-7702 delegation designator (0xef0100 ‖ address): the account is still a key's, its own sender. */
const DELEGATION = /^0xef0100[0-9a-f]{40}$/;

/**
 * Whether `address` pays as a contract: the embedded wallet's smart account (deployed or not),
 * or an account with code on the payment's network that is not an EIP-7702 designator. Its
 * coin payment is sent inside another transaction (a bundle to the EntryPoint, whose own
 * value is 0), so the hash a wallet returns for it can never be checked as the payment.
 * Throws ChainReadError when the network does not answer.
 */
export async function paysAsContract(request: PayRequest, address: string): Promise<boolean> {
  const lower = address.toLowerCase();
  if (getAccount(request.network.chainNamespace).allAccounts.some((account) => account.type === 'smartAccount' && account.address.toLowerCase() === lower)) return true;
  const code = await readCode(request.network.rpcUrls.default.http[0] ?? '', address, $config.get().serviceTimeoutMs);
  return code !== '0x' && !DELEGATION.test(code);
}
