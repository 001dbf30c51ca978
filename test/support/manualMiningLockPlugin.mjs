// @web/test-runner plugin: one test file at a time holds the stack's manual-mining chain. Its
// evm_mine mines every transaction of the pool, so a file that mines would settle another file's
// transaction that must stay pending, and test files run two at once.
// `executeServerCommand('manual-mining', { hold: true })` resolves once the asking file holds it
// (again at once when it already does); `{ hold: false }` lets go. A file that never lets go (its
// page died) loses it after LEASE_MS, so the run cannot wait for ever.
const LEASE_MS = 5 * 60_000;

export function manualMiningLockPlugin() {
  /** The session (test file) holding the chain, and when its lease ends. */
  let holder = null;
  /** Sessions waiting for it, first come first served. */
  let waiting = [];

  const grant = (id, resolve) => {
    holder = { id, lease: setTimeout(() => release(id), LEASE_MS) };
    resolve(true);
  };
  const release = (id) => {
    waiting = waiting.filter((entry) => entry.id !== id);
    if (holder?.id !== id) return;
    clearTimeout(holder.lease);
    holder = null;
    const next = waiting.shift();
    if (next) grant(next.id, next.resolve);
  };

  return {
    name: 'manual-mining-lock',
    async executeCommand({ command, payload, session }) {
      if (command !== 'manual-mining') return undefined;
      if (payload?.hold === false) {
        release(session.id);
        return true;
      }
      if (holder?.id === session.id) return true;
      return new Promise((resolve) => (holder ? waiting.push({ id: session.id, resolve }) : grant(session.id, resolve)));
    },
  };
}
