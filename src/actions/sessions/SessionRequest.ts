/** A smart-session permission as the modal reads it (addresses lowercase, amounts as canonical hex). */
export type SessionPermission =
  | { type: 'native-token-recurring-allowance'; data: { allowance: string; start: number; period: number } }
  | { type: 'erc20-recurring-allowance'; data: { token: string; allowance: string; start: number; period: number } }
  | { type: 'contract-call'; data: { address: string; abi: unknown[]; functions: { functionName: string; valueLimit?: string }[] } };

/**
 * A wallet_grantPermissions request (ERC-7715, AppKit's v2 smart-session shape) as checked:
 * chainId lowercase hex, the granting account's address, one secp256k1 session key.
 */
export interface SessionRequest {
  chainId: string;
  address: string;
  expiry: number;
  signer: { type: 'keys'; data: { keys: [{ type: 'secp256k1'; publicKey: string }] } };
  permissions: SessionPermission[];
  policies: [];
}

/** The wallet's answer, as checked against its request: the request echoed, and what the wallet made. */
export interface SessionGrant extends SessionRequest {
  /** The permission context to redeem (hex). */
  context: string;
  signerMeta: { delegationManager: string };
}
