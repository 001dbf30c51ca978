// Types of cosmosSigning.mjs, for the TypeScript tests.
export function encodeSignDoc(signDoc: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint | string | number }): Uint8Array;
