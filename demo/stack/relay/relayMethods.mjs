// The JSON-RPC methods the relay answers. Handlers are synchronous and return the result; work
// that must follow the reply (deliveries) is queued with `after`, so a client always sees
// "subscribed" before the first message on that subscription.
import { RPC_ERRORS, RpcError } from './jsonRpc.mjs';
import { subscriptionIdFor } from './clientIdentity.mjs';

// Tags of the messages carried by the two 2.25 session methods (wc_sessionPropose request,
// its response, wc_sessionSettle request): the client sends one set of publish options for
// the whole call, but subscribers expect each message with its own type's tag.
const TAG_SESSION_PROPOSE = 1100;
const TAG_SESSION_PROPOSE_RESPONSE = 1101;
const TAG_SESSION_SETTLE = 1102;
const DEFAULT_TTL_SECONDS = 300; // what the SDK sends for the session methods

const TOPIC = /^[0-9a-f]{64}$/i; // 32 bytes, hex

function invalid(message) {
  return new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${message}`);
}

function object(params) {
  if (!params || typeof params !== 'object' || Array.isArray(params)) throw invalid('expected an object');
  return params;
}

function topicOf(value, name = 'topic') {
  if (typeof value !== 'string' || !TOPIC.test(value)) throw invalid(`${name} must be a 32-byte hex string`);
  return value;
}

function messageOf(value, name = 'message') {
  if (typeof value !== 'string' || value.length === 0) throw invalid(`${name} must be a non-empty string`);
  return value;
}

function ttlOf(value, fallback) {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw invalid('ttl must be a positive number of seconds');
  return value;
}

function tagOf(value, fallback = 0) {
  if (value === undefined || value === null) return fallback;
  if (!Number.isInteger(value) || value < 0) throw invalid('tag must be a non-negative integer');
  return value;
}

function listOf(value, name) {
  if (!Array.isArray(value)) throw invalid(`${name} must be an array`);
  return value;
}

export function createRelayMethods({ mailbox, subscriptions, delivery, log = () => {} }) {
  function subscribe(connection, topic, after) {
    const id = subscriptions.add(connection, topic);
    log('subscribe', { client: connection.label, topic });
    after(() => delivery.catchUp(connection, topic, id));
    return id;
  }

  function publish(connection, { topic, message, ttl, tag, attestation }, after) {
    const { entry, duplicate } = mailbox.put({ topic, message, ttl, tag, attestation, publisher: connection.clientKey });
    log('publish', { client: connection.label, topic, tag, ttl, duplicate });
    if (!duplicate) after(() => delivery.fanOut(entry));
  }

  function publishParams(p) {
    const params = object(p);
    return {
      topic: topicOf(params.topic),
      message: messageOf(params.message),
      ttl: ttlOf(params.ttl),
      tag: tagOf(params.tag),
      attestation: typeof params.attestation === 'string' ? params.attestation : undefined,
    };
  }

  // Messages waiting for this client on `topics`, handed over in the reply and counted delivered.
  function fetchFor(connection, topics) {
    const messages = [];
    for (const topic of topics) {
      const id = subscriptionIdFor(topic, connection.clientKey);
      for (const entry of mailbox.undelivered(topic, id, connection.clientKey)) {
        mailbox.markDelivered(entry, id);
        messages.push({ topic, message: entry.message, publishedAt: entry.publishedAt, tag: entry.tag, ...(entry.attestation !== undefined && { attestation: entry.attestation }) });
      }
    }
    return { messages, hasMore: false };
  }

  const methods = {
    irn_subscribe(connection, p, after) {
      return subscribe(connection, topicOf(object(p).topic), after);
    },
    irn_batchSubscribe(connection, p, after) {
      const topics = listOf(object(p).topics, 'topics').map((t) => topicOf(t, 'each topic'));
      return topics.map((topic) => subscribe(connection, topic, after));
    },
    irn_unsubscribe(connection, p) {
      // By topic: the id is derived from topic and client, so it adds nothing here.
      const topic = topicOf(object(p).topic);
      subscriptions.remove(connection, topic);
      log('unsubscribe', { client: connection.label, topic });
      return true;
    },
    irn_batchUnsubscribe(connection, p) {
      const subs = listOf(object(p).subscriptions, 'subscriptions');
      const topics = subs.map((s) => topicOf(object(s).topic));
      for (const topic of topics) subscriptions.remove(connection, topic);
      return true;
    },
    irn_publish(connection, p, after) {
      publish(connection, publishParams(p), after);
      return true;
    },
    irn_batchPublish(connection, p, after) {
      const all = listOf(object(p).messages, 'messages').map(publishParams); // validate all first
      for (const params of all) publish(connection, params, after);
      return true;
    },
    irn_fetchMessages(connection, p) {
      return fetchFor(connection, [topicOf(object(p).topic)]);
    },
    irn_batchFetchMessages(connection, p) {
      return fetchFor(connection, listOf(object(p).topics, 'topics').map((t) => topicOf(t, 'each topic')));
    },
    // Dapp, 2.25: subscribe the caller to the pairing topic and publish the proposal there.
    wc_proposeSession(connection, p, after) {
      const params = object(p);
      const pairingTopic = topicOf(params.pairingTopic, 'pairingTopic');
      const sessionProposal = messageOf(params.sessionProposal, 'sessionProposal');
      const ttl = ttlOf(params.ttl, DEFAULT_TTL_SECONDS);
      const attestation = typeof params.attestation === 'string' ? params.attestation : undefined;
      subscribe(connection, pairingTopic, after);
      publish(connection, { topic: pairingTopic, message: sessionProposal, ttl, tag: TAG_SESSION_PROPOSE, attestation }, after);
      return true;
    },
    // Wallet, 2.25: subscribe the caller to the new session topic, then publish the proposal
    // response on the pairing topic and the settlement request on the session topic.
    wc_approveSession(connection, p, after) {
      const params = object(p);
      const sessionTopic = topicOf(params.sessionTopic, 'sessionTopic');
      const pairingTopic = topicOf(params.pairingTopic, 'pairingTopic');
      const response = messageOf(params.sessionProposalResponse, 'sessionProposalResponse');
      const settlement = messageOf(params.sessionSettlementRequest, 'sessionSettlementRequest');
      const ttl = ttlOf(params.ttl, DEFAULT_TTL_SECONDS);
      subscribe(connection, sessionTopic, after);
      publish(connection, { topic: pairingTopic, message: response, ttl, tag: TAG_SESSION_PROPOSE_RESPONSE }, after);
      publish(connection, { topic: sessionTopic, message: settlement, ttl, tag: TAG_SESSION_SETTLE }, after);
      return true;
    },
  };

  return {
    /** Runs one request; throws RpcError for unknown methods and bad params. */
    handle(connection, method, params, after) {
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler) throw new RpcError(RPC_ERRORS.methodNotFound, `Method not found: ${method}`);
      return handler(connection, params, after);
    },
  };
}
