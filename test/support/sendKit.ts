// The send form as a visitor fills it: shared by the send tests of every wallet kind.
import { buttonNamed, dialogOf, fieldNamed, listButtonNamed, textOf, typeInto, viewOf, waitFor } from './modalTestKit';

/** The form's primary button (Preview send, or what is still missing). */
export const submitButton = (modal: Element) => dialogOf(modal)?.querySelector<HTMLButtonElement>('form button[type="submit"]');

/** Picks another token than `current` in WalletSendSelectToken. */
export async function chooseSendToken(modal: Element, current: string, symbol: string, name: string): Promise<void> {
  buttonNamed(modal, `Token: ${current}`)?.click();
  await waitFor(() => viewOf(modal) === 'WalletSendSelectToken', 'WalletSendSelectToken');
  (await waitFor(() => listButtonNamed(modal, name), `${symbol} in the list`, 600)).click();
  await waitFor(() => buttonNamed(modal, `Token: ${symbol}`), `${symbol} chosen`);
}

export async function fillSendForm(modal: Element, amount: string, to: string): Promise<void> {
  typeInto(await waitFor(() => fieldNamed(modal, 'Amount'), 'the amount field'), amount);
  typeInto(await waitFor(() => fieldNamed(modal, 'To'), 'the recipient field'), to);
}

/** Goes to the preview and waits until its fee, in `feeSymbol`, is read. */
export async function previewSend(modal: Element, feeSymbol: string): Promise<void> {
  (await waitFor(() => (submitButton(modal)?.textContent === 'Preview send' ? submitButton(modal) : undefined), 'Preview send enabled', 300)).click();
  await waitFor(() => viewOf(modal) === 'WalletSendPreview', 'WalletSendPreview');
  await waitFor(() => new RegExp(`Network fee<?[\\d.,]+ ${feeSymbol}`).test(textOf(modal)), `the fee in ${feeSymbol}`, 600);
}
