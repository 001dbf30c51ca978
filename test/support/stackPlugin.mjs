// @web/test-runner plugin: runs the real local stack (anvil chains, data service, wallet-list
// service, demo server) on free ports for the whole test run, and tells test pages where it is
// through GET /__stack.json -> { apiUrl, explorerUrl, demoUrl, relayUrl, verifyUrl, analyticsUrl, secureSiteUrl, mailUrl,
// oidcUrl, bitcoinUrl, solanaRpcUrl, chains: { [chainId]: rpcUrl }, manualMiningChainId, tokens, market }
// (manualMiningChainId: the chain that mines only on evm_mine, 10; see demo/stack/manualMining.mjs;
// market: { [chainId]: { router, factory, weth } }, the local Uniswap V2, demo/stack/deployMarket.mjs;
// onrampProviders: [{ id, name, feeRate, url, deliveryAddress }], the two local on-ramp providers, demo/stack/onramp/;
// exchange: { id, name, url, hotWalletAddress, assets }, Pay's local exchange, demo/stack/exchange/).
import { startStack } from '../../demo/stack/startStack.mjs';

export function stackPlugin(options = {}) {
  let stack = null;
  return {
    name: 'wallet-modal-stack',
    async serverStart() {
      // Free ports only: tests must never collide with a running `npm start` or another run.
      // The secure frame's test-only routes (/test/…) are on here, and only here.
      stack = await startStack({ quiet: true, secureSiteTestRoutes: true, ...options, demoPort: 0, servicePort: 0, explorerPort: 0, relayPort: 0, verifyPort: 0, analyticsPort: 0, secureSitePort: 0, mailPort: 0, oidcPort: 0, bitcoinPort: 0, solanaPort: 0, rampaPort: 0, ondaPort: 0, exchangePort: 0 });
    },
    async serverStop() {
      await stack?.stop();
      stack = null;
    },
    // `executeServerCommand('data-get-without-origin', { path })`: a GET of the data service from
    // the test server, as a script outside a browser makes it (no Origin header, which a page's
    // fetch always sends cross-origin) → { status, text }.
    async executeCommand({ command, payload }) {
      if (command !== 'data-get-without-origin') return undefined;
      if (!stack || typeof payload?.path !== 'string' || !payload.path.startsWith('/')) throw new Error('data-get-without-origin needs { path: "/v1/…" } and a running stack');
      const res = await fetch(`${stack.urls.api}${payload.path}`);
      return { status: res.status, text: await res.text() };
    },
    async serve(context) {
      // Tests of WalletConnect restart the relay to check that sessions survive it.
      if (context.path === '/__relay/restart' && stack) {
        await stack.relay.restart({ downMs: 300 });
        return { body: JSON.stringify({ restarted: true }), type: 'json' };
      }
      if (context.path !== '/__stack.json' || !stack) return undefined;
      const { demo, api, explorer, relay, verify, analytics, secureSite, mail, oidc, chains } = stack.urls;
      const bitcoinUrl = stack.urls.bitcoin;
      const solanaRpcUrl = stack.urls.solana;
      return {
        body: JSON.stringify({
          apiUrl: api, explorerUrl: explorer, demoUrl: demo, relayUrl: relay, verifyUrl: verify, analyticsUrl: analytics, secureSiteUrl: secureSite, mailUrl: mail, oidcUrl: oidc, bitcoinUrl, solanaRpcUrl, chains,
          manualMiningChainId: stack.manualMiningChainId, tokens: stack.tokens, market: stack.market,
          onrampProviders: stack.onrampProviders, exchange: stack.exchange,
        }),
        type: 'json',
        headers: { 'cache-control': 'no-store' },
      };
    },
  };
}
