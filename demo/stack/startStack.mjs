// The whole local stack in one call: anvil chains (chain 10 mines only on demand, for tests of
// pending transactions: manualMining.mjs), the blockchain data service, the wallet-list
// service (its own origin, as in production), the static demo server and the demo mobile wallet
// (a WalletKit page on its own origin, the phone side of WalletConnect) and the twin of
// WalletConnect's verify service (its own origin, as the SDK frames it), the embedded wallet's
// secure frame (its own origin, as the hosted secure site) and the local mailbox it sends its
// sign-in mails to (SMTP on a free loopback port, read over HTTP), and the OpenID Connect
// provider that stands in for its social logins (its own origin), and the Bitcoin ledger twin
// (demo/stack/bitcoin/: a ledger with an Esplora-shaped API on its own origin, not a node), and the
// local Solana ledger (demo/stack/solana/: litesvm, the real runtime, behind a JSON-RPC server on
// its own origin; the gateway routes the Solana CAIP-2 ids to it), and the two local on-ramp
// providers (onramp/: a page and an API each, on its own origin, delivering on chain), and the ERC-4337
// parts (smartAccounts/: EntryPoint v0.7 and Safe contracts on every chain but the one mining on
// demand, an alto bundler on chains 1 and 8453 behind the data service's /v1/bundler), and the smart
// sessions' Delegation Framework on chains 1, 8453 and 42161 (sessions/). Used by demo/start.mjs
// (`npm start`) and by the test runner plugin (test/support/stackPlugin.mjs).
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDataService } from './dataService.mjs';
import { deployMarket } from './deployMarket.mjs';
import { deployTokens } from './deployTokens.mjs';
import { createAnalyticsService } from './analyticsService.mjs';
import { closeServer, listen } from './ports.mjs';
import { createRequestLog } from './requestLog.mjs';
import { MANUAL_MINING_CHAIN_ID, switchToManualMining } from './manualMining.mjs';
import { DEFAULT_CHAIN_IDS, startAnvilChains } from './startAnvilChains.mjs';
import { createStaticServer } from './staticServer.mjs';
import { startRelay } from './relay/startRelay.mjs';
import { buildMobileWallet } from './buildMobileWallet.mjs';
import { createMobileWalletServer } from './mobileWalletServer.mjs';
import { createMailServer } from './mailServer.mjs';
import { createClientSecrets } from './oidc/socialClients.mjs';
import { createOidcProvider } from './oidcProvider.mjs';
import { buildSecureFrame } from './secureFrame/buildSecureFrame.mjs';
import { createMailer } from './secureFrame/mailer.mjs';
import { createSecureFrameServer } from './secureFrameServer.mjs';
import { createVerifyService } from './verifyService.mjs';
import { createWalletListService } from './walletListService.mjs';
import { startBitcoinLedger } from './bitcoin/startBitcoinLedger.mjs';
import { buildDemoBitcoinWallet } from './bitcoin/buildDemoBitcoinWallet.mjs';
import { buildDemoPolkadotWallet } from './polkadot/buildDemoPolkadotWallet.mjs';
import { buildDemoCosmosWallet } from './cosmos/buildDemoCosmosWallet.mjs';
import { createSolanaLedgerService } from './solana/createSolanaLedgerService.mjs';
import { createOnramp } from './onramp/createOnramp.mjs';
import { startSmartAccounts } from './smartAccounts/startSmartAccounts.mjs';
import { startSessions } from './sessions/startSessions.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Ports: a number binds that port (failing with a clear message when taken), 0/undefined a free one.
 * `quiet: false` prints one line per service request to stderr.
 * `bitcoinBlockIntervalMs`: how often the Bitcoin ledger twin mines (0: only on POST /__mine).
 * `manualMiningChainId`: the chain (if among `chainIds`) that mines only on evm_mine once its
 * tokens are deployed (manualMining.mjs); null: every chain mines each transaction at once.
 * `sessionTtlSeconds`: lifetime of the sign-in sessions the wallet-list service's /auth/v1 twin issues
 * (default 1 day; one sign-in may ask for another with `?ttl=` on authenticate).
 * `rampaPort`, `ondaPort`: the two local on-ramp providers' pages (onramp/; urls['onramp-rampa'],
 * urls['onramp-onda']), each on its own origin; also resolves to `onrampProviders`
 * `[{ id, name, feeRate, url, deliveryAddress }]`.
 * `secureSiteTestRoutes: true` (the test runner's stack only) serves the secure frame's test-only
 * routes (/test/…, secureFrameServer.mjs); off by default, as for a deployed secure site.
 * `analyticsPort`: the analytics service twin (analyticsService.mjs; urls.analytics).
 * Resolves to `{ urls: { demo, api, explorer, relay, verify, analytics, mobileWallet, secureSite, mail, oidc, bitcoin, solana, chains: { [chainId]: rpcUrl } },
 * relay,
 * tokens: { [chainId]: [{ address, symbol, name, decimals }] }, market: { [chainId]: { router,
 * factory, weth } }, manualMiningChainId (null when that chain is not running), smartAccounts: {
 * contracts, bundlerChainIds } (smartAccounts/startSmartAccounts.mjs), sessions: { chainIds, contracts }
 * (sessions/startSessions.mjs), log, stop() }`;
 * every chain starts with the tokens of assets.mjs deployed and the local market (Uniswap V2 with
 * the POOLS of assets.mjs, deployMarket.mjs), at the same addresses on every chain and run.
 */
export async function startStack({
  host = '127.0.0.1',
  demoPort,
  servicePort,
  explorerPort,
  relayPort,
  mobileWalletPort,
  verifyPort,
  analyticsPort,
  secureSitePort,
  mailPort,
  oidcPort,
  bitcoinPort,
  bitcoinBlockIntervalMs,
  solanaPort,
  rampaPort,
  ondaPort,
  chainIds = DEFAULT_CHAIN_IDS,
  manualMiningChainId = MANUAL_MINING_CHAIN_ID,
  quiet = false,
  rootDir = REPO_ROOT,
  walletListOptions = {},
  sessionTtlSeconds,
  secureSiteTestRoutes = false,
} = {}) {
  const log = createRequestLog({
    onEntry: quiet ? undefined : (e) => process.stderr.write(`[${e.service}] ${e.method} ${e.path}${e.query} ${e.status} ${e.ms}ms\n`),
  });
  let chains = [];
  let anvil = null;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const urls = { demo: '', api: '', explorer: '', relay: '', verify: '', analytics: '', mobileWallet: '', secureSite: '', mail: '', oidc: '', chains: {} };
  let tokens = {};
  let market = {};
  let relay = null;
  let smartAccounts = { contracts: {}, bundlerChainIds: [] };
  let sessions = { chainIds: [], contracts: {} };
  // { [chainId]: Promise<url> } (smartAccounts/startSmartAccounts.mjs).
  let bundlers = {};
  // Set once that chain runs and has switched; null until then (or when it does not run).
  let onDemandChainId = null;
  // Built while the chains start; the wallet's server waits for it before serving the bundle.
  const mobileWalletBuild = buildMobileWallet({ rootDir });
  mobileWalletBuild.catch((error) => process.stderr.write(`Demo mobile wallet: the bundle failed to build: ${error.message}\n`));
  const secureFrameBuild = buildSecureFrame({ rootDir });
  secureFrameBuild.catch((error) => process.stderr.write(`Secure frame: the bundle failed to build: ${error.message}\n`));
  // The demo page loads the Bitcoin wallet as one bundle (it cannot resolve package names).
  const bitcoinWalletBuild = buildDemoBitcoinWallet({ rootDir }).catch((error) =>
    process.stderr.write(`Demo Bitcoin wallet: the bundle failed to build: ${error.message}\n`),
  );
  const polkadotWalletBuild = buildDemoPolkadotWallet({ rootDir }).catch((error) => process.stderr.write(`Demo Polkadot wallet: the bundle failed to build: ${error.message}\n`));
  const cosmosWalletBuild = buildDemoCosmosWallet({ rootDir }).catch((error) => process.stderr.write(`Demo Cosmos wallet: the bundle failed to build: ${error.message}\n`));
  // The frame's server mails through the mailbox's SMTP port, known once it listens (below);
  // SMTP stays on loopback whatever `host` is: only this process sends there.
  let smtp = null;
  const mailer = createMailer({ host: '127.0.0.1', getPort: () => smtp.port });
  const mailServer = createMailServer({ log });
  // The social clients' secrets, fresh for this run: only the provider and the frame's server know them.
  const socialClientSecrets = createClientSecrets();
  // The bundlers' process loads alto now, while everything else starts (smartAccounts/).
  const smartAccountStack = startSmartAccounts({ quiet });
  // Up before any server: the data service answers bip122 balances from its UTXO set.
  const bitcoinLedger = startBitcoinLedger({ log, blockIntervalMs: bitcoinBlockIntervalMs });
  // Funds its dev keys while the other services start; '' is its URL until then (or for good
  // where litesvm's native build cannot load), so nothing routes to a ledger that is not there.
  const solanaLedger = createSolanaLedgerService({ log });
  let solanaRunning = false;
  const solanaRpcUrl = () => (solanaRunning ? urls.solana : '');
  // The two on-ramp providers (onramp/): their pages and APIs on their own origins, the data
  // service's on-ramp routes, and their funded delivery accounts on every chain.
  const onramp = createOnramp({ getChains: () => chains, getTokens: () => tokens, getProviderUrl: (id) => urls[`onramp-${id}`], log });
  const onrampPorts = { rampa: rampaPort, onda: ondaPort };
  const stackInfo = () => ({
    apiUrl: urls.api,
    explorerUrl: urls.explorer,
    relayUrl: urls.relay,
    verifyUrl: urls.verify,
    analyticsUrl: urls.analytics,
    mobileWalletUrl: urls.mobileWallet,
    secureSiteUrl: urls.secureSite,
    mailUrl: urls.mail,
    oidcUrl: urls.oidc,
    bitcoinUrl: urls.bitcoin,
    solanaRpcUrl: solanaRpcUrl(),
    chains: urls.chains,
    // Tests hold transactions pending there; the demo pages leave it out (demo/demoChains.mjs).
    manualMiningChainId: onDemandChainId,
    tokens,
    market,
    // [{ id, name, feeRate, url, deliveryAddress }]: the local on-ramp providers (onramp/).
    onrampProviders: onramp.info(),
    // { contracts: { entryPoint, safeSingleton, … }, bundlerChainIds } (smartAccounts/).
    smartAccounts,
    // { chainIds, contracts: { delegationManager, eip7702StatelessDeleGator, …Enforcer } } (sessions/).
    sessions,
  });

  const servers = [
    {
      label: 'data service', flag: '--service-port', env: 'WM_SERVICE_PORT', port: servicePort, key: 'api',
      handler: createDataService({ getChains: () => chains, getTokens: () => tokens, getMarket: () => market, getExplorerUrl: () => urls.explorer, log, getBitcoinLedger: () => bitcoinLedger.ledger, getSolanaRpcUrl: solanaRpcUrl, onramp, getBundlers: () => bundlers }),
    },
    {
      label: 'wallet-list service', flag: '--explorer-port', env: 'WM_EXPLORER_PORT', port: explorerPort, key: 'explorer',
      handler: createWalletListService({ getChains: () => chains, sessionTtlSeconds, ...walletListOptions, log }),
    },
    {
      label: 'verify service', flag: '--verify-port', env: 'WM_VERIFY_PORT', port: verifyPort, key: 'verify',
      handler: createVerifyService({ log }),
    },
    // demo/start.mjs has no flag or variable for this port: the demo pages send no analytics.
    {
      label: 'analytics service', port: analyticsPort, key: 'analytics',
      handler: createAnalyticsService({ log }),
    },
    {
      label: 'demo server', flag: '--demo-port', env: 'WM_DEMO_PORT', port: demoPort, key: 'demo',
      handler: createStaticServer({ rootDir, getStackInfo: stackInfo }),
    },
    {
      label: 'demo mobile wallet', flag: '--wallet-port', env: 'WM_WALLET_PORT', port: mobileWalletPort, key: 'mobileWallet',
      handler: createMobileWalletServer({ rootDir, getStackInfo: stackInfo, getBuild: () => mobileWalletBuild }),
    },
    {
      label: 'secure frame', flag: '--secure-site-port', env: 'WM_SECURE_SITE_PORT', port: secureSitePort, key: 'secureSite',
      handler: createSecureFrameServer({
        rootDir, log, getBuild: () => secureFrameBuild, getOrigin: () => urls.secureSite, sendMail: (mail) => mailer.send(mail),
        getOidcOrigin: () => urls.oidc, socialClientSecrets, testRoutes: secureSiteTestRoutes,
        getFrameConfig: () => ({ apiUrl: urls.api, bundlerChainIds: smartAccounts.bundlerChainIds }),
      }).handler,
    },
    {
      label: 'mailbox', flag: '--mail-port', env: 'WM_MAIL_PORT', port: mailPort, key: 'mail',
      handler: mailServer.handler,
    },
    {
      label: 'login provider', flag: '--oidc-port', env: 'WM_OIDC_PORT', port: oidcPort, key: 'oidc',
      handler: createOidcProvider({ log, getOrigin: () => urls.oidc, getSecureSiteUrl: () => urls.secureSite, clientSecrets: socialClientSecrets }).handler,
    },
    {
      label: 'Bitcoin ledger twin', flag: '--bitcoin-port', env: 'WM_BITCOIN_PORT', port: bitcoinPort, key: 'bitcoin',
      handler: bitcoinLedger.handler,
    },
    {
      label: 'Solana ledger', flag: '--solana-port', env: 'WM_SOLANA_PORT', port: solanaPort, key: 'solana',
      handler: solanaLedger.handler,
    },
    // demo/start.mjs has no flag or variable for these ports (rampaPort / ondaPort only): no hint.
    ...onramp.servers.map(({ provider, handler }) => ({
      label: `${provider.name} on-ramp provider`, port: onrampPorts[provider.id], key: `onramp-${provider.id}`,
      handler,
    })),
  ].map((s) => ({ ...s, server: createServer(s.handler) }));
  // Its PubSub (signature and account subscriptions) shares the ledger's port, as ws://.
  solanaLedger.attach(servers.find((s) => s.key === 'solana').server);

  let stopped = null;
  const stop = () =>
    (stopped ??= Promise.all([...servers.map((s) => closeServer(s.server)), bitcoinLedger.stop(), solanaLedger.stop(), smartAccountStack.stop(), anvil?.stop(), relay?.stop(), smtp?.stop(), mailer.close()]).then(
      () => undefined,
    ));

  try {
    // Bind the fixed ports first: a taken port fails fast, before any anvil is spawned.
    for (const s of servers) {
      const port = await listen(s.server, { host, port: s.port, label: s.label, flag: s.flag, env: s.env });
      urls[s.key] = `http://${urlHost}:${port}`;
    }
    smtp = await mailServer.startSmtp({ host: '127.0.0.1' });
    relay = await startRelay({ host, port: relayPort ?? 0, flag: '--relay-port', env: 'WM_RELAY_PORT' });
    urls.relay = relay.url;
    anvil = await startAnvilChains({ chainIds });
    // Next to the token setup (other senders, so no nonce moves).
    const smartAccountsDeployed = smartAccountStack.start(anvil.chains.filter((c) => c.chainId !== manualMiningChainId));
    smartAccountsDeployed.catch(() => {}); // awaited below; this only keeps an early failure from counting as unhandled
    // After it: both deploy through the deterministic deployer from one impersonated sender.
    const sessionsDeployed = smartAccountsDeployed.then(() => startSessions(anvil.chains.filter((c) => c.chainId !== manualMiningChainId)));
    sessionsDeployed.catch(() => {});
    // The market (Uniswap V2, deployMarket.mjs) right after the tokens, by the same deployer.
    const deployed = await Promise.all(
      anvil.chains.map(async (c) => {
        const chainTokens = await deployTokens(c.rpcUrl);
        return { tokens: chainTokens, market: await deployMarket(c.rpcUrl, chainTokens) };
      }),
    );
    // The on-ramp providers' delivery accounts: after every deployment of the deployer (its
    // nonces fix the deployed addresses; funding uses it too), before a chain mines on demand only.
    await Promise.all(anvil.chains.map((c, i) => onramp.fund(c.rpcUrl, deployed[i].tokens)));
    // Only after the deployment, which waits for each receipt; before the chains are visible,
    // so nothing sent through the stack is mined at once on that chain.
    const onDemand = anvil.chains.find((c) => c.chainId === manualMiningChainId);
    if (onDemand) {
      await switchToManualMining(onDemand.rpcUrl);
      onDemandChainId = onDemand.chainId;
    }
    // Chains become visible to the services only with their tokens, so no answer misses them.
    // The bundlers keep starting after this (the route waits for them): alto takes seconds.
    ({ bundlers, info: smartAccounts } = await smartAccountsDeployed);
    sessions = await sessionsDeployed;
    tokens = Object.fromEntries(anvil.chains.map((c, i) => [c.chainId, deployed[i].tokens]));
    market = Object.fromEntries(anvil.chains.map((c, i) => [c.chainId, deployed[i].market]));
    chains = anvil.chains;
    urls.chains = Object.fromEntries(chains.map((c) => [c.chainId, c.rpcUrl]));
    await Promise.all([bitcoinWalletBuild, polkadotWalletBuild, cosmosWalletBuild]); // so the demo page never asks for them before they exist
    solanaRunning = await solanaLedger.ready;
    if (!solanaRunning) urls.solana = '';
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, tokens, market, manualMiningChainId: onDemandChainId, onrampProviders: onramp.info(), smartAccounts, sessions, log, relay, stop };
}
