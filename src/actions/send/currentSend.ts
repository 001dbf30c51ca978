import type { Transfer } from '../../connectors/NamespaceAdapter';
import type { WireBalance } from '../../services/blockchain/wireTypes';
import { getAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { $sendForm, $sendRecipient, $sendToken, type CurrentSend } from '../../stores/send';
import { parseCaipAddress } from '../../utils/parseCaipAddress';
import { parseUnits } from '../../utils/parseUnits';
import { sendFormProblem, type SendFormProblem } from '../../utils/sendFormProblem';

/** A token's balance and decimals as the send form reads them. */
export function tokenAmounts(token: WireBalance | undefined): { decimals: number; balance: bigint } | undefined {
  if (!token) return undefined;
  const decimals = Number(token.quantity.decimals);
  try {
    return { decimals, balance: parseUnits(token.quantity.numeric, decimals) };
  } catch {
    return { decimals, balance: 0n };
  }
}

/** The send form's first problem, or the send it describes. */
export function currentSend(): { problem: SendFormProblem } | { send: CurrentSend } {
  const form = $sendForm.get();
  const token = $sendToken.get();
  const recipient = $sendRecipient.get();
  const checked = sendFormProblem({ token: tokenAmounts(token), amount: form.amount, recipient });
  const network = $activeNetwork.get();
  const from = getAccount(network.chainNamespace).address;
  if ('problem' in checked) return checked;
  if (!token || recipient.status !== 'ready' || !from) return { problem: { kind: 'selectToken' } };
  const decimals = Number(token.quantity.decimals);
  const transfer: Transfer = {
    from,
    to: recipient.address,
    amount: checked.amount,
    token: token.address ? { address: parseCaipAddress(token.address).address, decimals } : undefined,
  };
  return { send: { transfer, network, token, recipientName: recipient.name } };
}
