import { followLanguage } from '../actions/followLanguage';
import { readStoredSession } from '../actions/readStoredSession';
import { WALLET_BUTTON_TAG, WALLET_MODAL_TAG } from './tagNames';
import { WalletButtonElement } from './WalletButtonElement';
import { WalletModalElement } from './WalletModalElement';
import { loadModalCodeWhenIdle } from './modalCodeLoader';

/**
 * Defines <wallet-modal> and <wallet-button> unless the page already has them, and asks for the
 * modal's code in idle time. Without a custom element registry (Node, a server rendering the
 * page) it does nothing.
 */
export function defineElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  if (!registry.get(WALLET_MODAL_TAG)) registry.define(WALLET_MODAL_TAG, WalletModalElement);
  if (!registry.get(WALLET_BUTTON_TAG)) registry.define(WALLET_BUTTON_TAG, WalletButtonElement);
  // The button speaks the page's language from the start, and shows an earlier visit's network
  // and connection ("Reconnecting…").
  followLanguage();
  readStoredSession();
  // The modal's code, with the session it restores, follows the button in idle time.
  loadModalCodeWhenIdle();
}
