// A host page under the README's Content-Security-Policy, configured from its query string
// (?api=…&explorer=…&relay=…&chains=<json>): the modal from src pointed at the local stack,
// and the demo browser wallet announcing itself with its data: icon. Its demo wallet's chains are RPC URLs the test chooses. The page says it is
// online (Chromium on a loopback-only machine says otherwise and WalletConnect would refuse).
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { configureFromQuery } from './configureFromQuery';
import { defineElements } from '../../src/elements/defineElements';

const { query } = configureFromQuery();

createDemoWallet({ chains: JSON.parse(query.get('chains') ?? '{}'), accountIndex: 0, knownChainIds: [1, 8453] }).announce();
defineElements();
