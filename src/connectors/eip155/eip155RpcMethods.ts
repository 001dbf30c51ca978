import type { RpcSafety } from '../NamespaceConnector';

/**
 * Methods the host's provider answers from the network's RPC, not the wallet: reads, and the
 * raw send of an already signed transaction (spec §6: safe, nothing to approve).
 */
export const EIP155_READ_METHODS: readonly string[] = [
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_protocolVersion',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
];

/** Wallet methods that ask the visitor nothing: the account, the network, what the wallet can do and has. */
const WALLET_SAFE = [
  'eth_accounts',
  'eth_chainId',
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getAssets',
];

/** Spec §6: signatures, sends and permissions the visitor approves (eth_sign and the v1 and v3 typed data included). */
const UNSAFE = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_requestPermissions',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
];

/** Every eip155 method the provider, the adapter and a WalletConnect session send, by safety class. */
export const EIP155_RPC_METHODS: Readonly<Record<string, RpcSafety>> = Object.fromEntries([
  ...[...EIP155_READ_METHODS, ...WALLET_SAFE].map((method) => [method, 'safe']),
  ...UNSAFE.map((method) => [method, 'unsafe']),
]);
