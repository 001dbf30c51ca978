import { base58Decode, base58Encode } from '../../../utils/base58';

/**
 * The connected Solana account's public key as the page reads it (`provider.publicKey`):
 * what @solana/web3.js's PublicKey offers for reading, without loading that library into
 * the page. `new PublicKey(provider.publicKey.toBase58())` gives the library's own.
 */
export class SolanaPublicKey {
  readonly #bytes: Uint8Array;
  readonly #text: string;

  constructor(address: string) {
    const bytes = base58Decode(address);
    if (bytes?.length !== 32) throw new TypeError('Not a Solana address');
    this.#bytes = bytes;
    this.#text = base58Encode(bytes);
  }

  toBase58(): string {
    return this.#text;
  }

  toString(): string {
    return this.#text;
  }

  toJSON(): string {
    return this.#text;
  }

  toBytes(): Uint8Array {
    return this.#bytes.slice();
  }

  equals(other: { toBase58(): string } | null | undefined): boolean {
    return !!other && other.toBase58() === this.#text;
  }
}
