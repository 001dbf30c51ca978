// The users' private keys, one per user, made here with viem's generatePrivateKey and kept in
// this origin's IndexedDB encrypted with AES-GCM under a WebCrypto key made non-extractable
// (the CryptoKey object itself is what IndexedDB stores, so its bytes can never be read out,
// not even by this page). A key is decrypted only for the moment it signs; it is never posted
// out nor sent anywhere. The address (public) is stored beside it.
import { bytesToHex, hexToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const DB_NAME = 'secure-frame';
const STORE = 'keys';

let dbPromise = null;

function openDb() {
  dbPromise ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'userId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  return dbPromise;
}

async function run(mode, action) {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const request = action(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// Binds each ciphertext to its user, so records cannot be swapped between users.
const aad = (userId) => new TextEncoder().encode(`secure-frame key of ${userId}`);

async function newRecord(userId) {
  const wrapKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const privateKey = generatePrivateKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = hexToBytes(privateKey);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(userId) }, wrapKey, plain);
  plain.fill(0);
  return { userId, address: privateKeyToAccount(privateKey).address, wrapKey, iv, ciphertext };
}

const loading = new Map(); // userId -> Promise<record>, so two requests never make two keys

/** The stored record of this user, made on first use. */
function ensureRecord(userId) {
  if (!loading.has(userId)) {
    const found = (async () => {
      const stored = await run('readonly', (store) => store.get(userId));
      if (stored) return stored;
      const record = await newRecord(userId);
      try {
        await run('readwrite', (store) => store.add(record));
        return record;
      } catch {
        // Another tab of this origin made it first: use theirs.
        return run('readonly', (store) => store.get(userId));
      }
    })();
    found.catch(() => loading.delete(userId));
    loading.set(userId, found);
  }
  return loading.get(userId);
}

/** The user's address (made with a new key the first time). */
export async function addressOf(userId) {
  return (await ensureRecord(userId)).address;
}

/** Runs `use(account)` with the user's viem account; the decrypted bytes are wiped afterwards. */
export async function withAccount(userId, use) {
  const record = await ensureRecord(userId);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv, additionalData: aad(userId) }, record.wrapKey, record.ciphertext));
  try {
    return await use(privateKeyToAccount(bytesToHex(plain)));
  } finally {
    plain.fill(0);
  }
}
