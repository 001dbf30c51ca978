// A host page under the README's Content-Security-Policy, configured from its query string
// (?api=…&explorer=…&relay=…&chains=<json>): the modal from src pointed at the local stack,
// and the demo browser wallet announcing itself with its data: icon. Its demo wallet's chains are RPC URLs the test chooses. The page says it is
// online (Chromium on a loopback-only machine says otherwise and WalletConnect would refuse).
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { defineElements } from '../../src/elements/defineElements';

Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

const query = new URLSearchParams(location.search);
const modal = document.querySelector('wallet-modal') as HTMLElement;
modal.setAttribute('api-url', query.get('api') ?? '');
modal.setAttribute('explorer-url', query.get('explorer') ?? '');
modal.setAttribute('relay-url', query.get('relay') ?? '');

createDemoWallet({ chains: JSON.parse(query.get('chains') ?? '{}'), accountIndex: 0, knownChainIds: [1, 8453] }).announce();
defineElements();
