import { map } from 'nanostores';

/** The send form; emptied whenever the active network changes (spec §4). */
export interface SendFormState {
  tokenAddress?: string | undefined;
  amount?: string | undefined;
  receiverAddress?: string | undefined;
}

export const $sendForm = map<SendFormState>({});

export function resetSendForm(): void {
  $sendForm.set({});
}
