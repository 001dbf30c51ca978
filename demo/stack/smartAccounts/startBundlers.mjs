// One alto bundler (@pimlico/alto, Pimlico's ERC-4337 bundler) per chain of BUNDLER_CHAIN_IDS that
// the stack runs, against EntryPoint v0.7, each on a free port. Its executor and utility keys are
// dev accounts 10 and 11 (devKeys.mjs), funded here. Safe mode (the ERC-7562 tracing rules) is off:
// anvil has no debug_traceCall tracer for them. alto deploys its simulation contracts at start
// (--deploy-simulations-contract). Its logs go to stderr only when the stack is not quiet.
// Stopped with the stack; on Linux the kernel stops it should this process die (setpriv), and an
// exit handler kills what is left.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../ports.mjs';
import { rpcBatch, toHex } from '../rpcClient.mjs';
import { bundlerKeys } from './devKeys.mjs';
import { BUNDLER_CHAIN_IDS, ENTRY_POINT_07 } from './smartAccountAddresses.mjs';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const ALTO_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), 'cli/alto.js');
const SETPRIV = process.platform === 'linux' && existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : null;
const FUNDING = toHex(1000n * 10n ** 18n);

async function answersEntryPoint(url) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const { result } = await res.json();
    return Array.isArray(result) && result.some((a) => a.toLowerCase() === ENTRY_POINT_07);
  } catch {
    return false;
  }
}

function spawnAlto({ rpcUrl, port, keys, quiet }) {
  const args = [
    ALTO_CLI, '--rpc-url', rpcUrl, '--port', String(port), '--entrypoints', ENTRY_POINT_07,
    '--executor-private-keys', keys.executor.privateKey, '--utility-private-key', keys.utility.privateKey,
    '--safe-mode', 'false', '--deploy-simulations-contract', 'true',
    // anvil mines each transaction at once: poll it often, bundle at once, no wallet refills.
    '--block-time', '250', '--min-bundle-interval', '50', '--max-bundle-interval', '250',
    '--refilling-wallets', 'false', '--utility-wallet-monitor', 'false',
    '--log-level', quiet ? 'error' : 'info',
  ];
  const [command, argv] = SETPRIV ? [SETPRIV, ['--pdeathsig', 'SIGTERM', '--', process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, argv, { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    if (!quiet) process.stderr.write(chunk);
    stderr = (stderr + chunk).slice(-4000);
  });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.stderrTail = () => stderr.trim();
  return child;
}

async function startOne({ chainId, rpcUrl }, keys, quiet, children) {
  await rpcBatch(rpcUrl, [keys.executor, keys.utility].map(({ address }) => ['anvil_setBalance', [address, FUNDING]]));
  const port = await freePort(HOST);
  const url = `http://${HOST}:${port}`;
  const child = spawnAlto({ rpcUrl, port, keys, quiet });
  children.push(child);
  let exited = null;
  child.exited.then((info) => (exited = info));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    if (await answersEntryPoint(url)) return { chainId, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  const why = exited ? `exited (${exited.signal ?? exited.code}): ${child.stderrTail() || 'no output'}` : `did not answer within ${READY_TIMEOUT_MS} ms`;
  throw new Error(`The bundler (alto) for chain ${chainId} ${why}`);
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
  await child.exited;
  clearTimeout(timer);
}

/**
 * Starts a bundler for each of `chains` (`[{ chainId, rpcUrl }]`) whose id is in BUNDLER_CHAIN_IDS
 * (the EntryPoint deployed there). Returns at once `{ ready, stop() }`: `ready` resolves to
 * `{ [chainId]: url }` once every bundler answers (after a failure, the others are stopped);
 * `stop()` also stops bundlers still starting.
 */
export function startBundlers({ chains, quiet = true }) {
  const children = [];
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  process.on('exit', killAll);
  let stopped = null;
  const stop = () => (stopped ??= Promise.all(children.map(stopChild)).finally(() => process.off('exit', killAll)).then(() => undefined));
  const keys = bundlerKeys();
  const ready = Promise.allSettled(chains.filter((c) => BUNDLER_CHAIN_IDS.includes(c.chainId)).map((c) => startOne(c, keys, quiet, children))).then(async (results) => {
    const failure = results.find((r) => r.status === 'rejected');
    if (failure) {
      await stop();
      throw failure.reason;
    }
    return Object.fromEntries(results.map((r) => [r.value.chainId, r.value.url]));
  });
  return { ready, stop };
}
