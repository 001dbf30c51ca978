import { $sendRecipient, $sendToken } from '../../stores/send';
import { formatUnits } from '../../utils/formatUnits';
import { loadAdapter } from '../connection/loadAdapter';
import { tokenAmounts } from './currentSend';
import { setSendAmount } from './editSendForm';
import { getAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';

/**
 * Max: the whole balance of a token; of the native coin, the balance less what the fee of
 * the transfer needs (read for a transfer to the recipient, or to the sender while there is none).
 */
export async function fillMaxAmount(): Promise<void> {
  const token = $sendToken.get();
  const amounts = tokenAmounts(token);
  if (!token || !amounts) return;
  if (token.address) return setSendAmount(token.quantity.numeric);
  const network = $activeNetwork.get();
  const from = getAccount(network.chainNamespace).address;
  if (!from) return;
  const recipient = $sendRecipient.get();
  const to = recipient.status === 'ready' ? recipient.address : from;
  try {
    const adapter = await loadAdapter(network.chainNamespace);
    const prepared = await adapter.prepareTransfer?.({ from, to, amount: 0n }, network);
    const fee = prepared?.fee ?? 0n;
    setSendAmount(formatUnits(amounts.balance > fee ? amounts.balance - fee : 0n, amounts.decimals));
  } catch {
    // No fee estimate: the visitor gets the whole balance and the preview says what the fee needs.
    setSendAmount(token.quantity.numeric);
  }
}
