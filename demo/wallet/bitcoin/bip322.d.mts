// Types of bip322.mjs, for the TypeScript tests.
export function messageHash(message: Uint8Array): Uint8Array;
/** The serialized witness; base64 of it is the BIP-322 simple signature. */
export function signMessageBip322(options: { message: Uint8Array; address: string; privateKey: Uint8Array }): Uint8Array;
export function signMessageBip322Base64(options: { message: Uint8Array; address: string; privateKey: Uint8Array }): string;
/** Never throws: anything malformed is simply not a valid signature. */
export function verifyMessageBip322(options: { message: Uint8Array | string; address: string; signature: Uint8Array | string }): boolean;
