// A per-client in-memory key-value store with the interface the WalletConnect core expects
// (IKeyValueStorage). Each test client gets its own, so nothing is shared between them or left
// on disk. Values are copied through JSON, as the SDK's own storages do.

const copy = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v))));

export class MemoryStorage {
  #items = new Map();

  async getKeys() {
    return [...this.#items.keys()];
  }

  async getEntries() {
    return [...this.#items].map(([key, value]) => [key, copy(value)]);
  }

  async getItem(key) {
    return copy(this.#items.get(key));
  }

  async setItem(key, value) {
    this.#items.set(key, copy(value));
  }

  async removeItem(key) {
    this.#items.delete(key);
  }
}
