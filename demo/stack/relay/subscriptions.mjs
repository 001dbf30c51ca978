// Which open socket listens to which topic. Subscriptions belong to a socket: they vanish when
// it closes (clients re-subscribe after reconnecting), unlike mailboxes, which outlive sockets.
import { subscriptionIdFor } from './clientIdentity.mjs';

export function createSubscriptions() {
  const byTopic = new Map(); // topic -> Map<connection, subscriptionId>

  return {
    /** Subscribes `connection` to `topic` (idempotent); returns the subscription id. */
    add(connection, topic) {
      const id = subscriptionIdFor(topic, connection.clientKey);
      if (!byTopic.has(topic)) byTopic.set(topic, new Map());
      byTopic.get(topic).set(connection, id);
      connection.topics.add(topic);
      return id;
    },

    /** Returns true when `connection` was subscribed to `topic`. */
    remove(connection, topic) {
      const subs = byTopic.get(topic);
      const had = subs?.delete(connection) ?? false;
      if (subs && subs.size === 0) byTopic.delete(topic);
      connection.topics.delete(topic);
      return had;
    },

    /** `[connection, subscriptionId]` pairs listening to `topic`. */
    of(topic) {
      return [...(byTopic.get(topic) ?? [])];
    },

    dropConnection(connection) {
      for (const topic of [...connection.topics]) this.remove(connection, topic);
    },

    get size() {
      let n = 0;
      for (const subs of byTopic.values()) n += subs.size;
      return n;
    },
  };
}
