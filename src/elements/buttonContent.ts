import { buttonTexts } from '../i18n/buttonTexts';
import type { AccountSnapshot } from '../stores/account';
import { avatarBackground } from '../utils/avatarBackground';
import { formatAddress } from '../utils/formatAddress';
import { formatAmount } from '../utils/formatAmount';
import { isSafeImageUrl } from '../utils/isSafeImageUrl';

const AVATAR_SIZE = 30;

/** What the page's button shows, and what a click on it opens. */
export type ButtonState = 'disconnected' | 'busy' | 'connected' | 'wrong-network';

function span(className: string | undefined, text: string, hidden = false): HTMLSpanElement {
  const node = document.createElement('span');
  if (className) node.className = className;
  if (hidden) node.setAttribute('aria-hidden', 'true');
  node.textContent = text;
  return node;
}

function avatar(address: string, image: string | undefined): HTMLElement {
  if (isSafeImageUrl(image)) {
    return Object.assign(document.createElement('img'), { className: 'wm-avatar', src: image, alt: '', width: AVATAR_SIZE, height: AVATAR_SIZE });
  }
  const node = span('wm-avatar', '', true);
  // Through CSSOM, which a strict CSP allows; never a style attribute string.
  node.style.width = node.style.height = `${AVATAR_SIZE}px`;
  node.style.background = avatarBackground(address);
  return node;
}

/**
 * The button's state and inside for an account: "Connect Wallet"; "Connecting…" or
 * "Reconnecting…" with a spinner; the account's name or short address and its balance (unless
 * `hideBalance`; a balance that could not be read is said, never shown as zero); on a network
 * the page did not ask for, "Wrong network". All of it as text, in the active language.
 */
export function buttonContent(account: AccountSnapshot, supported: boolean, hideBalance: boolean): { state: ButtonState; nodes: Node[] } {
  const connected = account.status === 'connected' && !!account.address;
  if (connected && account.address && !supported) {
    return { state: 'wrong-network', nodes: [span(undefined, '⚠', true), span('wm-name', buttonTexts.wrongNetwork)] };
  }
  if (connected && account.address) {
    const nodes: Node[] = [avatar(account.address, account.profileImage), span('wm-name', account.profileName ?? formatAddress(account.address))];
    if (!hideBalance && account.balanceUnavailable) {
      const balance = span('wm-balance', '');
      balance.dataset.unavailable = 'true';
      balance.append(span(undefined, '⚠ ', true), buttonTexts.balanceUnavailable);
      nodes.push(balance);
    } else if (!hideBalance && account.balance !== undefined) {
      nodes.push(span('wm-balance', `${formatAmount(account.balance)} ${account.balanceSymbol ?? ''}`.trimEnd()));
    }
    return { state: 'connected', nodes };
  }
  if (account.status === 'connecting' || account.status === 'reconnecting') {
    return { state: 'busy', nodes: [span('wm-spinner', '', true), span(undefined, account.status === 'reconnecting' ? buttonTexts.reconnecting : buttonTexts.connecting)] };
  }
  return { state: 'disconnected', nodes: [span(undefined, buttonTexts.connectWallet)] };
}
