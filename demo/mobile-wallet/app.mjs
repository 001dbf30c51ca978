// The demo mobile wallet: the real wallet-side WalletConnect SDK (@reown/walletkit on
// @walletconnect/core) talking to the stack's local relay, signing with an anvil development
// account (anvil signs and sends for its unlocked accounts, so approved requests are forwarded
// to the anvil RPC of the request's chain). Bundled by demo/stack/buildMobileWallet.mjs and
// served on its own origin by demo/stack/mobileWalletServer.mjs.
// A site that asks for the solana namespace gets it too: the same account number among the
// stack's Solana dev keys signs solana_* requests, and sends to the local Solana ledger; one that
// asks for cosmos gets that Cosmos dev key (cosmos_getAccounts, cosmos_signAmino, cosmos_signDirect).
// Smart sessions too (wallet_grantPermissions, a session's wallet_revokePermissions; the browser
// demo wallet's sessionGrants.mjs, on the project's wallet protocol), once the person approves.
import { Core } from '@walletconnect/core';
import { WalletKit } from '@reown/walletkit';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { demoChains } from '../demoChains.mjs';
import { answerCallsRequest, createCallBatches, EIP5792_METHODS } from '../wallet/callBatches.mjs';
import { createSessionGrants } from '../wallet/sessionGrants.mjs';
import { createSolanaWalletConnectMethods, proposesSolana } from '../wallet/solana/solanaWalletConnectMethods.mjs';
import { createPolkadotWalletConnectMethods, proposesPolkadot } from '../wallet/polkadot/polkadotWalletConnectMethods.mjs';
import { createCosmosWalletConnectMethods, proposesCosmos } from '../wallet/cosmos/cosmosWalletConnectMethods.mjs';

// Local demo only: on a machine with nothing but loopback, Chromium reports navigator.onLine
// as false and the SDK then refuses to open the relay socket. The relay is on this machine, so
// tell the SDK we are online. This must run before the Core is created.
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

const DEV_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
];
// EIP-5792 too: a batch is approved once, on a screen listing every call, and its calls are sent
// one after another (anvil cannot run them atomically: the wallet says so, callBatches.mjs).
const SESSION_METHODS = ['wallet_grantPermissions', 'wallet_revokePermissions'];
const METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_accounts', 'eth_requestAccounts', 'wallet_switchEthereumChain', ...EIP5792_METHODS, ...SESSION_METHODS];
const EVENTS = ['accountsChanged', 'chainChanged'];
const ACCOUNT_KEY = 'demo-mobile-wallet:account';
const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };

const $ = (id) => document.getElementById(id);
const ui = {
  status: $('status'),
  account: $('account'),
  address: $('address'),
  pairForm: $('pair-form'),
  uri: $('uri'),
  pairButton: $('pair-button'),
  proposals: $('proposals'),
  proposalList: $('proposal-list'),
  requestList: $('request-list'),
  requestsEmpty: $('requests-empty'),
  sessionList: $('session-list'),
  sessionsEmpty: $('sessions-empty'),
  log: $('log'),
};

let kit = null;
let chains = {}; // { [chainId]: rpcUrl }
let solanaRpcUrl = ''; // the local Solana ledger ('' when the stack runs without it)
let accountIndex = Math.min(9, Math.max(0, Number(localStorage.getItem(ACCOUNT_KEY)) || 0));
const account = () => DEV_ACCOUNTS[accountIndex];
const batches = createCallBatches({ rpc: (chainId, method, params) => rpc(chains[chainId], method, params), chainIds: () => Object.keys(chains).map(Number) });
// The person approved on the request's screen before these run: nothing more to ask.
const sessionGrants = createSessionGrants({
  rpc: (chainId, method, params) => rpc(chains[chainId], method, params),
  rpcUrl: (chainId) => chains[chainId],
  chainIds: () => Object.keys(chains).map(Number),
  ask: async () => undefined,
});
const solana = () => createSolanaWalletConnectMethods({ accountIndex, getRpcUrl: () => solanaRpcUrl });
const isSolana = (caip2) => String(caip2).startsWith('solana:');
// A site that asks for polkadot gets the same account number among the Polkadot dev keys.
const polkadot = () => createPolkadotWalletConnectMethods({ accountIndex });
const isPolkadot = (caip2) => String(caip2).startsWith('polkadot:');
// The cosmos namespace: the same account number among the Cosmos dev keys signs cosmos_* requests.
const cosmos = () => createCosmosWalletConnectMethods({ accountIndex });

// ---------------------------------------------------------------- small DOM helpers

function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of [].concat(children)) if (child != null) node.append(child);
  return node;
}

function button(text, onClick, { className = '', label } = {}) {
  const b = el('button', { type: 'button', textContent: text, className });
  if (label) b.setAttribute('aria-label', label);
  b.addEventListener('click', async () => {
    const group = b.closest('.actions')?.querySelectorAll('button') ?? [b];
    group.forEach((x) => (x.disabled = true));
    try {
      await onClick();
    } catch (error) {
      log(`${text} failed: ${error.message}`, 'error');
      group.forEach((x) => (x.disabled = false));
    }
  });
  return b;
}

function details(rows) {
  const dl = el('dl');
  for (const [term, value] of rows) {
    if (value == null || value === '') continue;
    dl.append(el('dt', { textContent: term }), el('dd', { textContent: String(value) }));
  }
  return dl;
}

function setStatus(text, isError = false) {
  ui.status.textContent = text;
  ui.status.classList.toggle('status--error', isError);
}

function log(text, kind = '') {
  const time = new Date().toLocaleTimeString();
  ui.log.prepend(el('li', { textContent: `${time} ${text}`, className: kind }));
  while (ui.log.children.length > 100) ui.log.lastChild.remove();
}

// ---------------------------------------------------------------- decoding for people

function hexToText(hex) {
  if (typeof hex !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(hex)) return String(hex);
  const bytes = new Uint8Array(hex.slice(2).match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return `${hex} (not text)`;
  }
}

function formatEth(value) {
  if (value == null) return '0 ETH';
  const wei = BigInt(value);
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} ETH`;
}

const chainName = (caip2) =>
  ({
    'eip155:1': 'Ethereum (1)',
    'eip155:8453': 'Base (8453)',
    'eip155:42161': 'Arbitrum (42161)',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
    'cosmos:cosmoshub-4': 'Cosmos Hub',
    'cosmos:theta-testnet-001': 'Cosmos Hub Testnet',
  })[caip2] ?? caip2;

function requestedChains(params) {
  const all = new Set();
  for (const group of [params.requiredNamespaces, params.optionalNamespaces]) {
    for (const [key, ns] of Object.entries(group ?? {})) {
      for (const chain of ns.chains ?? (key.includes(':') ? [key] : [])) all.add(chain);
    }
  }
  return [...all];
}

// ---------------------------------------------------------------- JSON-RPC to anvil

async function rpc(url, method, params) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = await response.json();
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}

// ---------------------------------------------------------------- account

function renderAccount() {
  ui.address.textContent = account();
}

ui.account.append(...DEV_ACCOUNTS.map((address, i) => el('option', { value: String(i), textContent: `Account ${i} (${address.slice(0, 6)}…${address.slice(-4)})` })));
ui.account.value = String(accountIndex);
renderAccount();
ui.account.addEventListener('change', async () => {
  accountIndex = Number(ui.account.value);
  localStorage.setItem(ACCOUNT_KEY, String(accountIndex));
  renderAccount();
  log(`Using account ${accountIndex} ${account()}`);
  if (!kit) return;
  // Tell connected sites: the session's accounts become the new one, then accountsChanged.
  for (const session of Object.values(kit.getActiveSessions())) {
    try {
      const namespaces = structuredClone(session.namespaces);
      for (const ns of Object.values(namespaces)) ns.accounts = (ns.chains ?? []).map((chain) => `${chain}:${isSolana(chain) ? solana().address : isPolkadot(chain) ? polkadot().addressOn(chain) : cosmos().isCosmosRequest(chain) ? cosmos().address : account()}`);
      await kit.updateSession({ topic: session.topic, namespaces });
      const chainId = namespaces.eip155?.chains?.[0];
      if (chainId) await kit.emitSessionEvent({ topic: session.topic, event: { name: 'accountsChanged', data: [account()] }, chainId });
    } catch (error) {
      log(`Could not update ${session.peer.metadata.name}: ${error.message}`, 'error');
    }
  }
  renderSessions();
});

// ---------------------------------------------------------------- pairing

async function pair(uri) {
  uri = uri.trim();
  if (!uri.startsWith('wc:')) {
    setStatus('A pairing link starts with “wc:”.', true);
    return;
  }
  ui.pairButton.disabled = true;
  setStatus('Pairing…');
  log('Pairing…');
  try {
    await kit.pair({ uri });
    ui.uri.value = '';
    setStatus('Paired: waiting for the site’s connection request.');
  } catch (error) {
    setStatus(`Pairing failed: ${error.message}`, true);
    log(`Pairing failed: ${error.message}`, 'error');
  } finally {
    ui.pairButton.disabled = false;
  }
}

ui.pairForm.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!kit) return;
  pair(ui.uri.value);
});

// ---------------------------------------------------------------- proposals

function renderProposal(proposal) {
  const { id, params } = proposal;
  const meta = params.proposer.metadata ?? {};
  const wanted = requestedChains(params);
  const supported = wanted.filter((c) => chains[c.split(':')[1]] || (isSolana(c) && solanaRpcUrl && solana().namespace().chains.includes(c)) || polkadot().namespace().chains.includes(c) || cosmos().namespace().chains.includes(c));
  const item = el('li', { className: 'item', id: `proposal-${id}` });
  const heading = el('h3', { textContent: meta.name || 'Unnamed site', id: `proposal-${id}-name` });
  item.setAttribute('aria-labelledby', heading.id);
  const remove = () => {
    item.remove();
    ui.proposals.hidden = !ui.proposalList.children.length;
  };
  item.append(
    heading,
    details([
      ['Site', meta.url],
      ['Chains', wanted.map(chainName).join(', ') || 'none named'],
      ['This wallet has', supported.map(chainName).join(', ') || 'none of them'],
      ['Account', account()],
      ...(proposesSolana(params) && solanaRpcUrl ? [['Solana account', solana().address]] : []),
      ...(proposesPolkadot(params) ? [['Polkadot account', polkadot().address]] : []),
      ...(proposesCosmos(params) ? [['Cosmos account', cosmos().address]] : []),
    ]),
    el('div', { className: 'actions' }, [
      button(
        'Approve',
        async () => {
          const namespaces = buildApprovedNamespaces({
            proposal: params,
            supportedNamespaces: {
              eip155: {
                chains: Object.keys(chains).map((id) => `eip155:${id}`),
                methods: METHODS,
                events: EVENTS,
                accounts: Object.keys(chains).map((id) => `eip155:${id}:${account()}`),
              },
              ...(proposesSolana(params) && solanaRpcUrl ? { solana: solana().namespace() } : {}),
              ...(proposesPolkadot(params) ? { polkadot: polkadot().namespace() } : {}),
              ...(proposesCosmos(params) ? { cosmos: cosmos().namespace() } : {}),
            },
          });
          await kit.approveSession({ id, namespaces });
          remove();
          setStatus(`Connected to ${meta.name || meta.url}.`);
          log(`Approved ${meta.name} (${meta.url}) with account ${accountIndex}`, 'ok');
          renderSessions();
        },
        { className: 'primary', label: `Approve ${meta.name || 'site'}` },
      ),
      button(
        'Reject',
        async () => {
          await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') });
          remove();
          setStatus('Connection rejected.');
          log(`Rejected ${meta.name}`);
        },
        { className: 'danger', label: `Reject ${meta.name || 'site'}` },
      ),
    ]),
  );
  ui.proposalList.append(item);
  ui.proposals.hidden = false;
  item.querySelector('button')?.focus();
}

// ---------------------------------------------------------------- requests

function describeRequest(method, params) {
  if (method === 'personal_sign') {
    return [el('p', { className: 'hint', textContent: 'Message to sign:' }), el('pre', { className: 'message', textContent: hexToText(params?.[0]) })];
  }
  if (method === 'eth_sendTransaction') {
    const tx = params?.[0] ?? {};
    return [details([['To', tx.to ?? '(contract creation)'], ['Value', formatEth(tx.value)], ['Data', tx.data && tx.data !== '0x' ? `${tx.data.slice(0, 42)}…` : '']])];
  }
  if (method === 'wallet_sendCalls') {
    const calls = params?.[0]?.calls ?? [];
    return [
      el('p', { className: 'hint', textContent: `${calls.length} calls, approved once, sent one after another:` }),
      ...calls.map((call, index) => details([[`Call ${index + 1} to`, call?.to ?? '(contract creation)'], ['Value', formatEth(call?.value)], ['Data', call?.data && call.data !== '0x' ? `${call.data.slice(0, 42)}…` : '']])),
    ];
  }
  if (method === 'eth_signTypedData_v4') {
    let typed = params?.[1];
    try {
      typed = typeof typed === 'string' ? JSON.parse(typed) : typed;
    } catch {
      /* shown raw below */
    }
    return [details([['Type', typed?.primaryType], ['Domain', typed?.domain?.name]]), el('pre', { className: 'message', textContent: JSON.stringify(typed?.message ?? typed, null, 2) })];
  }
  return [el('pre', { className: 'message', textContent: JSON.stringify(params, null, 2) })];
}

async function respond(topic, response) {
  await kit.respondSessionRequest({ topic, response: { jsonrpc: '2.0', ...response } });
}

async function answerApproved({ id, topic, params }) {
  const { method, params: args } = params.request;
  if (isSolana(params.chainId) || isPolkadot(params.chainId) || cosmos().isCosmosRequest(params.chainId)) {
    try {
      await respond(topic, { id, result: await (isPolkadot(params.chainId) ? polkadot() : isSolana(params.chainId) ? solana() : cosmos()).handle(method, args) });
      log(`${method} answered`, 'ok');
    } catch (error) {
      await respond(topic, { id, error: { code: Number.isInteger(error.code) ? error.code : 5000, message: error.message } });
      log(`${method} failed: ${error.message}`, 'error');
    }
    return undefined;
  }
  const chainId = params.chainId.split(':')[1];
  if (method === 'wallet_sendCalls') {
    try {
      const result = await answerCallsRequest(batches, method, args, account());
      await respond(topic, { id, result });
      log(`${method} answered: batch ${result.id.slice(0, 18)}…`, 'ok');
    } catch (error) {
      await respond(topic, { id, error: { code: Number.isInteger(error.code) ? error.code : 5000, message: error.message } });
      log(`${method} failed: ${error.message}`, 'error');
    }
    return undefined;
  }
  if (SESSION_METHODS.includes(method)) {
    try {
      const result = method === 'wallet_grantPermissions' ? await sessionGrants.grant(args, account()) : await sessionGrants.revoke(args, account());
      await respond(topic, { id, result });
      log(`${method} answered`, 'ok');
    } catch (error) {
      await respond(topic, { id, error: { code: Number.isInteger(error.code) ? error.code : 5000, message: error.message } });
      log(`${method} failed: ${error.message}`, 'error');
    }
    return undefined;
  }
  if (method === 'wallet_switchEthereumChain') {
    const target = String(parseInt(args?.[0]?.chainId, 16));
    if (!chains[target]) return respond(topic, { id, error: { code: 4902, message: `Unrecognized chain ID ${args?.[0]?.chainId}.` } });
    await respond(topic, { id, result: null });
    await kit.emitSessionEvent({ topic, event: { name: 'chainChanged', data: Number(target) }, chainId: `eip155:${target}` });
    return undefined;
  }
  const rpcUrl = chains[chainId];
  if (!rpcUrl) return respond(topic, { id, error: { code: 4901, message: `This wallet has no chain ${params.chainId}.` } });
  try {
    const result = await rpc(rpcUrl, method, args);
    await respond(topic, { id, result });
    log(`${method} answered${typeof result === 'string' ? `: ${result.slice(0, 18)}…` : ''}`, 'ok');
  } catch (error) {
    await respond(topic, { id, error: { code: error.code ?? 5000, message: error.message } });
    log(`${method} failed at the chain: ${error.message}`, 'error');
  }
  return undefined;
}

function renderRequest(event) {
  const { id, topic, params } = event;
  const { method, params: args } = params.request;
  const session = kit.getActiveSessions()[topic];
  const site = session?.peer.metadata.name ?? 'A site';
  // Nothing to decide for these: answer at once, as wallets do.
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
    respond(topic, { id, result: [account()] }).catch((error) => log(error.message, 'error'));
    return;
  }
  if (method === 'solana_getAccounts' || method === 'solana_requestAccounts' || method === 'cosmos_getAccounts') {
    (method === 'cosmos_getAccounts' ? cosmos() : solana()).handle(method, args).then((result) => respond(topic, { id, result })).catch((error) => log(error.message, 'error'));
    return;
  }
  if (method === 'eth_chainId') {
    respond(topic, { id, result: `0x${Number(params.chainId.split(':')[1]).toString(16)}` }).catch((error) => log(error.message, 'error'));
    return;
  }
  // EIP-5792 reads, and showing a batch: nothing to decide either.
  if (method === 'wallet_getCapabilities' || method === 'wallet_getCallsStatus' || method === 'wallet_showCallsStatus') {
    answerCallsRequest(batches, method, args, account())
      .then(
        async (result) => {
          await respond(topic, { id, result });
          if (method === 'wallet_showCallsStatus') {
            const status = await batches.status(args);
            log(`Batch ${status.id.slice(0, 18)}…: status ${status.status}, ${status.receipts.length} of ${batches.known(args).calls.length} calls mined`, 'ok');
          }
        },
        (error) => respond(topic, { id, error: { code: Number.isInteger(error.code) ? error.code : 5000, message: error.message } }),
      )
      .catch((error) => log(error.message, 'error'));
    return;
  }
  // A batch the wallet cannot take is refused before the person is asked.
  if (method === 'wallet_sendCalls') {
    try {
      batches.check(args, account());
    } catch (error) {
      respond(topic, { id, error: { code: Number.isInteger(error.code) ? error.code : 5000, message: error.message } }).catch((failure) => log(failure.message, 'error'));
      log(`${method} refused: ${error.message}`, 'error');
      return;
    }
  }
  log(`${site} asks for ${method} on ${chainName(params.chainId)}`);
  const item = el('li', { className: 'item', id: `request-${id}` });
  const heading = el('h3', { textContent: `${method}`, id: `request-${id}-title` });
  item.setAttribute('aria-labelledby', heading.id);
  const remove = () => {
    item.remove();
    ui.requestsEmpty.hidden = ui.requestList.children.length > 0;
  };
  item.append(
    heading,
    details([['From', `${site}${session?.peer.metadata.url ? ` (${session.peer.metadata.url})` : ''}`], ['Chain', chainName(params.chainId)]]),
    ...describeRequest(method, args),
    el('div', { className: 'actions' }, [
      button(
        'Approve',
        async () => {
          remove();
          await answerApproved(event);
        },
        { className: 'primary', label: `Approve ${method}` },
      ),
      button(
        'Reject',
        async () => {
          remove();
          await respond(topic, { id, error: USER_REJECTED });
          log(`Rejected ${method}`);
        },
        { className: 'danger', label: `Reject ${method}` },
      ),
    ]),
  );
  ui.requestList.append(item);
  ui.requestsEmpty.hidden = true;
}

// ---------------------------------------------------------------- sessions

function renderSessions() {
  const sessions = Object.values(kit?.getActiveSessions() ?? {});
  ui.sessionList.replaceChildren(
    ...sessions.map((session) => {
      const meta = session.peer.metadata ?? {};
      const accounts = Object.values(session.namespaces).flatMap((ns) => ns.accounts ?? []);
      const heading = el('h3', { textContent: meta.name || 'Unnamed site', id: `session-${session.topic.slice(0, 12)}` });
      const item = el('li', { className: 'item' }, [
        heading,
        details([
          ['Site', meta.url],
          ['Chains', [...new Set(accounts.map((a) => a.split(':').slice(0, 2).join(':')))].map(chainName).join(', ')],
          ['Account', accounts[0]?.split(':')[2]],
          ['Expires', new Date(session.expiry * 1000).toLocaleString()],
        ]),
        el('div', { className: 'actions' }, [
          button(
            'Disconnect',
            async () => {
              await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
              log(`Disconnected ${meta.name}`);
              renderSessions();
            },
            { className: 'danger', label: `Disconnect ${meta.name || 'site'}` },
          ),
        ]),
      ]);
      item.setAttribute('aria-labelledby', heading.id);
      return item;
    }),
  );
  ui.sessionsEmpty.hidden = sessions.length > 0;
}

// ---------------------------------------------------------------- start

async function main() {
  ui.pairButton.disabled = true;
  const response = await fetch('/stack.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/stack.json answered ${response.status}`);
  const stack = await response.json();
  chains = demoChains(stack);
  solanaRpcUrl = stack.solanaRpcUrl ?? '';

  const core = new Core({ projectId: 'demo-mobile-wallet', relayUrl: stack.relayUrl, customStoragePrefix: 'demo-mobile-wallet' });
  // The hosted verify and telemetry services are out of reach on a loopback-only machine: no-ops.
  core.verify.register = async () => undefined;
  core.verify.resolve = async () => undefined;
  core.eventClient.init = async () => undefined;
  kit = await WalletKit.init({
    core,
    metadata: { name: 'Demo Mobile Wallet', description: 'WalletKit on the local stack', url: location.origin, icons: [`${location.origin}/favicon.svg`] },
    signConfig: { disableRequestQueue: true },
  });
  window.walletKit = kit; // for the console

  kit.on('session_proposal', (proposal) => {
    log(`Connection request from ${proposal.params.proposer.metadata?.name} (${proposal.params.proposer.metadata?.url})`);
    setStatus('A site asks to connect: review it below.');
    renderProposal(proposal);
  });
  kit.on('proposal_expire', ({ id }) => {
    $(`proposal-${id}`)?.remove();
    ui.proposals.hidden = !ui.proposalList.children.length;
    log('A connection request expired');
  });
  kit.on('session_request', renderRequest);
  kit.on('session_request_expire', ({ id }) => {
    $(`request-${id}`)?.remove();
    ui.requestsEmpty.hidden = ui.requestList.children.length > 0;
    log('A request expired');
  });
  kit.on('session_delete', ({ topic }) => {
    log(`A site disconnected (${topic.slice(0, 8)}…)`);
    renderSessions();
  });

  renderSessions();
  for (const pending of kit.getPendingSessionRequests?.() ?? []) renderRequest(pending);
  ui.pairButton.disabled = false;
  setStatus(`Ready on the local relay (${stack.relayUrl}); chains ${Object.keys(chains).join(', ')}.`);
  log('Wallet ready');

  // The modal's "open the app" links arrive as /wc?uri=wc%3A…: pair at once, as a wallet app does,
  // and drop the link from the address bar so a reload does not pair an expired link again.
  const linked = new URLSearchParams(location.search).get('uri');
  if (linked) {
    history.replaceState(null, '', location.pathname);
    ui.uri.value = linked;
    await pair(linked);
  }
}

main().catch((error) => {
  setStatus(`The wallet failed to start: ${error.message}`, true);
  log(error.stack ?? error.message, 'error');
});
