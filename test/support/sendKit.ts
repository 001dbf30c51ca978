// The send form as a visitor fills it: shared by the send tests of every wallet kind.
import { buttonNamed, fieldNamed, listButtonNamed, submitButton, textOf, typeInto, viewOf, waitFor } from './modalTestKit';

/** The preview's primary button: the enabled "Send" next to Cancel. */
export const sendButton = (modal: Element) => {
  const button = buttonNamed(modal, 'Send');
  return button && button.textContent === 'Send' && !button.disabled ? button : undefined;
};

/** From Account: clicks Send and waits for WalletSend with the native coin chosen. */
export async function openSendForm(modal: Element, nativeSymbol: string): Promise<void> {
  (await waitFor(() => buttonNamed(modal, 'Send'), 'Send on Account')).click();
  await waitFor(() => viewOf(modal) === 'WalletSend', 'WalletSend');
  // The native coin is chosen first, once the balances are in.
  await waitFor(() => buttonNamed(modal, `Token: ${nativeSymbol}`), `${nativeSymbol} chosen`, 600);
}

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
  await waitFor(() => new RegExp(`Network fee(< )?[\\d.,]+ ${feeSymbol}`).test(textOf(modal)), `the fee in ${feeSymbol}`, 600);
}
