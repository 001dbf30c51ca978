import { restoreSession } from '../actions/restoreSession';
import { WALLET_BUTTON_TAG, WALLET_MODAL_TAG } from './tagNames';
import { WalletButtonElement } from './WalletButtonElement';
import { WalletModalElement } from './WalletModalElement';

/**
 * Defines <wallet-modal> and <wallet-button> unless the page already has them. Without a
 * custom element registry (Node, a server rendering the page) it does nothing.
 */
export function defineElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  restoreSession();
  if (!registry.get(WALLET_MODAL_TAG)) registry.define(WALLET_MODAL_TAG, WalletModalElement);
  if (!registry.get(WALLET_BUTTON_TAG)) registry.define(WALLET_BUTTON_TAG, WalletButtonElement);
}
