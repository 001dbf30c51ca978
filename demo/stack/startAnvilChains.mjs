// One anvil process per chain id, each on its own free loopback port.
// Defaults: 1 and 8453 (networks the demo requests), 42161 (one it does not, so the
// "network not requested" paths can be exercised) and 10, which startStack() switches to
// mining only on demand once its tokens are deployed (manualMining.mjs). Dev accounts are
// anvil's usual ones (default mnemonic, 10000 ETH each) so tests can use well-known addresses:
// the usual 0-9, and 10-11 for test files that each need a sender no other file sends from.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { anvilBinaryPath } from './anvilBinary.mjs';
import { MANUAL_MINING_CHAIN_ID } from './manualMining.mjs';
import { freePort } from './ports.mjs';

export const DEFAULT_CHAIN_IDS = [1, 8453, 42161, MANUAL_MINING_CHAIN_ID];
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 15_000;
// On Linux, setpriv makes the kernel send SIGTERM to anvil if this Node process dies in a way
// no handler can catch (SIGKILL, crash). It execs anvil, so the pid is still anvil's.
const SETPRIV = process.platform === 'linux' && existsSync('/usr/bin/setpriv') ? '/usr/bin/setpriv' : null;

async function answersChainId(rpcUrl) {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const json = await res.json();
    return typeof json.result === 'string' ? Number(json.result) : undefined;
  } catch {
    return undefined;
  }
}

function spawnAnvil(chainId, port) {
  const args = ['--chain-id', String(chainId), '--port', String(port), '--host', HOST, '--mnemonic', DEV_MNEMONIC, '--accounts', '12', '--balance', '10000', '--silent'];
  const [command, argv] = SETPRIV ? [SETPRIV, ['--pdeathsig', 'SIGTERM', '--', anvilBinaryPath(), ...args]] : [anvilBinaryPath(), args];
  const child = spawn(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000); // keep the tail for error messages
  });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.stderrTail = () => stderr.trim();
  return child;
}

/** Starts anvil for chainId and waits until it answers eth_chainId with that id. */
async function startOne(chainId, children) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort(HOST);
    const rpcUrl = `http://${HOST}:${port}`;
    const child = spawnAnvil(chainId, port);
    children.push(child); // tracked at once, so an early exit of the parent still kills it
    let exited = null;
    child.exited.then((info) => (exited = info));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!exited && Date.now() < deadline) {
      if ((await answersChainId(rpcUrl)) === chainId) return { chainId, rpcUrl };
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGKILL');
    // The free port can be taken between probing and anvil binding it: retry a couple of times.
    if (exited && /address already in use/i.test(child.stderrTail()) && attempt < 3) continue;
    const why = exited ? `exited (${exited.signal ?? exited.code}): ${child.stderrTail() || 'no output'}` : `did not answer within ${READY_TIMEOUT_MS} ms`;
    throw new Error(`anvil for chain ${chainId} ${why}`);
  }
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
  await child.exited;
  clearTimeout(timer);
}

/** Resolves to `{ chains: [{ chainId, rpcUrl }], stop() }` once every chain answers. */
export async function startAnvilChains({ chainIds = DEFAULT_CHAIN_IDS } = {}) {
  const children = [];
  // Last resort when the parent exits without calling stop(): 'exit' handlers must be synchronous.
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  process.on('exit', killAll);

  let stopped = null;
  const stop = () =>
    (stopped ??= Promise.all(children.map(stopChild)).finally(() => process.off('exit', killAll)));

  const results = await Promise.allSettled(
    chainIds.map((chainId) => startOne(chainId, children)),
  );
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }
  return { chains: results.map((r) => r.value), stop };
}
