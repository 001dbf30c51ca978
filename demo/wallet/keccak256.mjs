// Keccak-256 (the pre-SHA-3 padding Ethereum uses), small and dependency-free, for address
// checksums in the demo wallet. BigInt lanes: slow for big inputs, plenty for a 40-byte string.

const MASK = (1n << 64n) - 1n;
const RATE_BYTES = 136;
// Rotation offsets and round constants of Keccak-f[1600], lane index x + 5y.
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14].map(BigInt);
const ROUND_CONSTANTS = [
  '0000000000000001', '0000000000008082', '800000000000808a', '8000000080008000',
  '000000000000808b', '0000000080000001', '8000000080008081', '8000000000008009',
  '000000000000008a', '0000000000000088', '0000000080008009', '000000008000000a',
  '000000008000808b', '800000000000008b', '8000000000008089', '8000000000008003',
  '8000000000008002', '8000000000000080', '000000000000800a', '800000008000000a',
  '8000000080008081', '8000000000008080', '0000000080000001', '8000000080008008',
].map((hex) => BigInt(`0x${hex}`));

const rotl = (lane, n) => (n === 0n ? lane : ((lane << n) | (lane >> (64n - n))) & MASK);

function permute(state) {
  const c = new Array(5);
  const b = new Array(25);
  for (const rc of ROUND_CONSTANTS) {
    for (let x = 0; x < 5; x += 1) c[x] = state[x] ^ state[x + 5] ^ state[x + 10] ^ state[x + 15] ^ state[x + 20];
    for (let x = 0; x < 5; x += 1) {
      const d = c[(x + 4) % 5] ^ rotl(c[(x + 1) % 5], 1n);
      for (let y = 0; y < 25; y += 5) state[x + y] ^= d;
    }
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(state[x + 5 * y], ROTATIONS[x + 5 * y]);
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x += 1) state[x + y] = b[x + y] ^ (~b[((x + 1) % 5) + y] & MASK & b[((x + 2) % 5) + y]);
    }
    state[0] ^= rc;
  }
}

/** Keccak-256 of bytes (Uint8Array), as 64 lowercase hex characters. */
export function keccak256Hex(bytes) {
  const padded = new Uint8Array(Math.ceil((bytes.length + 1) / RATE_BYTES) * RATE_BYTES);
  padded.set(bytes);
  padded[bytes.length] ^= 0x01;
  padded[padded.length - 1] ^= 0x80;
  const state = new Array(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane += 1) {
      let value = 0n;
      for (let i = 7; i >= 0; i -= 1) value = (value << 8n) | BigInt(padded[offset + lane * 8 + i]);
      state[lane] ^= value;
    }
    permute(state);
  }
  let hex = '';
  for (let lane = 0; lane < 4; lane += 1) {
    for (let i = 0; i < 8; i += 1) hex += ((state[lane] >> BigInt(8 * i)) & 0xffn).toString(16).padStart(2, '0');
  }
  return hex;
}

/** EIP-55 mixed-case checksum of a 20-byte hex address. */
export function toChecksumAddress(address) {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) throw new TypeError(`Not an address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = keccak256Hex(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}
