// The session key's address (the delegate) from its uncompressed secp256k1 public key, after
// checking that the key is a point of the curve: a made-up key would name an address nobody holds.
import { publicKeyToAddress } from 'viem/accounts';

const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;

/** Throws unless `publicKey` is `0x04‖x‖y` (65 bytes) on secp256k1; the address, lowercase. */
export function sessionKeyAddress(publicKey) {
  if (typeof publicKey !== 'string' || !/^0x04[0-9a-fA-F]{128}$/.test(publicKey)) throw new Error('The session key must be an uncompressed secp256k1 public key (0x04 followed by 64 bytes)');
  const x = BigInt(`0x${publicKey.slice(4, 68)}`);
  const y = BigInt(`0x${publicKey.slice(68)}`);
  if (x >= P || y >= P || (y * y - (x * x * x + 7n)) % P !== 0n) throw new Error('The session key is not a point of secp256k1');
  return publicKeyToAddress(publicKey).toLowerCase();
}
