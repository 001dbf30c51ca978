import { $sendFee, $sendForm, $sendProgress } from '../../stores/send';

/** Picks the token to send (its send-form key); the fee is read again for it. */
export function selectSendToken(token: string): void {
  $sendForm.setKey('token', token);
  $sendFee.set({ status: 'idle' });
}

/** The amount as typed; checked as the visitor types (sendFormProblem). */
export function setSendAmount(amount: string): void {
  $sendForm.setKey('amount', amount);
  $sendFee.set({ status: 'idle' });
}

/** Leaves a finished send behind: the next one starts from an empty progress. */
export function clearSendProgress(): void {
  $sendProgress.set({ status: 'idle' });
}
