// Types of base58.mjs.
export function encodeBase58(bytes: Uint8Array | ArrayLike<number>): string;
export function decodeBase58(text: string): Uint8Array;
export function isBase58OfLength(text: unknown, length: number): boolean;
