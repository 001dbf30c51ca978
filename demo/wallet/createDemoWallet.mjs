// A browser wallet for the demo and tests, backed by the local anvil chains: an EIP-1193
// provider announced through EIP-6963, plus `controls` that play the person in front of the
// wallet (approve or reject prompts, move to another chain or account, lock, disconnect).
// Signing is anvil's: its dev accounts are unlocked, so approved requests are simply forwarded.
//
//   const wallet = createDemoWallet({ chains: { 1: 'http://127.0.0.1:8545', 8453: '…' } });
//   const stop = wallet.announce();
//   wallet.controls.setApproval('manual');
//
// It speaks EIP-5792 (wallet_getCapabilities, wallet_sendCalls, wallet_getCallsStatus,
// wallet_showCallsStatus; callBatches.mjs): one approval for a whole batch, its calls sent in
// order, not atomically. `eip5792: false` makes it a wallet without it (4200 for those methods).
// `assetDiscovery: true` adds EIP-7811 (assetDiscovery.mjs): wallet_getAssets answers from the
// chain, the native coin and the ERC-20s of `tokens` (by chain id, as the stack's /stack.json).
// `permissions: true` adds smart sessions (sessionGrants.mjs: the permissions capability,
// wallet_grantPermissions and a session's wallet_revokePermissions, per the project's protocol);
// that part imports viem, so it loads only where package names resolve (tests, bundlers).
import { announceProvider } from './announceProvider.mjs';
import { createAssetDiscovery } from './assetDiscovery.mjs';
import { createApprovalQueue } from './approvalQueue.mjs';
import { createCallBatches } from './callBatches.mjs';
import { DEMO_WALLET_ICON } from './demoWalletIcon.mjs';
import { createEventEmitter } from './eventEmitter.mjs';
import { toChecksumAddress } from './keccak256.mjs';
import {
  disconnected,
  invalidParams,
  ProviderRpcError,
  unauthorized,
  unrecognizedChain,
  unsupportedMethod,
} from './providerErrors.mjs';
import { rpcCall } from './rpcClient.mjs';
import { loadSession, saveSession, storageKeyFor } from './sessionState.mjs';

const toHex = (chainId) => `0x${chainId.toString(16)}`;

// Signing methods anvil would answer without any prompt, and that a wallet should not offer.
const REFUSED = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3', 'eth_sendUnsignedTransaction']);

function readChains(chains) {
  const entries = chains instanceof Map ? [...chains] : Object.entries(chains ?? {});
  const urls = new Map(entries.map(([id, url]) => [Number(id), String(url)]));
  if (!urls.size || [...urls.keys()].some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new TypeError('createDemoWallet: `chains` must map chain ids (numbers) to JSON-RPC URLs');
  }
  return urls;
}

/** `0x…` hex (or a number) → chain id; anything else is an invalid-params error. */
function parseChainId(value) {
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return Number.parseInt(value, 16);
  if (Number.isSafeInteger(value) && value > 0) return value;
  throw invalidParams(`Expected a 0x-prefixed hexadecimal chainId; got ${JSON.stringify(value)}`);
}

function randomUuid() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function createDemoWallet({
  chains,
  accountIndex = 0,
  name = 'Demo Wallet',
  rdns = 'dev.wallet-modal.demo',
  knownChainIds,
  eip5792 = true,
  assetDiscovery = false,
  tokens = {},
  // Named apart: `permissions()` below is the site's EIP-2255 permission list.
  permissions: grantsSessions = false,
} = {}) {
  const rpcUrls = readChains(chains);
  const servable = (id) => rpcUrls.has(id);
  const allIds = [...rpcUrls.keys()];
  const initialKnown = (knownChainIds ?? (allIds.length > 1 ? allIds.slice(0, -1) : allIds)).map(Number).filter(servable);
  if (!initialKnown.length) throw new TypeError('createDemoWallet: `knownChainIds` must name at least one of `chains`');

  // --- state, and what survives a reload ---------------------------------------------------
  const storageKey = storageKeyFor(rdns);
  const saved = loadSession(storageKey);
  const savedKnown = saved?.knownChainIds?.filter(servable);
  const state = {
    connected: saved?.connected ?? false,
    locked: false,
    accountIndex: saved?.accountIndex ?? accountIndex,
    knownChainIds: savedKnown?.length ? savedKnown : initialKnown,
    chainId: undefined,
    grantedAt: saved?.connected ? Date.now() : undefined,
  };
  state.chainId = state.knownChainIds.includes(saved?.chainId) ? saved.chainId : state.knownChainIds[0];

  const events = createEventEmitter();
  const stateListeners = new Set();
  function changed() {
    saveSession(storageKey, state);
    const snapshot = getState();
    for (const listener of stateListeners) {
      try {
        listener(snapshot);
      } catch (error) {
        (globalThis.reportError ?? console.error)(error);
      }
    }
  }
  const approvals = createApprovalQueue({ onChange: changed });

  // --- accounts: anvil's dev accounts, fetched once ------------------------------------------
  let devAccounts = null; // checksummed addresses once fetched
  let devAccountsRequest = null;
  function loadDevAccounts() {
    devAccountsRequest ??= rpcCall(rpcUrls.get(state.chainId), 'eth_accounts', [], { chainHex: toHex(state.chainId) }).then(
      (list) => {
        devAccounts = list.map(toChecksumAddress);
        changed();
        return devAccounts;
      },
      (error) => {
        devAccountsRequest = null; // try again next time
        throw error;
      },
    );
    return devAccountsRequest;
  }
  async function selectedAddress(index = state.accountIndex) {
    const list = await loadDevAccounts();
    if (!list[index]) throw invalidParams(`The chain has no dev account at index ${index} (it has ${list.length})`);
    return list[index];
  }
  const exposesAccounts = () => state.connected && !state.locked;

  /** 4100 unless the site is connected, the wallet unlocked, and `address` (if given) is ours. */
  async function authorizedAddress(address) {
    if (!exposesAccounts()) throw unauthorized();
    const own = await selectedAddress();
    if (address !== undefined && String(address).toLowerCase() !== own.toLowerCase()) {
      throw unauthorized(`The requested account ${address} has not been authorized by the user.`);
    }
    return own;
  }

  function setChain(chainId) {
    if (chainId === state.chainId) return;
    state.chainId = chainId;
    changed();
    events.emit('chainChanged', toHex(chainId));
  }

  async function connectSite() {
    const address = await selectedAddress();
    const wasConnected = state.connected;
    state.connected = true;
    state.locked = false;
    state.grantedAt ??= Date.now();
    changed();
    if (!wasConnected) events.emit('connect', { chainId: toHex(state.chainId) });
    events.emit('accountsChanged', [address]);
    return address;
  }

  function disconnectSite() {
    if (!state.connected) return false;
    state.connected = false;
    state.grantedAt = undefined;
    changed();
    return true;
  }

  async function permissions() {
    if (!state.connected) return [];
    return [
      {
        id: `${rdns}:eth_accounts`,
        parentCapability: 'eth_accounts',
        invoker: globalThis.location?.origin ?? 'null',
        date: state.grantedAt,
        caveats: [{ type: 'restrictReturnedAccounts', value: state.locked ? [] : [await selectedAddress()] }],
      },
    ];
  }

  function requestedPermissionNames(params) {
    const wanted = Array.isArray(params) ? params[0] : undefined;
    if (!wanted || typeof wanted !== 'object' || !Object.keys(wanted).length) {
      throw invalidParams('Expected params [{ eth_accounts: {} }]');
    }
    const unknown = Object.keys(wanted).filter((key) => key !== 'eth_accounts');
    if (unknown.length) throw invalidParams(`Unknown permission: ${unknown.join(', ')}`);
  }

  const forward = (method, params) =>
    rpcCall(rpcUrls.get(state.chainId), method, params ?? [], { chainHex: toHex(state.chainId) }).catch((error) => {
      throw error.code === -32601 ? unsupportedMethod(method) : error;
    });

  const chainRpc = (chainId, method, params) => rpcCall(rpcUrls.get(chainId), method, params, { chainHex: toHex(chainId) });
  const batches = createCallBatches({ rpc: chainRpc, chainIds: () => state.knownChainIds });
  const assets = createAssetDiscovery({ rpc: chainRpc, chainIds: () => state.knownChainIds, tokens });
  let sessionGrants;
  /** The smart-session part, loaded on first use (only with `permissions`). */
  const sessions = () =>
    (sessionGrants ??= import('./sessionGrants.mjs').then(({ createSessionGrants }) =>
      createSessionGrants({ rpc: chainRpc, rpcUrl: (chainId) => rpcUrls.get(chainId), chainIds: () => state.knownChainIds, ask: (method, params) => approvals.ask(method, params) }),
    ));
  /** Each chain's capabilities: EIP-5792's, EIP-7811's and the permissions one, as the wallet offers them. */
  async function capabilities(wanted) {
    if (wanted !== undefined && (!Array.isArray(wanted) || !wanted.every((id) => typeof id === 'string' && /^0x[0-9a-f]*$/i.test(id)))) {
      throw invalidParams('chainIds must be an array of 0x-prefixed chain ids');
    }
    const parts = [eip5792 ? batches.capabilities(wanted) : {}, assetDiscovery ? assets.capabilities(wanted) : {}, grantsSessions ? (await sessions()).capabilities(wanted) : {}];
    const answer = {};
    for (const part of parts) for (const [hex, offered] of Object.entries(part)) answer[hex] = { ...answer[hex], ...offered };
    return answer;
  }
  const capabilityHandlers = {
    async wallet_getCapabilities(params) {
      await authorizedAddress(Array.isArray(params) ? params[0] : undefined);
      return capabilities(Array.isArray(params) ? params[1] : undefined);
    },
  };
  const assetHandlers = {
    wallet_getAssets: async (params) => assets.get(params, await authorizedAddress()),
  };
  const sessionHandlers = {
    wallet_grantPermissions: async (params) => (await sessions()).grant(params, await authorizedAddress()),
  };
  const shownBatches = [];
  const batchHandlers = {
    async wallet_sendCalls(params) {
      const batch = batches.check(params, await authorizedAddress());
      // One approval for the whole batch: the person sees every call in the request's params.
      await approvals.ask('wallet_sendCalls', params);
      return batches.send(batch);
    },
    wallet_getCallsStatus: async (params) => batches.status(params),
    async wallet_showCallsStatus(params) {
      shownBatches.push(batches.known(params).id);
      changed();
      return null;
    },
  };

  // --- the EIP-1193 methods --------------------------------------------------------------------
  const handlers = {
    eth_chainId: async () => toHex(state.chainId),
    net_version: async () => String(state.chainId),
    eth_accounts: async () => (exposesAccounts() ? [await selectedAddress()] : []),
    eth_coinbase: async () => (exposesAccounts() ? selectedAddress() : null),

    async eth_requestAccounts(params) {
      if (exposesAccounts()) return [await selectedAddress()];
      await approvals.ask('eth_requestAccounts', params);
      return [await connectSite()];
    },

    async wallet_requestPermissions(params) {
      requestedPermissionNames(params);
      await approvals.ask('wallet_requestPermissions', params);
      await connectSite();
      return permissions();
    },
    wallet_getPermissions: async () => permissions(),
    async wallet_revokePermissions(params) {
      // A smart session's revoke is one object (ERC-7715), EIP-2255's a list.
      if (grantsSessions && params && typeof params === 'object' && !Array.isArray(params)) return (await sessions()).revoke(params, await authorizedAddress());
      requestedPermissionNames(params);
      if (disconnectSite()) events.emit('accountsChanged', []);
      return null;
    },

    async wallet_switchEthereumChain(params) {
      const chainId = parseChainId(params?.[0]?.chainId);
      if (!state.knownChainIds.includes(chainId)) throw unrecognizedChain(toHex(chainId));
      if (chainId === state.chainId) return null;
      await approvals.ask('wallet_switchEthereumChain', params);
      setChain(chainId);
      return null;
    },

    async wallet_addEthereumChain(params) {
      const chain = params?.[0];
      if (!chain || typeof chain !== 'object') throw invalidParams('Expected params [{ chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls }]');
      const chainId = parseChainId(chain.chainId);
      if (chain.rpcUrls !== undefined && !Array.isArray(chain.rpcUrls)) throw invalidParams('rpcUrls must be an array of URLs');
      if (!servable(chainId)) {
        throw invalidParams(`Chain ${toHex(chainId)} cannot be added: the demo wallet only serves its local chains (${allIds.join(', ')}).`);
      }
      if (chainId === state.chainId) return null;
      await approvals.ask('wallet_addEthereumChain', params);
      if (!state.knownChainIds.includes(chainId)) {
        state.knownChainIds = [...state.knownChainIds, chainId];
        changed();
      }
      setChain(chainId); // MetaMask then offers to switch; one approval covers both here
      return null;
    },

    async personal_sign(params) {
      if (!Array.isArray(params) || params.length < 2) throw invalidParams('Expected params [message, address]');
      await authorizedAddress(params[1]);
      await approvals.ask('personal_sign', params);
      return forward('personal_sign', params);
    },

    async eth_signTypedData_v4(params) {
      if (!Array.isArray(params) || params.length < 2) throw invalidParams('Expected params [address, typedData]');
      await authorizedAddress(params[0]);
      let typedData = params[1];
      if (typeof typedData === 'string') {
        try {
          typedData = JSON.parse(typedData);
        } catch {
          throw invalidParams('typedData is not valid JSON');
        }
      }
      await approvals.ask('eth_signTypedData_v4', params);
      return forward('eth_signTypedData_v4', [params[0], typedData]);
    },

    async eth_sendTransaction(params) {
      const tx = Array.isArray(params) ? params[0] : undefined;
      if (!tx || typeof tx !== 'object') throw invalidParams('Expected params [transaction]');
      const from = await authorizedAddress(tx.from);
      await approvals.ask('eth_sendTransaction', params);
      return forward('eth_sendTransaction', [{ ...tx, from }]);
    },
    ...(eip5792 || assetDiscovery || grantsSessions ? capabilityHandlers : {}),
    ...(grantsSessions ? sessionHandlers : {}),
    ...(eip5792 ? batchHandlers : {}),
    ...(assetDiscovery ? assetHandlers : {}),
  };

  const provider = {
    async request(args) {
      if (!args || typeof args !== 'object' || typeof args.method !== 'string') {
        throw new ProviderRpcError(-32600, 'Expected a request object { method, params }');
      }
      const { method, params } = args;
      if (Object.hasOwn(handlers, method)) return handlers[method](params);
      if (REFUSED.has(method) || method.startsWith('wallet_')) throw unsupportedMethod(method);
      return forward(method, params);
    },
    on(event, listener) {
      events.on(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      events.removeListener(event, listener);
      return provider;
    },
  };

  const info = Object.freeze({ uuid: randomUuid(), name, icon: DEMO_WALLET_ICON, rdns });

  // --- the person in front of the wallet ----------------------------------------------------
  function getState() {
    return {
      connected: state.connected,
      locked: state.locked,
      address: devAccounts?.[state.accountIndex] ?? null,
      accountIndex: state.accountIndex,
      chainId: state.chainId,
      knownChainIds: [...state.knownChainIds],
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
    /** With `permissions`: the next wallet_grantPermissions answer goes through `change(answer)`, a wallet that grants something else than asked. */
    alterNextGrant: async (change) => (await sessions()).alterNextGrant(change),
    /** The batch ids a site asked the wallet to show (wallet_showCallsStatus), oldest first. */
    shownBatches: () => [...shownBatches],

    /** The wallet moves by itself (any chain of `chains`, requested by the page or not). */
    switchChainFromWallet(chainId) {
      const id = Number(chainId);
      if (!servable(id)) throw new RangeError(`The demo wallet has no RPC URL for chain ${chainId}`);
      if (!state.knownChainIds.includes(id)) state.knownChainIds = [...state.knownChainIds, id];
      if (id === state.chainId) changed();
      else setChain(id);
    },
    /** Selects anvil dev account `index`; resolves to its address once accountsChanged is out. */
    async switchAccount(index) {
      if (!Number.isInteger(index) || index < 0) throw new RangeError(`Account index must be a whole number ≥ 0; got ${index}`);
      const address = await selectedAddress(index);
      if (index === state.accountIndex) return address;
      state.accountIndex = index;
      changed();
      if (exposesAccounts()) events.emit('accountsChanged', [address]);
      return address;
    },
    /** Accounts are hidden (eth_accounts → []) until eth_requestAccounts is approved again. */
    lock() {
      if (state.locked) return;
      state.locked = true;
      changed();
      if (state.connected) events.emit('accountsChanged', []);
    },
    async unlock() {
      if (!state.locked) return;
      state.locked = false;
      changed();
      if (state.connected) events.emit('accountsChanged', [await selectedAddress()]);
    },
    /** The wallet forgets this site: emits disconnect (4900) and accountsChanged []. */
    disconnectFromWallet() {
      if (!disconnectSite()) return;
      events.emit('disconnect', disconnected());
      events.emit('accountsChanged', []);
    },
    state: getState,
    /** Calls `listener(state())` after every change; returns an unsubscribe function. */
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };

  let stopAnnouncing = null;
  function announce() {
    if (stopAnnouncing) {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
      return stopAnnouncing;
    }
    const stop = announceProvider(info, provider);
    stopAnnouncing = () => {
      stop();
      stopAnnouncing = null;
    };
    return stopAnnouncing;
  }

  loadDevAccounts().catch(() => {}); // so state().address is known early; retried on first use
  return {
    provider,
    info,
    announce,
    controls,
    /** Stops answering eip6963:requestProvider. */
    dispose: () => stopAnnouncing?.(),
  };
}
