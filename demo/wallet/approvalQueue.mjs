// The wallet's "confirm" popup, reduced to a policy: approve everything, reject everything, or
// hold each request in a queue until someone (a person on the demo page, or a test) decides.
import { userRejected } from './providerErrors.mjs';

export const APPROVAL_MODES = ['approve', 'reject', 'manual'];

export function createApprovalQueue({ mode: initialMode = 'approve', onChange } = {}) {
  let mode = initialMode;
  let nextId = 1;
  const waiting = new Map(); // id -> { request, resolve, reject }
  const listeners = new Set();

  const pending = () => [...waiting.values()].map(({ request }) => ({ ...request }));
  function changed() {
    const list = pending();
    for (const listener of listeners) {
      try {
        listener(list);
      } catch (error) {
        (globalThis.reportError ?? console.error)(error);
      }
    }
    onChange?.();
  }

  function settle(id, approved) {
    const entry = waiting.get(Number(id));
    if (!entry) return false;
    waiting.delete(Number(id));
    if (approved) entry.resolve();
    else entry.reject(userRejected());
    changed();
    return true;
  }

  return {
    setMode(next) {
      if (!APPROVAL_MODES.includes(next)) throw new TypeError(`Approval mode must be one of ${APPROVAL_MODES.join(', ')}; got ${next}`);
      mode = next;
      onChange?.();
    },
    mode: () => mode,
    /** Resolves once approved; rejects with a 4001 error once rejected. */
    ask(method, params) {
      if (mode === 'approve') return Promise.resolve();
      if (mode === 'reject') return Promise.reject(userRejected());
      return new Promise((resolve, reject) => {
        const request = { id: nextId++, method, params, requestedAt: Date.now() };
        waiting.set(request.id, { request, resolve, reject });
        changed();
      });
    },
    /** Each returns false when no pending request has that id. */
    approve: (id) => settle(id, true),
    reject: (id) => settle(id, false),
    /** Copies of the waiting requests `{ id, method, params, requestedAt }`, oldest first. */
    pending,
    /** Calls `listener(pending())` whenever the queue changes; returns an unsubscribe function. */
    onPendingChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
