// An alto bundler (@pimlico/alto, Pimlico's ERC-4337 bundler) for each chain of BUNDLER_CHAIN_IDS
// that the stack runs, all in one process (altoRunner.mjs), against EntryPoint v0.7, each on a free port. Its executor and utility keys are
// accounts 20 and 21 of the dev mnemonic (devKeys.mjs), which anvil does not list, funded here. Safe mode (the ERC-7562 tracing rules) is off:
// anvil has no debug_traceCall tracer for them. Its simulation contracts are deployed before it
// starts (deployBundlerSimulations.mjs), which --deploy-simulations-contract then finds in place. Its logs go to stderr only when the stack is not quiet.
// Stopped with the stack; on Linux the kernel stops it should this process die (setpriv), and an
// exit handler kills what is left.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../ports.mjs';
import { rpcBatch, toHex } from '../rpcClient.mjs';
import { deployBundlerSimulations } from './deployBundlerSimulations.mjs';
import { bundlerKeys } from './devKeys.mjs';
import { BUNDLER_CHAIN_IDS, ENTRY_POINT_07 } from './smartAccountAddresses.mjs';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 120_000;
const RUNNER_NICENESS = 10;
const RUNNER = fileURLToPath(new URL('./altoRunner.mjs', import.meta.url));
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

const altoArgs = ({ rpcUrl, port, keys, quiet }) => [
  '--rpc-url', rpcUrl, '--port', String(port), '--entrypoints', ENTRY_POINT_07,
  '--executor-private-keys', keys.executor.privateKey, '--utility-private-key', keys.utility.privateKey,
  '--safe-mode', 'false', '--deploy-simulations-contract', 'true',
  // anvil mines each transaction at once: poll it often, bundle at once, no wallet refills.
  '--block-time', '250', '--min-bundle-interval', '50', '--max-bundle-interval', '250',
  '--refilling-wallets', 'false', '--utility-wallet-monitor', 'false',
  '--log-level', quiet ? 'error' : 'info',
];

function spawnRunner(quiet) {
  const [command, argv] = SETPRIV ? [SETPRIV, ['--pdeathsig', 'SIGTERM', '--', process.execPath, RUNNER]] : [process.execPath, [RUNNER]];
  // Its own folder as the working directory: alto reads a .env file there (there is none).
  const child = spawn(command, argv, { cwd: path.dirname(RUNNER), stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    if (!quiet) process.stderr.write(chunk);
    stderr = (stderr + chunk).slice(-4000);
  });
  // Below the stack's own start: alto loads while the stack starts but does not slow it down.
  try {
    setPriority(child.pid, RUNNER_NICENESS);
  } catch {
    // Not allowed here: it runs at the stack's priority.
  }
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.loaded = new Promise((resolve) => child.once('message', resolve));
  child.stderrTail = () => stderr.trim();
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
  await child.exited;
  clearTimeout(timer);
}

/**
 * Spawns the bundlers' process now (altoRunner.mjs: alto takes seconds to load) and returns
 * `{ start(chains), stop() }`. `start` takes the chains `[{ chainId, rpcUrl }]` (the EntryPoint
 * deployed on each) and starts a bundler for each whose id is in BUNDLER_CHAIN_IDS; it resolves to
 * `{ [chainId]: url }` once every one answers, or rejects (and stops them) when one does not.
 * `stop()` stops the process, also while it starts.
 */
export function createBundlers({ quiet = true } = {}) {
  const child = spawnRunner(quiet);
  const killNow = () => child.exitCode === null && child.kill('SIGKILL');
  process.on('exit', killNow);
  let stopped = null;
  const stop = () => (stopped ??= stopChild(child).finally(() => process.off('exit', killNow)));
  let exited = null;
  child.exited.then((info) => (exited = info));
  const diedWith = () => `exited (${exited.signal ?? exited.code}): ${child.stderrTail() || 'no output'}`;

  async function start(chains) {
    const keys = bundlerKeys();
    const served = chains.filter((c) => BUNDLER_CHAIN_IDS.includes(c.chainId));
    await Promise.all(served.map(({ rpcUrl }) => Promise.all([
      rpcBatch(rpcUrl, [keys.executor, keys.utility].map(({ address }) => ['anvil_setBalance', [address, FUNDING]])),
      deployBundlerSimulations(rpcUrl, keys.utility.address),
    ])));
    const ports = await Promise.all(served.map(() => freePort(HOST)));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    try {
      await Promise.race([child.loaded, child.exited]);
      if (exited) throw new Error(`The bundlers' process ${diedWith()}`);
      child.send({ instances: served.map(({ rpcUrl }, i) => altoArgs({ rpcUrl, port: ports[i], keys, quiet })) });
      const urls = {};
      await Promise.all(served.map(async ({ chainId }, i) => {
        const url = `http://${HOST}:${ports[i]}`;
        while (!(await answersEntryPoint(url))) {
          if (exited) throw new Error(`The bundler (alto) for chain ${chainId} ${diedWith()}`);
          if (Date.now() > deadline) throw new Error(`The bundler (alto) for chain ${chainId} did not answer within ${READY_TIMEOUT_MS} ms`);
          await new Promise((r) => setTimeout(r, 100));
        }
        urls[chainId] = url;
      }));
      return urls;
    } catch (error) {
      await stop();
      throw error;
    }
  }
  return { start, stop };
}
