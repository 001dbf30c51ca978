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
// dist/ is built first when it is older than src/ or the build config (setup/ensureBuild.mjs:
// `npm run build`'s modules, its two bundles side by side, but not minified and without its
// declaration files, which the demo does not read), while the stack starts; --no-build serves
// dist/ as it is. The URL is printed once both are ready. `npm start` runs
// setup/ensureInstall.mjs before this (`npm ci` when node_modules does not match the lock).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distState } from './setup/ensureBuild.mjs';
import { startStack } from './stack/startStack.mjs';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const progress = (line) => process.stdout.write(`[start] ${line}\n`);

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
const USAGE = `Usage: node demo/start.mjs [--demo-port N] [--service-port N] [--explorer-port N] [--relay-port N] [--wallet-port N] [--verify-port N] [--secure-site-port N] [--mail-port N] [--oidc-port N] [--bitcoin-port N] [--solana-port N] [--verbose] [--no-build]`;

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
  let build = true;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (flag === '--verbose') {
      verbose = true;
    } else if (flag === '--no-build') {
      build = false;
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
  return { ...ports, verbose, build };
}

const { verbose, build, ...ports } = parseArgs(process.argv.slice(2));

let stack;
let builder = null; // the build's process while it runs
let stopping = false;
async function shutdown(code) {
  if (stopping) process.exit(code); // a second Ctrl-C: do not wait any longer
  stopping = true;
  builder?.kill('SIGTERM');
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

/** Resolves once dist/ is current (built now if it was not); rejects when the build fails. */
function buildIfStale() {
  if (!build) {
    progress('dist/: not checked (--no-build), served as it is');
    return Promise.resolve();
  }
  const state = distState({ declarations: false, minified: false });
  if (state.fresh) {
    progress(`dist/: up to date (${state.reason}), no build`);
    return Promise.resolve();
  }
  // Its own process: the type check and the minifier would hold this one's event loop for
  // seconds at a time, and the stack starts here meanwhile.
  const script = fileURLToPath(new URL('./setup/ensureBuild.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    builder = spawn(process.execPath, [script, '--no-declarations', '--no-minify'], { cwd: path.dirname(path.dirname(script)), stdio: 'inherit' });
    builder.on('error', reject);
    builder.on('exit', (code) => {
      builder = null;
      if (code === 0) resolve();
      else reject(new Error('The build of dist/ failed (see above), and the demo serves dist/: fix the error and start again.'));
    });
  });
}

progress('starting the local stack: anvil chains with tokens and the market, the service twins, the demo server, the wallet bundles');
const stackStarting = startStack({ ...ports, quiet: !verbose }).then((running) => {
  stack = running;
  progress(`stack up after ${elapsed()}`);
  return running;
});
try {
  await Promise.all([buildIfStale(), stackStarting]);
} catch (error) {
  if (!stopping) {
    process.stderr.write(`${error.message}\n`);
    builder?.kill('SIGTERM');
    await stackStarting.catch(() => {}); // a failed start stops what it started; a started stack is stopped below
    await shutdown(1);
  }
}
if (stopping) await new Promise(() => {}); // Ctrl-C arrived while starting: shutdown() exits
progress(`ready after ${elapsed()}`);
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
process.stdout.write(`Local exchange (Pay): ${stack.urls.exchange}/  (a demo account's balance, paid out on chain from ${stack.exchange.hotWalletAddress})\n`);
process.stdout.write(`Bitcoin ledger twin: ${stack.urls.bitcoin}/api/blocks/tip/height  (Esplora-shaped API over a local testnet ledger, not a node)\n`);
if (stack.urls.solana) {
  process.stdout.write(`Solana ledger: ${stack.urls.solana}  (litesvm behind a JSON-RPC server; ws:// on the same port; dev keys in demo/stack/solana/devKeys.mjs)\n`);
}
