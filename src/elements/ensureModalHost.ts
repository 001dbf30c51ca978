import { getActiveModalHost } from '../stores/modalHost';
import { WALLET_MODAL_TAG } from './tagNames';

/**
 * A page that only placed a <wallet-button>, or only called createWalletModal, still
 * gets a modal: one <wallet-modal> is appended to <body> on first use.
 */
export function ensureModalHost(): void {
  if (getActiveModalHost() || typeof document === 'undefined' || !document.body) return;
  document.body.append(document.createElement(WALLET_MODAL_TAG));
}
