// The Demo Polkadot Wallet: a browser extension as Polkadot pages meet it, an entry of
// `window.injectedWeb3` (what @polkadot/extension-dapp reads) with enable(originName) giving the
// page { accounts: { get, subscribe }, signer: { signRaw, signPayload } }, signing with a
// stack dev key (real sr25519). `controls` play the person in front of the wallet:
//   wallet.controls.setApproval('manual'); … wallet.controls.approve(id) / reject(id)
//   wallet.controls.switchAccount(3); wallet.controls.disconnectFromWallet();
// As real extensions do, a refusal is an Error('Cancelled') with no code, and the page is asked
// once: an origin it approved is enabled again without a prompt. With `remember: true` that
// approval (and the account shown) also survives a reload, as an extension's list of allowed sites.
import { createApprovalQueue } from '../approvalQueue.mjs';
import { loadSession, saveSession, storageKeyFor } from '../sessionState.mjs';
import { createPolkadotSigner } from './polkadotSigner.mjs';

export const DEMO_POLKADOT_WALLET_KEY = 'demo-polkadot-wallet';

const cancelled = () => new Error('Cancelled');

/**
 * `accountIndex`: the dev key shown first; `name`: its key in `window.injectedWeb3`; `remember`:
 * keep the page's approval and the account across reloads (sessionStorage), off by default.
 */
export function createDemoPolkadotWallet({ accountIndex = 0, name = DEMO_POLKADOT_WALLET_KEY, remember = false } = {}) {
  const storageKey = storageKeyFor(`polkadot:${name}`);
  const saved = remember ? loadSession(storageKey) : null;
  let signer = createPolkadotSigner(saved?.accountIndex ?? accountIndex);
  let authorized = saved?.connected ?? false;
  const save = () => remember && saveSession(storageKey, { connected: authorized, accountIndex: signer.key.index });
  const subscribers = new Set();
  const approvals = createApprovalQueue();
  const ask = (method, params) => approvals.ask(method, params).catch(() => Promise.reject(cancelled()));
  const accounts = () => (authorized ? [{ address: signer.key.address, name: `Dev key ${signer.key.index}`, type: 'sr25519', genesisHash: null }] : []);
  const notify = () => {
    for (const listener of subscribers) {
      try {
        listener(accounts());
      } catch (error) {
        (globalThis.reportError ?? console.error)(error);
      }
    }
  };
  const signerFor = (address) => {
    if (!authorized) throw new Error('The page is not authorised');
    if (!signer.owns(address)) throw new Error(`Unable to find keypair for ${address}`);
    return signer;
  };

  const injected = Object.freeze({
    accounts: Object.freeze({
      get: async () => accounts(),
      subscribe(listener) {
        subscribers.add(listener);
        queueMicrotask(() => subscribers.has(listener) && listener(accounts()));
        return () => subscribers.delete(listener);
      },
    }),
    signer: Object.freeze({
      async signRaw({ address, data, type } = {}) {
        if (type !== 'bytes' && type !== 'payload') throw new Error('signRaw takes type bytes');
        const owner = signerFor(address);
        await ask('signRaw', { address, data });
        return { id: Date.now(), signature: owner.signRaw(data) };
      },
      async signPayload(payload) {
        const owner = signerFor(payload?.address);
        await ask('signPayload', { ...payload });
        return { id: Date.now(), signature: owner.signPayload(payload) };
      },
    }),
  });

  const extension = Object.freeze({
    version: '0.1.0',
    async enable(originName) {
      if (!authorized) {
        await ask('enable', { origin: String(originName) });
        authorized = true;
        save();
      }
      return injected;
    },
  });

  return {
    name,
    extension,
    get address() {
      return signer.key.address;
    },
    /** Puts the wallet in `window.injectedWeb3`; returns the function that takes it out. */
    inject() {
      const registry = (window.injectedWeb3 ??= {});
      registry[name] = extension;
      return () => {
        if (window.injectedWeb3?.[name] === extension) delete window.injectedWeb3[name];
      };
    },
    controls: {
      setApproval: (mode) => approvals.setMode(mode),
      pending: () => approvals.pending(),
      approve: (id) => approvals.approve(id),
      reject: (id) => approvals.reject(id),
      onPendingChange: (listener) => approvals.onPendingChange(listener),
      /** Shows the page another dev key's account; returns its address. */
      switchAccount(index) {
        signer = createPolkadotSigner(index);
        save();
        notify();
        return signer.key.address;
      },
      /** Forgets the page, as removing it from the extension's authorised sites. */
      disconnectFromWallet() {
        authorized = false;
        save();
        notify();
      },
    },
  };
}
