// Output and input scripts as Esplora writes them (`OP_0 OP_PUSHBYTES_20 89ab…`), and the
// `scriptpubkey_type` names it uses, so clients written against Esplora read the twin alike.
import { bitcoin, bytesToHex } from './bitcoinLib.mjs';

const NAMES = new Map();
for (const [name, code] of Object.entries(bitcoin.opcodes)) if (!NAMES.has(code)) NAMES.set(code, name);
// Esplora's names where bitcoinjs has aliases or other spellings.
NAMES.set(0x00, 'OP_0');
for (let n = 1; n <= 16; n += 1) NAMES.set(0x50 + n, `OP_PUSHNUM_${n}`);
NAMES.set(0x4f, 'OP_PUSHNUM_NEG1');

function pushName(length) {
  if (length <= 75) return `OP_PUSHBYTES_${length}`;
  return length <= 0xff ? 'OP_PUSHDATA1' : length <= 0xffff ? 'OP_PUSHDATA2' : 'OP_PUSHDATA4';
}

/** Esplora-style ASM of a script; '' for an empty one, and a marker for undecodable bytes. */
export function scriptAsm(script) {
  if (!script.length) return '';
  const chunks = bitcoin.script.decompile(script);
  if (!chunks) return `<invalid script ${bytesToHex(script)}>`;
  return chunks
    .map((chunk) => (typeof chunk === 'number' ? (NAMES.get(chunk) ?? `OP_UNKNOWN_${chunk}`) : `${pushName(chunk.length)} ${bytesToHex(chunk)}`))
    .join(' ');
}

/** Esplora's `scriptpubkey_type` of an output script. */
export function scriptType(script) {
  const s = script;
  if (s.length === 22 && s[0] === 0x00 && s[1] === 0x14) return 'v0_p2wpkh';
  if (s.length === 34 && s[0] === 0x00 && s[1] === 0x20) return 'v0_p2wsh';
  if (s.length === 34 && s[0] === 0x51 && s[1] === 0x20) return 'v1_p2tr';
  if (s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac) return 'p2pkh';
  if (s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87) return 'p2sh';
  if (s.length >= 1 && s[0] === 0x6a) return 'op_return';
  return 'unknown';
}
