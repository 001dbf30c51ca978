// Types of base64.mjs.
export function bytesToBase64(bytes: Uint8Array): string;
export function base64ToBytes(text: string): Uint8Array;
