// A Solana browser wallet for the demo and tests, registered through the Wallet Standard and
// backed by the local ledger: it signs with the stack's Solana dev keys (ed25519 on WebCrypto)
// and sends through the ledger's JSON-RPC. `controls` play the person in front of the wallet
// (approve or reject prompts, switch account, disconnect), like the demo EVM wallet's.
// No package imports: the demo page loads it as is.
//
//   const wallet = createDemoSolanaWallet({ rpcUrl: stack.solanaRpcUrl });
//   const unregister = wallet.register();
//   wallet.controls.setApproval('manual');
//
// `key` `{ seed, publicKey }` (a 32-byte seed and its base58 public key) gives it one account of
// the caller's instead of the dev keys: an address no other test reads. For tests of what an app
// does with a wrong answer, `controls.setSignatureFault` makes solana:signMessage answer a
// signature of other bytes ('wrongSignature') or sign and return other bytes ('otherMessage').
import { decodeBase58 } from '../../stack/solana/base58.mjs';
import { SOLANA_DEV_KEYS, solanaDevSeed } from '../../stack/solana/devKeys.mjs';
import { createApprovalQueue } from '../approvalQueue.mjs';
import { invalidParams, unauthorized } from '../providerErrors.mjs';
import { loadSession, saveSession, storageKeyFor } from '../sessionState.mjs';
import { DEMO_SOLANA_WALLET_ICON } from './demoSolanaWalletIcon.mjs';
import { createEd25519Signer } from './ed25519Signer.mjs';
import { registerWallet } from './registerWallet.mjs';
import { completeSignInInput, signInMessageText } from './signInMessage.mjs';
import { signWireTransaction } from './signWireTransaction.mjs';
import { bytesToBase64 } from './base64.mjs';
import { solanaRpc } from './solanaRpc.mjs';

export const SOLANA_CHAINS = Object.freeze([
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
]);
const ACCOUNT_FEATURES = Object.freeze(['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage', 'solana:signIn']);
const VERSIONS = Object.freeze(['legacy', 0]);
const MAX_MESSAGE_BYTES = 64 * 1024;
const COMMITMENTS = ['processed', 'confirmed', 'finalized'];
const SIGNATURE_FAULTS = [null, 'wrongSignature', 'otherMessage'];

/** The wallet's keys: the caller's one `{ seed, publicKey }`, else the dev keys. */
function readKeys(key) {
  if (key === undefined) return SOLANA_DEV_KEYS.map(({ index, publicKey }) => ({ publicKey, seed: () => solanaDevSeed(index), label: `Solana dev key ${index}` }));
  const { seed, publicKey } = key ?? {};
  if (!(seed instanceof Uint8Array) || seed.length !== 32 || decodeBase58(String(publicKey))?.length !== 32) {
    throw new TypeError('createDemoSolanaWallet: `key` must be { seed: 32 bytes, publicKey: its base58 public key }');
  }
  const copy = Uint8Array.from(seed);
  return [{ publicKey, seed: () => Uint8Array.from(copy), label: 'Solana key' }];
}

function readRpcUrls(rpcUrl, rpcUrls) {
  const urls = new Map(SOLANA_CHAINS.map((chain) => [chain, rpcUrls?.[chain] ?? rpcUrl]));
  if ([...urls.values()].some((url) => typeof url !== 'string' || !/^https?:\/\//.test(url))) {
    throw new TypeError('createDemoSolanaWallet: `rpcUrl` (or `rpcUrls` for every Solana chain) must be an http(s) URL');
  }
  return urls;
}

export function createDemoSolanaWallet({ rpcUrl, rpcUrls, accountIndex = 0, name = 'Demo Solana Wallet', remember = true, key } = {}) {
  const urls = readRpcUrls(rpcUrl, rpcUrls);
  const keys = readKeys(key);
  const checkIndex = (index) => {
    if (!Number.isInteger(index) || !keys[index]) throw new RangeError(`Account index must be 0-${keys.length - 1}; got ${index}`);
    return index;
  };

  // --- state, and what survives a reload ------------------------------------------------------
  const storageKey = storageKeyFor(`solana:${name}`);
  const saved = remember ? loadSession(storageKey) : null;
  const state = {
    connected: saved?.connected ?? false,
    accountIndex: keys[saved?.accountIndex] ? saved.accountIndex : checkIndex(key ? 0 : accountIndex),
    signatureFault: null,
  };
  const stateListeners = new Set();
  const changeListeners = new Set();
  const report = (error) => (globalThis.reportError ?? console.error)(error);
  function changed() {
    if (remember) saveSession(storageKey, state);
    const snapshot = getState();
    for (const listener of [...stateListeners]) {
      try {
        listener(snapshot);
      } catch (error) {
        report(error);
      }
    }
  }
  const approvals = createApprovalQueue({ onChange: changed });

  // --- accounts and keys ----------------------------------------------------------------------
  const accounts = new Map(); // index -> the frozen WalletAccount (apps compare them by identity)
  function accountAt(index) {
    if (!accounts.has(index)) {
      const { publicKey, label } = keys[index];
      accounts.set(index, Object.freeze({
        address: publicKey,
        publicKey: decodeBase58(publicKey),
        chains: SOLANA_CHAINS,
        features: ACCOUNT_FEATURES,
        label,
        icon: DEMO_SOLANA_WALLET_ICON,
      }));
    }
    return accounts.get(index);
  }
  const signers = new Map(); // index -> Promise of { publicKey, sign }
  const signerAt = (index) => {
    if (!signers.has(index)) signers.set(index, createEd25519Signer(keys[index].seed()));
    return signers.get(index);
  };
  const visibleAccounts = () => (state.connected ? [accountAt(state.accountIndex)] : []);

  function emitChange(properties) {
    for (const listener of [...changeListeners]) {
      try {
        listener(properties);
      } catch (error) {
        report(error);
      }
    }
  }

  /** The connected account an input names; anything else is refused before any prompt. */
  function authorizedAccount(input) {
    if (!state.connected) throw unauthorized('The site is not connected to this wallet.');
    const own = accountAt(state.accountIndex);
    if (input?.account?.address !== own.address) throw unauthorized('The requested account has not been authorized by the user.');
    return own;
  }
  const checkChain = (chain) => {
    if (chain !== undefined && !SOLANA_CHAINS.includes(chain)) throw invalidParams(`Unsupported chain ${String(chain).slice(0, 80)}`);
    return chain ?? SOLANA_CHAINS[0];
  };
  const checkBytes = (value, what, max) => {
    if (!(value instanceof Uint8Array) || value.length === 0 || value.length > max) throw invalidParams(`${what} must be non-empty bytes (at most ${max})`);
    return value;
  };
  const inputsOf = (inputs) => {
    if (inputs.length === 0 || inputs.length > 32) throw invalidParams('Expected 1 to 32 inputs');
    return inputs;
  };

  async function signTransactions(inputs) {
    const signer = await signerAt(state.accountIndex);
    return Promise.all(inputs.map(async (input) => (await signWireTransaction(input.transaction, signer)).signed));
  }

  // --- the Wallet Standard features -----------------------------------------------------------
  const features = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (state.connected) return { accounts: visibleAccounts() };
        // A silent connect (page load) only restores a connection the person already granted.
        if (input?.silent) return { accounts: [] };
        await approvals.ask('standard:connect', [{ origin: globalThis.location?.origin ?? 'null' }]);
        state.connected = true;
        changed();
        emitChange({ accounts: visibleAccounts() });
        return { accounts: visibleAccounts() };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        if (!state.connected) return;
        state.connected = false;
        changed();
        emitChange({ accounts: [] });
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change' || typeof listener !== 'function') return () => {};
        changeListeners.add(listener);
        return () => changeListeners.delete(listener);
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        inputsOf(inputs).forEach((input) => {
          authorizedAccount(input);
          checkBytes(input.message, 'message', MAX_MESSAGE_BYTES);
        });
        await approvals.ask('solana:signMessage', inputs.map((input) => ({ message: new TextDecoder().decode(input.message) })));
        const signer = await signerAt(state.accountIndex);
        // A faulty wallet: signs other bytes than it says, or returns the other bytes it signed.
        const other = (message) => Uint8Array.from([...new TextEncoder().encode('Signed by the wallet: '), ...message]);
        return Promise.all(inputs.map(async ({ message }) => {
          if (state.signatureFault === 'wrongSignature') return { signedMessage: Uint8Array.from(message), signature: await signer.sign(other(message)), signatureType: 'ed25519' };
          const signedMessage = state.signatureFault === 'otherMessage' ? other(message) : Uint8Array.from(message);
          return { signedMessage, signature: await signer.sign(signedMessage), signatureType: 'ed25519' };
        }));
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      async signTransaction(...inputs) {
        inputsOf(inputs).forEach((input) => {
          authorizedAccount(input);
          checkChain(input.chain);
          checkBytes(input.transaction, 'transaction', 1232);
        });
        await approvals.ask('solana:signTransaction', inputs.map((input) => ({ chain: checkChain(input.chain), transaction: bytesToBase64(input.transaction) })));
        return (await signTransactions(inputs)).map((signedTransaction) => ({ signedTransaction }));
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: VERSIONS,
      async signAndSendTransaction(...inputs) {
        inputsOf(inputs).forEach((input) => {
          authorizedAccount(input);
          checkChain(input.chain);
          checkBytes(input.transaction, 'transaction', 1232);
        });
        await approvals.ask('solana:signAndSendTransaction', inputs.map((input) => ({ chain: checkChain(input.chain), transaction: bytesToBase64(input.transaction) })));
        const signed = await signTransactions(inputs);
        const outputs = [];
        // One after another (mode 'serial', the default): a later transaction may need an earlier one.
        for (const [i, input] of inputs.entries()) {
          const options = input.options ?? {};
          const config = { encoding: 'base64', skipPreflight: options.skipPreflight === true };
          const preflight = options.preflightCommitment ?? options.commitment;
          if (COMMITMENTS.includes(preflight)) config.preflightCommitment = preflight;
          if (Number.isSafeInteger(options.maxRetries)) config.maxRetries = options.maxRetries;
          if (Number.isSafeInteger(options.minContextSlot)) config.minContextSlot = options.minContextSlot;
          const signature = await solanaRpc(urls.get(checkChain(input.chain)), 'sendTransaction', [bytesToBase64(signed[i]), config]);
          outputs.push({ signature: decodeBase58(signature) });
        }
        return outputs;
      },
    },
    'solana:signIn': {
      version: '1.0.0',
      async signIn(...inputs) {
        const list = inputs.length ? inputs : [{}];
        if (list.length > 32) throw invalidParams('Expected at most 32 inputs');
        const account = accountAt(state.accountIndex);
        const host = globalThis.location?.host ?? '';
        const texts = list.map((input) => signInMessageText(completeSignInInput(input, { address: account.address, host })));
        await approvals.ask('solana:signIn', texts.map((message) => ({ message })));
        const signer = await signerAt(state.accountIndex);
        if (!state.connected) {
          state.connected = true;
          changed();
          emitChange({ accounts: visibleAccounts() });
        }
        return Promise.all(texts.map(async (text) => {
          const signedMessage = new TextEncoder().encode(text);
          return { account, signedMessage, signature: await signer.sign(signedMessage), signatureType: 'ed25519' };
        }));
      },
    },
  };

  const wallet = Object.freeze({
    version: '1.0.0',
    name,
    icon: DEMO_SOLANA_WALLET_ICON,
    chains: SOLANA_CHAINS,
    features: Object.freeze(features),
    get accounts() {
      return visibleAccounts();
    },
  });

  // --- the person in front of the wallet --------------------------------------------------------
  function getState() {
    return {
      connected: state.connected,
      address: accountAt(state.accountIndex).address,
      accountIndex: state.accountIndex,
      approval: approvals.mode(),
    };
  }

  const controls = {
    /** 'approve' | 'reject' | 'manual' (requests wait for approve(id) / reject(id)). */
    setApproval: (mode) => approvals.setMode(mode),
    getApproval: () => approvals.mode(),
    pending: () => approvals.pending(),
    approve: (id) => approvals.approve(id),
    reject: (id) => approvals.reject(id),
    onPendingChange: (listener) => approvals.onPendingChange(listener),
    /**
     * How solana:signMessage answers from now on: null (rightly), 'wrongSignature' (the bytes
     * asked, with a signature of other bytes) or 'otherMessage' (other bytes, rightly signed).
     */
    setSignatureFault(fault) {
      if (!SIGNATURE_FAULTS.includes(fault)) throw new RangeError(`Signature fault must be one of ${SIGNATURE_FAULTS.join(', ')}`);
      state.signatureFault = fault;
    },
    /** Selects dev key `index`; a connected site sees a `change` event with the new account. */
    switchAccount(index) {
      checkIndex(index);
      if (index !== state.accountIndex) {
        state.accountIndex = index;
        changed();
        if (state.connected) emitChange({ accounts: visibleAccounts() });
      }
      return accountAt(index).address;
    },
    /** The wallet forgets this site: a `change` event with no accounts. */
    disconnectFromWallet() {
      if (!state.connected) return;
      state.connected = false;
      changed();
      emitChange({ accounts: [] });
    },
    state: getState,
    /** Calls `listener(state())` after every change; returns an unsubscribe function. */
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };

  let unregister = null;
  return {
    wallet,
    controls,
    /** Registers with every Wallet Standard app on the page (now and later); returns `unregister`. */
    register() {
      if (!unregister) {
        const stop = registerWallet(wallet);
        unregister = () => {
          stop();
          unregister = null;
        };
      }
      return unregister;
    },
    dispose: () => unregister?.(),
  };
}
