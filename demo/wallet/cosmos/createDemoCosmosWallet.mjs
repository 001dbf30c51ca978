// A Cosmos browser wallet for the demo and tests: the Keplr interface (what Keplr puts on
// `window.keplr`, and Leap on `window.leap`) over a dev key of demo/stack/cosmos/devKeys.mjs:
// `enable(chainIds)`, `getKey(chainId)`, `signArbitrary` (ADR-36), `signAmino`, `signDirect`
// and `disable`; an account change is the window event `keplr_keystorechange`, as Keplr fires
// it. `controls` play the person in front of the wallet (approval mode, pending prompts,
// switching keys), as for the other demo wallets. With `remember: true` the page's approval and
// the key survive a reload (sessionStorage), as an extension keeps its allowed sites.
//
//   const cosmos = createDemoCosmosWallet({ accountIndex: 2 });
//   const remove = cosmos.inject(); // window.keplr
//   cosmos.controls.setApproval('reject');
import { fromBech32, toBase64 } from '@cosmjs/encoding';
import { COSMOS_CHAIN_IDS, COSMOS_DEV_KEYS } from '../../stack/cosmos/devKeys.mjs';
import { createApprovalQueue } from '../approvalQueue.mjs';
import { invalidParams, unauthorized } from '../providerErrors.mjs';
import { loadSession, saveSession, storageKeyFor } from '../sessionState.mjs';
import { adr36SignDoc, signAminoDoc, signDirectDoc } from './cosmosSigning.mjs';

/** The chain ids the wallet knows (CAIP-2 references): `cosmoshub-4`, `theta-testnet-001`. */
const CHAINS = new Set(COSMOS_CHAIN_IDS.map((id) => id.slice('cosmos:'.length)));

function knownChain(chainId) {
  if (typeof chainId !== 'string' || !CHAINS.has(chainId)) throw new Error(`There is no chain info for ${String(chainId)}`);
  return chainId;
}

const dataBytes = (data) => {
  if (data instanceof Uint8Array) return data;
  if (typeof data === 'string') return new TextEncoder().encode(data);
  throw invalidParams('data must be a string or bytes');
};

export function createDemoCosmosWallet({ accountIndex = 0, name = 'Demo Cosmos Wallet', remember = false } = {}) {
  const storageKey = storageKeyFor(`cosmos:${name}`);
  const saved = remember ? loadSession(storageKey) : null;
  const state = { connected: saved?.connected ?? false, accountIndex: COSMOS_DEV_KEYS[saved?.accountIndex] ? saved.accountIndex : accountIndex };
  const keyOf = () => {
    const key = COSMOS_DEV_KEYS[state.accountIndex];
    if (!key) throw new RangeError(`No Cosmos dev key ${state.accountIndex}`);
    return key;
  };
  keyOf();
  const stateListeners = new Set();
  const changed = () => {
    if (remember) saveSession(storageKey, { connected: state.connected, accountIndex: state.accountIndex });
    for (const listener of [...stateListeners]) listener(getState());
  };
  const approvals = createApprovalQueue({ onChange: changed });
  let target = null; // the window it is injected in

  function getState() {
    return { connected: state.connected, accountIndex: state.accountIndex, address: keyOf().address, approval: approvals.mode() };
  }
  function connectedSigner(chainId, signer) {
    knownChain(chainId);
    if (!state.connected) throw unauthorized();
    if (signer !== keyOf().address) throw invalidParams(`Signer mismatched: ${String(signer)} is not the wallet's account`);
    return keyOf();
  }

  const keplr = {
    version: '0.12.0-demo',
    mode: 'extension',
    async enable(chainIds) {
      const ids = Array.isArray(chainIds) ? chainIds : [chainIds];
      if (!ids.length) throw invalidParams('enable needs a chain id');
      ids.forEach(knownChain);
      if (!state.connected) {
        await approvals.ask('enable', { chainIds: ids });
        state.connected = true;
        changed();
      }
    },
    async disable() {
      state.connected = false;
      changed();
    },
    async getKey(chainId) {
      knownChain(chainId);
      if (!state.connected) throw unauthorized();
      const key = keyOf();
      return {
        name: `${name} · dev key ${key.index}`,
        algo: 'secp256k1',
        pubKey: key.publicKey.slice(),
        address: fromBech32(key.address, 90).data,
        bech32Address: key.address,
        isNanoLedger: false,
        isKeystone: false,
      };
    },
    async signArbitrary(chainId, signer, data) {
      const key = connectedSigner(chainId, signer);
      const bytes = dataBytes(data);
      await approvals.ask('signArbitrary', { chainId, signer, data: typeof data === 'string' ? data : toBase64(bytes) });
      return signAminoDoc(key, adr36SignDoc(signer, bytes));
    },
    async verifyArbitrary() {
      throw new Error('The demo wallet does not verify signatures');
    },
    async signAmino(chainId, signer, signDoc) {
      const key = connectedSigner(chainId, signer);
      if (!signDoc || typeof signDoc !== 'object' || !Array.isArray(signDoc.msgs)) throw invalidParams('signDoc must be a StdSignDoc');
      const isAdr36 = signDoc.chain_id === '' && signDoc.msgs[0]?.type === 'sign/MsgSignData';
      if (!isAdr36 && signDoc.chain_id !== chainId) throw invalidParams(`Chain id in the sign doc (${signDoc.chain_id}) is not ${chainId}`);
      await approvals.ask('signAmino', { chainId, signer, signDoc });
      return { signed: signDoc, signature: signAminoDoc(key, signDoc) };
    },
    async signDirect(chainId, signer, signDoc) {
      const key = connectedSigner(chainId, signer);
      const { bodyBytes, authInfoBytes, accountNumber } = signDoc ?? {};
      if (!(bodyBytes instanceof Uint8Array) || !(authInfoBytes instanceof Uint8Array)) throw invalidParams('signDoc needs bodyBytes and authInfoBytes');
      if (signDoc.chainId !== chainId) throw invalidParams(`Chain id in the sign doc (${signDoc.chainId}) is not ${chainId}`);
      const number = BigInt(String(accountNumber ?? 0));
      await approvals.ask('signDirect', { chainId, signer, bodyBytes: toBase64(bodyBytes), authInfoBytes: toBase64(authInfoBytes), accountNumber: String(number) });
      const signed = { bodyBytes, authInfoBytes, chainId, accountNumber: number };
      return { signed, signature: signDirectDoc(key, signed) };
    },
  };

  const controls = {
    setApproval: (mode) => approvals.setMode(mode),
    getApproval: () => approvals.mode(),
    approve: (id) => approvals.approve(id),
    reject: (id) => approvals.reject(id),
    pending: () => approvals.pending(),
    onPendingChange: (listener) => approvals.onPendingChange(listener),
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    state: getState,
    /** Moves to another dev key, and tells the page as Keplr does (`keplr_keystorechange`). */
    switchAccount(index) {
      if (!COSMOS_DEV_KEYS[index]) throw new RangeError(`No Cosmos dev key ${index}`);
      state.accountIndex = index;
      changed();
      target?.dispatchEvent(new Event('keplr_keystorechange'));
    },
  };

  return {
    keplr,
    controls,
    /** Puts the wallet on `window[global]` as the extension would; returns a function that takes it off. */
    inject(win = window, global = 'keplr') {
      target = win;
      Object.defineProperty(win, global, { value: keplr, configurable: true, writable: false });
      return () => {
        if (win[global] === keplr) delete win[global];
        target = null;
      };
    },
  };
}
