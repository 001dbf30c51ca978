// Per-topic mailboxes: every published message is kept until its ttl runs out, so a client that
// subscribes later still gets it (the wallet subscribes to the pairing topic after the proposal
// was published; the dapp to the session topic after the settlement). Each message remembers
// which subscription ids acknowledged it, so it reaches every subscription exactly once.

const MAX_TTL_SECONDS = 30 * 24 * 60 * 60; // the SDK's longest ttl (pairings, subscriptions)

export function createMailbox({ now = () => Date.now() } = {}) {
  const byTopic = new Map(); // topic -> entries, oldest first
  let seq = 0;

  function live(topic) {
    const entries = byTopic.get(topic);
    if (!entries) return [];
    const t = now();
    const kept = entries.filter((e) => e.expiresAt > t);
    if (kept.length === 0) byTopic.delete(topic);
    else if (kept.length !== entries.length) byTopic.set(topic, kept);
    return kept;
  }

  return {
    /**
     * Stores a message; returns `{ entry, duplicate }`. A message already in the topic's mailbox
     * (the SDK re-publishes when an ack is slow) is not stored or delivered twice.
     */
    put({ topic, message, ttl, tag = 0, attestation, publisher }) {
      const existing = live(topic).find((e) => e.message === message);
      if (existing) return { entry: existing, duplicate: true };
      const publishedAt = now();
      const entry = {
        seq: (seq += 1),
        topic,
        message,
        tag,
        attestation,
        publisher,
        publishedAt,
        expiresAt: publishedAt + Math.min(ttl, MAX_TTL_SECONDS) * 1000,
        deliveredTo: new Set(), // subscription ids that acknowledged it
      };
      if (!byTopic.has(topic)) byTopic.set(topic, []);
      byTopic.get(topic).push(entry);
      return { entry, duplicate: false };
    },

    /** Unexpired messages on `topic` that `subscriptionId` has not acknowledged, oldest first. */
    undelivered(topic, subscriptionId, clientKey) {
      return live(topic).filter((e) => e.publisher !== clientKey && !e.deliveredTo.has(subscriptionId));
    },

    markDelivered(entry, subscriptionId) {
      entry.deliveredTo.add(subscriptionId);
    },

    /** Drops expired messages everywhere (also done lazily per topic on every read). */
    sweep() {
      for (const topic of [...byTopic.keys()]) live(topic);
    },

    get size() {
      let n = 0;
      for (const entries of byTopic.values()) n += entries.length;
      return n;
    },
  };
}
