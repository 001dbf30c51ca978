// Steps of the Swap tests as a visitor takes them.
import { buttonNamed, listButtonNamed, viewOf, waitFor } from '../support/modalTestKit';

/** From Account, Swap: the form once its tokens are in (ETH to pay with). */
export async function openSwapOnAccount(modal: Element): Promise<void> {
  (await waitFor(() => buttonNamed(modal, 'Swap'), 'Swap on Account')).click();
  await waitFor(() => viewOf(modal) === 'Swap', 'Swap');
  await waitFor(() => buttonNamed(modal, 'You pay: ETH'), 'ETH to pay with', 600);
}

/** Picks `name` (`symbol`) for a side of the form, whose button reads `current` now. */
export async function chooseSwapToken(modal: Element, side: 'You pay' | 'You receive', current: string, symbol: string, name: string): Promise<void> {
  buttonNamed(modal, `${side}: ${current}`)?.click();
  await waitFor(() => viewOf(modal) === 'SwapSelectToken', 'SwapSelectToken');
  (await waitFor(() => listButtonNamed(modal, name), `${symbol} in the list`, 300)).click();
  await waitFor(() => buttonNamed(modal, `${side}: ${symbol}`), `${symbol} chosen`);
}
