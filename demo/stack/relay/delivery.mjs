// Pushing mailbox messages to subscribed sockets as `irn_subscription` requests, and settling
// them when the client acks (`result: true`). A message counts as delivered to a subscription id
// only once acked: if the socket drops first, the client gets it again when it re-subscribes.
import { nextRpcId, requestFrame } from './jsonRpc.mjs';

export function createDelivery({ mailbox, subscriptions, log = () => {} }) {
  function send(connection, subscriptionId, entry) {
    const key = `${entry.seq}:${subscriptionId}`;
    if (entry.deliveredTo.has(subscriptionId) || connection.inFlight.has(key)) return;
    const id = nextRpcId();
    connection.inFlight.add(key);
    connection.awaitingAck.set(id, { entry, subscriptionId, key });
    const data = { topic: entry.topic, message: entry.message, publishedAt: entry.publishedAt, tag: entry.tag };
    if (entry.attestation !== undefined) data.attestation = entry.attestation;
    connection.send(requestFrame(id, 'irn_subscription', { id: subscriptionId, data }));
    log('deliver', { client: connection.label, topic: entry.topic, tag: entry.tag });
  }

  return {
    /** A new message: to every socket on its topic, except the publishing client's own. */
    fanOut(entry) {
      for (const [connection, subscriptionId] of subscriptions.of(entry.topic)) {
        if (connection.clientKey !== entry.publisher) send(connection, subscriptionId, entry);
      }
    },

    /** A new subscription: everything still in the topic's mailbox that it has not acked. */
    catchUp(connection, topic, subscriptionId) {
      for (const entry of mailbox.undelivered(topic, subscriptionId, connection.clientKey)) {
        send(connection, subscriptionId, entry);
      }
    },

    /** A response frame from a client: an ack (or refusal) of one of our deliveries. */
    onResponse(connection, message) {
      const id = String(message.id);
      const pending = connection.awaitingAck.get(id);
      if (!pending) return;
      connection.awaitingAck.delete(id);
      connection.inFlight.delete(pending.key);
      if (message.error) {
        log('nack', { client: connection.label, topic: pending.entry.topic, error: message.error?.message });
        return;
      }
      mailbox.markDelivered(pending.entry, pending.subscriptionId);
    },
  };
}
