// oidc-provider's storage for this stack: plain in-memory maps (codes, sessions, grants and
// interactions live as long as the stack, like the frame server's users). The provider's own
// memory adapter does the same but warns on every start that it is for development only.
const models = new Map(); // model name -> Map(id -> { payload, expiresAt })

function storeOf(name) {
  if (!models.has(name)) models.set(name, new Map());
  return models.get(name);
}

export class MemoryAdapter {
  constructor(name) {
    this.store = storeOf(name);
  }

  /** A live entry's payload, or undefined (expired entries are dropped on read). */
  read(id) {
    const entry = this.store.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return entry.payload;
  }

  async upsert(id, payload, expiresIn) {
    this.store.set(id, { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : undefined });
  }

  async find(id) {
    return this.read(id);
  }

  async findByUid(uid) {
    for (const id of this.store.keys()) if (this.read(id)?.uid === uid) return this.read(id);
    return undefined;
  }

  async findByUserCode(userCode) {
    for (const id of this.store.keys()) if (this.read(id)?.userCode === userCode) return this.read(id);
    return undefined;
  }

  async consume(id) {
    const payload = this.read(id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id) {
    this.store.delete(id);
  }

  /** Drops every token of a grant (called when a grant is revoked, e.g. a reused code). */
  async revokeByGrantId(grantId) {
    for (const store of models.values()) {
      for (const [id, entry] of store) if (entry.payload?.grantId === grantId) store.delete(id);
    }
  }
}
