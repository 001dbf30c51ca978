import { $route, popView } from '../stores/router';
import { abandonConnecting } from './abandonConnecting';
import { closeModal } from './closeModal';
import { returnToConnectedNetwork } from './returnToConnectedNetwork';

/** Views that wait on a wallet: leaving one abandons the attempt. */
const WAITING_VIEWS = new Set([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingFarcaster',
]);

/** Back one view; with a single view in the history the modal closes (spec §2). */
export function goBack(): void {
  const leaving = $route.get().view;
  if (leaving === 'Connect') returnToConnectedNetwork();
  if (!popView()) {
    closeModal();
    return;
  }
  if (WAITING_VIEWS.has(leaving)) abandonConnecting();
}
