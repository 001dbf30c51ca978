import type { ViewName } from '../router/viewManifest';
import { messages } from '../i18n/messages';
import { pushView } from '../stores/router';
import { showToast } from '../stores/toast';

/**
 * Opens a wallet feature from Account. Swap and Buy start with their own actions (reading
 * tokens, options, providers), loaded with their views rather than before the first click.
 */
export function openWalletFeature(view: ViewName): void {
  // Their code did not come (offline): said, rather than a click that does nothing.
  const failed = () => showToast(messages.somethingWentWrong, 'error');
  if (view === 'Swap') void import('./swap/openSwap').then((module) => module.openSwap(), failed);
  else if (view === 'OnRampProviders') void import('./onramp/openBuy').then((module) => module.openBuy(), failed);
  else pushView(view);
}
