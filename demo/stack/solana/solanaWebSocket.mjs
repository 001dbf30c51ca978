// The ledger's PubSub side, on the same port as its HTTP side (ws://…): signatureSubscribe and
// accountSubscribe (plus their unsubscribes). @solana/web3.js confirms a transaction by
// subscribing to its signature and only then reading its status, so `confirmTransaction`
// needs this; give `Connection` `wsEndpoint: solanaRpcUrl.replace(/^http/, 'ws')`.
import { WebSocketServer } from 'ws';
import { accountEncoding } from './accountJson.mjs';
import { isBase58OfLength } from './base58.mjs';
import { invalidParam, invalidParams, invalidRequest, methodNotFound, parseError, SolanaRpcError } from './rpcErrors.mjs';

const MAX_FRAME_BYTES = 64 * 1024;
const MAX_SUBSCRIPTIONS_PER_SOCKET = 1000;
const API_VERSION = '2.2.0';

/** `ledger` from ledger.mjs, `accountJson` from accountJson.mjs. */
export function createSolanaWebSocket({ ledger, accountJson }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const subscriptions = new Map(); // id -> { kind, socket, key, options }
  let nextId = 1;

  const send = (socket, message) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const notify = (sub, id, method, value) =>
    send(sub.socket, { jsonrpc: '2.0', method, params: { result: { context: { apiVersion: API_VERSION, slot: ledger.slot() }, value }, subscription: id } });

  function notifySignature(id, sub, record) {
    subscriptions.delete(id); // a signature subscription ends with its one notification
    notify(sub, id, 'signatureNotification', { err: record.err });
  }

  const stopListening = ledger.onLanded((record) => {
    for (const [id, sub] of subscriptions) {
      if (sub.kind === 'signature' && sub.key === record.signature) notifySignature(id, sub, record);
      else if (sub.kind === 'account' && record.accountKeys.includes(sub.key)) {
        const account = ledger.getAccount(sub.key);
        notify(sub, id, 'accountNotification', account ? accountJson(account, sub.options) : null);
      }
    }
  });

  const config = (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

  function subscribe(socket, kind, key, options) {
    if ([...subscriptions.values()].filter((s) => s.socket === socket).length >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
      throw new SolanaRpcError(-32602, 'Invalid params: too many subscriptions on this connection');
    }
    const id = nextId++;
    subscriptions.set(id, { kind, socket, key, options });
    return id;
  }

  function unsubscribe(socket, kind, params) {
    const id = Array.isArray(params) ? params[0] : undefined;
    const sub = subscriptions.get(id);
    if (!sub || sub.socket !== socket || sub.kind !== kind) throw invalidParams('Invalid subscription id.');
    subscriptions.delete(id);
    return true;
  }

  function handle(socket, request) {
    const params = Array.isArray(request.params) ? request.params : [];
    switch (request.method) {
      case 'signatureSubscribe': {
        if (!isBase58OfLength(params[0], 64)) throw invalidParam('Invalid');
        const id = subscribe(socket, 'signature', params[0], null);
        const landed = ledger.transaction(params[0]);
        // Already landed: notify right after the answer that tells the client the id.
        if (landed) setImmediate(() => subscriptions.has(id) && notifySignature(id, subscriptions.get(id), landed));
        return id;
      }
      case 'accountSubscribe': {
        if (!isBase58OfLength(params[0], 32)) throw invalidParam('Invalid');
        return subscribe(socket, 'account', params[0], accountEncoding(config(params[1]), 'base64'));
      }
      case 'signatureUnsubscribe':
        return unsubscribe(socket, 'signature', params);
      case 'accountUnsubscribe':
        return unsubscribe(socket, 'account', params);
      default:
        throw methodNotFound();
    }
  }

  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      let request;
      try {
        request = JSON.parse(String(data));
      } catch {
        return send(socket, { jsonrpc: '2.0', error: parseError().toJSON(), id: null });
      }
      // Notifications (no id), such as web3.js's keep-alive "ping", get no answer.
      if (!request || typeof request !== 'object' || request.id === undefined) return undefined;
      const id = typeof request.id === 'number' || typeof request.id === 'string' ? request.id : null;
      if (request.jsonrpc !== '2.0' || typeof request.method !== 'string') return send(socket, { jsonrpc: '2.0', error: invalidRequest().toJSON(), id });
      try {
        return send(socket, { jsonrpc: '2.0', result: handle(socket, request), id });
      } catch (error) {
        const rpcError = error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, `Internal error: ${error.message}`);
        return send(socket, { jsonrpc: '2.0', error: rpcError.toJSON(), id });
      }
    });
    socket.on('close', () => {
      for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id);
    });
    socket.on('error', () => socket.terminate());
  });

  return {
    /** Takes over HTTP upgrades on `server` (the ledger's HTTP server). */
    attach(server) {
      server.on('upgrade', (req, socket, head) => {
        socket.on('error', () => socket.destroy());
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      });
    },
    stop() {
      stopListening();
      subscriptions.clear();
      for (const socket of wss.clients) socket.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
