/**
 * Spec §6: methods that ask the visitor to approve something (sign, send, grant) are not
 * safe; reads and raw sends are. Anything not listed as unsafe is treated as safe.
 */
const UNSAFE_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signIn',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  // Bitcoin (WalletConnect's bip122 method set): a signature, a signed PSBT, a transfer.
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'cosmos_signDirect',
  'cosmos_signAmino',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]);

export function isSafeRpcMethod(method: string): boolean {
  return !UNSAFE_METHODS.has(method);
}
