// A local WalletConnect relay: a WebSocket JSON-RPC server on loopback that the real 2.25 SDK
// (sign-client, walletkit, ethereum-provider) pairs, settles sessions and exchanges requests
// through, with no internet and no project id.
//
// Implemented (what the SDK uses, see demo/stack/relay/*.mjs):
// - Connection URL `?auth=<JWT>&projectId=…&ua=…&useOnCloseEvent=true` on any path. The JWT's
//   signature is not checked; its `iss` (the client's did:key) is read only to recognise the
//   client, so subscription ids equal the SDK's own (sha256(topic + clientId)) and survive
//   reconnects. Nothing is sent on connect.
// - JSON-RPC 2.0, one object per text frame; ids echoed back verbatim (19-digit strings or
//   numbers). irn_subscribe, irn_batchSubscribe, irn_unsubscribe, irn_batchUnsubscribe,
//   irn_publish, irn_batchPublish, irn_fetchMessages, irn_batchFetchMessages, and the 2.25 session
//   methods wc_proposeSession / wc_approveSession (subscribe the caller implicitly, publish the
//   carried messages with tags 1100 / 1101 + 1102).
// - Per-topic mailboxes kept for each message's ttl (capped at 30 days): later subscribers get
//   what they missed, each subscription id exactly once (counted on the client's ack of the
//   `irn_subscription` request); a client never gets back what it published itself, not even after
//   reconnecting (otherwise the SDK would handle its own proposal or settlement as the peer's).
// - Pings every 20 s (the Node SDK drops a socket with no ping for 35 s); sockets that do not
//   pong by the next ping are terminated. Subscriptions are per socket and dropped on close.
// - Malformed frames get a JSON-RPC error (-32700 parse, -32600 invalid request, -32601 unknown
//   method, -32602 bad params), never a crash. GET /health answers 200 for readiness checks.
// - restart(): closes every socket (1012 "service restart") and listens again on the same port,
//   keeping mailboxes, as a redeployed relay does; the SDK reconnects and re-subscribes itself.
// Not implemented, and why that is faithful enough for the SDK (which never sees the difference on
// loopback): JWT verification and project-id checks (single local user); rate limits and quotas;
// message-size limits beyond a 4 MiB frame cap; push notifications for `prompt`; webhooks
// (irn_watchRegister/Unregister) and irn_batchReceive; the HTTP `POST /rpc` endpoint and
// `request=` in the URL; attestation checks (passed through untouched); TVF fields such as
// correlationId (ignored); clustering and persistence across process restarts (mailboxes live in
// memory). The hosted relay keeps subscriptions per client and queues for clients that are
// offline; here they are per socket and the per-topic mailbox covers the gap, because the SDK
// re-subscribes every topic when it reconnects.
import { createServer } from 'node:http';
import { WebSocketServer, WebSocket } from 'ws';
import { closeServer, listen } from '../ports.mjs';
import { clientKeyFromUrl } from './clientIdentity.mjs';
import { createDelivery } from './delivery.mjs';
import { RPC_ERRORS, RpcError, errorFrame, parseFrame, resultFrame } from './jsonRpc.mjs';
import { createMailbox } from './mailbox.mjs';
import { createRelayMethods } from './relayMethods.mjs';
import { createSubscriptions } from './subscriptions.mjs';

const PING_INTERVAL_MS = 20_000;
const MAX_FRAME_BYTES = 4 * 1024 * 1024;
const CLOSE_GRACE_MS = 1000; // then terminate sockets that do not finish the close handshake

/**
 * Starts the relay. `log(entry)`, if given, receives `{ time, service: 'relay', event, ... }`
 * for connections, subscriptions, publishes, deliveries and errors. `flag`/`env` name the option
 * that moves the port, for the "port in use" message.
 * Resolves to `{ url, port, stop(), restart({ downMs }), stats() }`.
 */
export async function startRelay({ host = '127.0.0.1', port = 0, log, flag, env, pingIntervalMs = PING_INTERVAL_MS } = {}) {
  const emit = (event, fields = {}) => {
    if (!log) return;
    try {
      log({ time: new Date().toISOString(), service: 'relay', event, ...fields });
    } catch {
      // a failing logger must not take the relay down
    }
  };
  const mailbox = createMailbox();
  const subscriptions = createSubscriptions();
  const delivery = createDelivery({ mailbox, subscriptions, log: emit });
  const methods = createRelayMethods({ mailbox, subscriptions, delivery, log: emit });
  const connections = new Set();
  let connectionCount = 0;

  function onFrame(connection, data) {
    let frame;
    try {
      frame = parseFrame(data.toString('utf8'));
    } catch (error) {
      emit('bad-frame', { client: connection.label, error: error.message });
      connection.send(errorFrame(error.idLiteral ?? 'null', error.code ?? RPC_ERRORS.parse, error.message));
      return;
    }
    if (frame.kind === 'response') {
      delivery.onResponse(connection, frame.message);
      return;
    }
    const followUps = [];
    try {
      const result = methods.handle(connection, frame.message.method, frame.message.params, (fn) => followUps.push(fn));
      connection.send(resultFrame(frame.idLiteral, result));
    } catch (error) {
      const known = error instanceof RpcError;
      emit('rpc-error', { client: connection.label, method: frame.message.method, error: error.message });
      connection.send(errorFrame(frame.idLiteral, known ? error.code : RPC_ERRORS.internal, known ? error.message : 'Internal error'));
      return;
    }
    for (const fn of followUps) fn();
  }

  function onConnection(ws, req) {
    connectionCount += 1;
    const clientKey = clientKeyFromUrl(req.url);
    const connection = {
      ws,
      clientKey,
      label: `#${connectionCount} ${clientKey.startsWith('did:key:') ? `…${clientKey.slice(-6)}` : clientKey}`, // short, for logs
      topics: new Set(),
      inFlight: new Set(),
      awaitingAck: new Map(),
      alive: true,
      send(text) {
        if (ws.readyState === WebSocket.OPEN) ws.send(text);
      },
    };
    connections.add(connection);
    emit('connect', { client: connection.label });
    ws.on('message', (data) => {
      try {
        onFrame(connection, data);
      } catch (error) {
        emit('error', { client: connection.label, error: error.message }); // last line of defence
      }
    });
    ws.on('pong', () => {
      connection.alive = true;
    });
    ws.on('error', (error) => emit('socket-error', { client: connection.label, error: error.message }));
    ws.on('close', (code) => {
      connections.delete(connection);
      subscriptions.dropConnection(connection);
      emit('disconnect', { client: connection.label, code });
    });
  }

  function pingAll() {
    mailbox.sweep();
    for (const connection of connections) {
      if (!connection.alive) {
        emit('timeout', { client: connection.label });
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      try {
        connection.ws.ping();
      } catch {
        // socket already closing
      }
    }
  }

  function closeConnections(code, reason) {
    return Promise.all(
      [...connections].map(
        (connection) =>
          new Promise((resolve) => {
            const { ws } = connection;
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
            ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            ws.close(code, reason);
          }),
      ),
    );
  }

  let server = null;
  let wss = null;
  let pingTimer = null;
  let boundPort = port;

  async function open(portToBind) {
    server = createServer((req, res) => {
      const ok = req.method === 'GET' && req.url === '/health';
      res.writeHead(ok ? 200 : 426, { 'content-type': 'text/plain; charset=utf-8', ...(ok ? {} : { upgrade: 'websocket' }) });
      res.end(ok ? 'ok\n' : 'WalletConnect relay (local): connect with a WebSocket.\n');
    });
    wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
    const currentWss = wss;
    const currentServer = server;
    server.on('upgrade', (req, socket, head) => {
      // A client that comes back while this server is closing (the SDK retries 100 ms after a
      // close) is refused; a socket accepted then would keep the close from ever finishing.
      if (closingServers.has(currentServer)) return socket.destroy();
      currentWss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req));
    });
    boundPort = await listen(server, { host, port: portToBind, label: 'WalletConnect relay', flag, env });
    pingTimer = setInterval(pingAll, pingIntervalMs);
    pingTimer.unref();
  }

  const closingServers = new WeakSet();

  async function close(code, reason) {
    clearInterval(pingTimer);
    pingTimer = null;
    // Stop accepting first, then close what is open, until nothing is left.
    if (server) closingServers.add(server);
    const serverClosed = server ? closeServer(server) : Promise.resolve();
    while (connections.size > 0) await closeConnections(code, reason);
    wss?.close();
    await serverClosed;
  }

  await open(port);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `ws://${urlHost}:${boundPort}`;
  emit('listening', { url });

  let stopped = null;
  let restarting = Promise.resolve();
  return {
    url,
    port: boundPort,
    /** Closes every socket and the server; mailboxes are dropped with the relay. */
    stop() {
      stopped ??= restarting.catch(() => {}).then(() => close(1001, 'relay stopped')).then(() => emit('stopped'));
      return stopped;
    },
    /** Counts for tests and the demo: open sockets, subscriptions, messages in mailboxes. */
    stats() {
      mailbox.sweep();
      return { connections: connections.size, subscriptions: subscriptions.size, messages: mailbox.size };
    },
    /** Drops every socket, stays down `downMs`, then listens on the same port with mailboxes kept. */
    restart({ downMs = 0 } = {}) {
      if (stopped) return Promise.reject(new Error('The relay was stopped.'));
      restarting = restarting.catch(() => {}).then(async () => {
        await close(1012, 'relay restart');
        emit('restarting', { downMs, mailbox: mailbox.size });
        if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
        await open(boundPort);
        emit('restarted', { url });
      });
      return restarting;
    },
  };
}
