// A host page for the hostile wallet-link test, configured from its query string
// (?api=…&explorer=…&relay=…&verify=…&mobile=1). It runs the modal from src in a frame of its own, so
// a link that ran script or navigated would do it here, where the test can see it. It
// records every window.open call (performing those that navigate this page), puts the test's catalogue entries
// on Connect, and says it is online (Chromium on a loopback-only machine says otherwise).
import { connectWalletsKey } from '../../src/actions/walletList/loadConnectWallets';
import { configureFromQuery } from './configureFromQuery';
import { defineElements } from '../../src/elements/defineElements';
import type { WalletListEntry } from '../../src/services/walletList/WalletListEntry';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { $connectWallets } from '../../src/stores/walletCatalogConnect';

const { query, modal: element } = configureFromQuery();
if (query.get('mobile') === '1') {
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => phone, configurable: true });
}
const modal = element as HTMLElement & { open(): Promise<void> };

const opened: { url: string; target: string | undefined; features: string | undefined }[] = [];
const realOpen = window.open.bind(window);
window.open = (url?: string | URL, target?: string, features?: string) => {
  opened.push({ url: String(url), target, features });
  // A navigation of this page itself is performed: that is what an attack would run. A new
  // window is only recorded (its features are checked): opened for real it would become the
  // browser's foreground tab, and the runner's tab, now in the background, gets no animation
  // frames, which stalls every later test file that runs in it.
  return target === '_blank' ? null : realOpen(url, target, features);
};

// A navigation away from this page (to a link's site) is told to the test before it happens.
window.addEventListener('beforeunload', () => window.parent.postMessage({ hostPageLeaving: location.href }, '*'));

defineElements();

Object.assign(window, {
  pageHooks: {
    opened,
    pairingUri: () => $pairing.get().uri,
    /** Shows Connect with `wallets` as its featured catalogue entries. */
    async showCatalogue(wallets: WalletListEntry[]) {
      $connectWallets.set({ key: connectWalletsKey(), status: 'loaded', featured: wallets, recommended: [], count: wallets.length });
      await modal.open();
    },
  },
});
