// A tiny EVM assembler, so the stack can deploy real contracts without a Solidity compiler.
// A program is a (nested) list of opcode names and the items below; jump targets are PUSH2
// references resolved in a second pass, so a program may be at most 64 KiB.

const NAMED = {
  STOP: 0x00, ADD: 0x01, SUB: 0x03, LT: 0x10, GT: 0x11, EQ: 0x14, ISZERO: 0x15, AND: 0x16, NOT: 0x19,
  SHR: 0x1c, SHA3: 0x20, CALLER: 0x33, CALLVALUE: 0x34, CALLDATALOAD: 0x35, CALLDATASIZE: 0x36,
  CODECOPY: 0x39, POP: 0x50, MLOAD: 0x51, MSTORE: 0x52, SLOAD: 0x54, SSTORE: 0x55, JUMP: 0x56,
  JUMPI: 0x57, JUMPDEST: 0x5b, LOG1: 0xa1, LOG2: 0xa2, LOG3: 0xa3, RETURN: 0xf3, REVERT: 0xfd,
};
for (let n = 1; n <= 16; n += 1) {
  NAMED[`DUP${n}`] = 0x7f + n;
  NAMED[`SWAP${n}`] = 0x8f + n;
}

/** PUSHn of a non-negative integer (bigint, number or 0x-hex), in the fewest bytes unless `size` is given. */
export function push(value, size) {
  const n = BigInt(value);
  if (n < 0n) throw new Error('push: negative value');
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = Buffer.from(hex, 'hex');
  const width = size ?? Math.max(bytes.length, 1);
  if (bytes.length > width || width > 32) throw new Error(`push: ${value} does not fit in ${width} bytes`);
  return { bytes: Buffer.concat([Buffer.alloc(width - bytes.length), bytes]) };
}

/** PUSH32 of up to 32 bytes, left-aligned (how ABI strings lay out their bytes). */
export function pushLeft(buffer) {
  if (buffer.length > 32) throw new Error('pushLeft: more than 32 bytes');
  return { bytes: Buffer.concat([buffer, Buffer.alloc(32 - buffer.length)]) };
}

/** A JUMPDEST that `ref(name)` jumps to. */
export const label = (name) => ({ label: name });
/** A position with no JUMPDEST (e.g. where appended data starts). */
export const mark = (name) => ({ mark: name });
/** PUSH2 of a label's or mark's offset. */
export const ref = (name) => ({ ref: name });
/** Raw bytes copied into the output. */
export const data = (buffer) => ({ data: buffer });

const sizeOf = (item) => {
  if (typeof item === 'string') return 1;
  if (item.bytes) return 1 + item.bytes.length;
  if (item.label !== undefined) return 1;
  if (item.mark !== undefined) return 0;
  if (item.ref !== undefined) return 3;
  if (item.data) return item.data.length;
  throw new Error(`Unknown assembler item ${JSON.stringify(item)}`);
};

/** Assembles a program into a Buffer. */
export function assemble(program) {
  const items = program.flat(Infinity);
  const offsets = new Map();
  let offset = 0;
  for (const item of items) {
    const name = item.label ?? item.mark;
    if (name !== undefined) {
      if (offsets.has(name)) throw new Error(`Duplicate label ${name}`);
      offsets.set(name, offset);
    }
    offset += sizeOf(item);
  }
  if (offset > 0xffff) throw new Error('Program larger than 64 KiB');
  const out = [];
  for (const item of items) {
    if (typeof item === 'string') {
      if (!(item in NAMED)) throw new Error(`Unknown opcode ${item}`);
      out.push(Buffer.from([NAMED[item]]));
    } else if (item.bytes) {
      out.push(Buffer.from([0x5f + item.bytes.length]), item.bytes);
    } else if (item.label !== undefined) {
      out.push(Buffer.from([NAMED.JUMPDEST]));
    } else if (item.ref !== undefined) {
      if (!offsets.has(item.ref)) throw new Error(`Unknown label ${item.ref}`);
      out.push(Buffer.from([0x61, offsets.get(item.ref) >> 8, offsets.get(item.ref) & 0xff]));
    } else if (item.data) {
      out.push(item.data);
    }
  }
  return Buffer.concat(out);
}
