import { setDeepLinkChoice } from '../../services/storage';

/**
 * Opens the wallet app (or its web app) with the pairing URI, remembering the choice
 * (spec §3 deep link choice) so a later signing request can send the visitor back there.
 */
export function openWalletLink(href: string, name: string): void {
  setDeepLinkChoice({ href, name });
  window.open(href, href.startsWith('http') ? '_blank' : '_self', 'noopener,noreferrer');
}
