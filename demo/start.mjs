#!/usr/bin/env node
// `npm start`: runs the local stack (chains, services, demo server) until Ctrl-C.
// Ports: --demo-port / --service-port / --explorer-port / --relay-port / --wallet-port (the demo
// mobile wallet) / --verify-port (the verify twin) / --secure-site-port (the embedded wallet's
// secure frame) / --mail-port (the mailbox page) / --oidc-port (the social logins' provider), or
// WM_DEMO_PORT / WM_SERVICE_PORT / WM_EXPLORER_PORT / WM_RELAY_PORT / WM_WALLET_PORT /
// WM_VERIFY_PORT / WM_SECURE_SITE_PORT / WM_MAIL_PORT / WM_OIDC_PORT; defaults 5173, 8787, 8788,
// 8789, 8790, 8791, 8792, 8793, 8794 (0 = any free port; the mailbox's SMTP side always takes a
// free loopback port). --verbose logs every service call.
// --bitcoin-port / WM_BITCOIN_PORT (default 8796): the Bitcoin ledger twin's Esplora-shaped API.
// --solana-port / WM_SOLANA_PORT (default 8899, solana-test-validator's): the local Solana ledger's
// JSON-RPC (HTTP, and WebSocket subscriptions on the same port).
// This script never builds: it serves whatever is in dist/.
import { startStack } from './stack/startStack.mjs';

const OPTIONS = {
  '--demo-port': { key: 'demoPort', env: 'WM_DEMO_PORT', fallback: 5173 },
  '--service-port': { key: 'servicePort', env: 'WM_SERVICE_PORT', fallback: 8787 },
  '--explorer-port': { key: 'explorerPort', env: 'WM_EXPLORER_PORT', fallback: 8788 },
  '--relay-port': { key: 'relayPort', env: 'WM_RELAY_PORT', fallback: 8789 },
  '--wallet-port': { key: 'mobileWalletPort', env: 'WM_WALLET_PORT', fallback: 8790 },
  '--verify-port': { key: 'verifyPort', env: 'WM_VERIFY_PORT', fallback: 8791 },
  '--secure-site-port': { key: 'secureSitePort', env: 'WM_SECURE_SITE_PORT', fallback: 8792 },
  '--mail-port': { key: 'mailPort', env: 'WM_MAIL_PORT', fallback: 8793 },
  '--oidc-port': { key: 'oidcPort', env: 'WM_OIDC_PORT', fallback: 8794 },
  '--bitcoin-port': { key: 'bitcoinPort', env: 'WM_BITCOIN_PORT', fallback: 8796 },
  '--solana-port': { key: 'solanaPort', env: 'WM_SOLANA_PORT', fallback: 8899 },
};
const USAGE = `Usage: node demo/start.mjs [--demo-port N] [--service-port N] [--explorer-port N] [--relay-port N] [--wallet-port N] [--verify-port N] [--secure-site-port N] [--mail-port N] [--oidc-port N] [--bitcoin-port N] [--solana-port N] [--verbose]`;

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parsePort(value, name) {
  const port = Number(value);
  if (!/^\d+$/.test(String(value)) || port > 65535) fail(`${name} must be a port number (0-65535), got "${value}".\n${USAGE}`);
  return port;
}

function parseArgs(argv) {
  const given = {};
  let verbose = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (flag === '--verbose') {
      verbose = true;
    } else if (OPTIONS[flag]) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) fail(`${flag} needs a value.\n${USAGE}`);
      given[flag] = value;
    } else {
      fail(`Unknown option ${argv[i]}.\n${USAGE}`);
    }
  }
  const ports = {};
  for (const [flag, { key, env, fallback }] of Object.entries(OPTIONS)) {
    if (given[flag] !== undefined) ports[key] = parsePort(given[flag], flag);
    else if (process.env[env]) ports[key] = parsePort(process.env[env], env);
    else ports[key] = fallback;
  }
  return { ...ports, verbose };
}

const { verbose, ...ports } = parseArgs(process.argv.slice(2));

let stack;
let stopping = false;
async function shutdown(code) {
  if (stopping) process.exit(code); // a second Ctrl-C: do not wait any longer
  stopping = true;
  await stack?.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));
process.on('uncaughtException', (error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  shutdown(1);
});

try {
  stack = await startStack({ ...ports, quiet: !verbose });
} catch (error) {
  fail(error.message);
}
if (stopping) await shutdown(0); // Ctrl-C arrived while starting
const { demo, api, explorer, relay, verify, mobileWallet, secureSite, mail, oidc, chains } = stack.urls;
// The demo page leaves the on-demand chain out; say why it is running anyway.
const chainList = Object.keys(chains)
  .map((id) => (Number(id) === stack.manualMiningChainId ? `${id} (mines only on evm_mine, for tests; not on the demo page)` : id))
  .join(', ');
process.stdout.write(
  `Demo: ${demo}/  (mobile wallet ${mobileWallet}/, api ${api}, explorer ${explorer}, relay ${relay}, verify ${verify}, secure frame ${secureSite}/sdk, chains ${chainList}; Ctrl-C to stop)\n` +
    `Mailbox: ${mail}/  (sign-in codes and device links of the embedded wallet)\n` +
    `Login provider: ${oidc}/.well-known/openid-configuration  (the social logins' stand-in: its login page lists demo users)\n`,
);
process.stdout.write(`Bitcoin ledger twin: ${stack.urls.bitcoin}/api/blocks/tip/height  (Esplora-shaped API over a local testnet ledger, not a node)\n`);
if (stack.urls.solana) {
  process.stdout.write(`Solana ledger: ${stack.urls.solana}  (litesvm behind a JSON-RPC server; ws:// on the same port; dev keys in demo/stack/solana/devKeys.mjs)\n`);
}
