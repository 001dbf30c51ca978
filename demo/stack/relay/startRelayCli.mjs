#!/usr/bin/env node
// Runs the local WalletConnect relay alone, for manual testing:
//   node demo/stack/relay/startRelayCli.mjs [--port N] [--quiet]   (or WM_RELAY_PORT; default: a free port)
// Prints the relay URL, logs one line per relay event unless --quiet, and restarts the relay
// (mailboxes kept) on SIGUSR2. Ctrl-C stops it.
import { startRelay } from './startRelay.mjs';

const USAGE = 'Usage: node demo/stack/relay/startRelayCli.mjs [--port N] [--quiet]';

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let port = process.env.WM_RELAY_PORT ?? '0';
let quiet = false;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const [flag, inline] = args[i].split(/=(.*)/s, 2);
  if (flag === '--port') port = inline ?? args[(i += 1)];
  else if (flag === '--quiet') quiet = true;
  else if (flag === '--help' || flag === '-h') {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  } else fail(`Unknown option ${args[i]}.\n${USAGE}`);
}
if (!/^\d+$/.test(String(port)) || Number(port) > 65535) fail(`--port must be a port number (0-65535), got "${port}".\n${USAGE}`);

const log = quiet
  ? undefined
  : ({ time, service, event, ...rest }) => {
      const details = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' && v.length > 16 && k === 'topic' ? `${v.slice(0, 8)}…` : v}`);
      process.stderr.write(`${[`[relay] ${time.slice(11, 23)}`, event, ...details].join(' ')}\n`);
    };

let relay;
try {
  relay = await startRelay({ port: Number(port), log, flag: '--port', env: 'WM_RELAY_PORT' });
} catch (error) {
  fail(error.message);
}
process.stdout.write(`WalletConnect relay: ${relay.url}  (SIGUSR2 restarts it; Ctrl-C to stop)\n`);

const shutdown = () => relay.stop().finally(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGUSR2', () => relay.restart().catch((error) => process.stderr.write(`restart failed: ${error.message}\n`)));
