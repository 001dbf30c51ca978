// Which RPC methods the frame runs and how: answered here, forwarded to the chain's RPC at
// once (read-only, plus a raw send, which is already signed), or only after the user approves
// in the frame. Anything else is refused with 4200.
export const LOCAL_METHODS = new Set(['eth_chainId', 'eth_accounts', 'eth_requestAccounts', 'net_version', 'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_showCallsStatus']);

export const FORWARDED_METHODS = new Set([
  'eth_getBalance',
  'eth_call',
  'eth_blockNumber',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_gasPrice',
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getLogs',
  'eth_sendRawTransaction',
  'web3_clientVersion',
]);

export const APPROVAL_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions']);

/** Smart sessions (sessionPermissions.mjs); wallet_revokePermissions' params are an object, as AppKit sends them. */
export const SESSION_METHODS = new Set(['wallet_grantPermissions', 'wallet_revokePermissions']);
