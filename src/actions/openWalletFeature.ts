import type { ViewName } from '../router/viewManifest';
import { pushView } from '../stores/router';

/**
 * Opens a wallet feature from Account. Swap and Buy start with their own actions (reading
 * tokens, options, providers), loaded with their views rather than before the first click.
 */
export function openWalletFeature(view: ViewName): void {
  if (view === 'Swap') void import('./swap/openSwap').then((module) => module.openSwap());
  else if (view === 'OnRampProviders') void import('./onramp/openBuy').then((module) => module.openBuy());
  else pushView(view);
}
