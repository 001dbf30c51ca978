import type { ChainNamespace } from '../../config/chainNamespaces';

/** Every key the modal writes starts with this, so clearing ours never touches a host page's keys. */
export const STORAGE_PREFIX = '@wallet-modal/';

/** The full names of every browser-storage key the modal owns (spec §3). */
export const StorageKeys = {
  RECENT_WALLETS: `${STORAGE_PREFIX}recentWallets`,
  CONNECTED_NAMESPACES: `${STORAGE_PREFIX}connectedNamespaces`,
  ACTIVE_NAMESPACE: `${STORAGE_PREFIX}activeNamespace`,
  ACTIVE_CAIP_NETWORK_ID: `${STORAGE_PREFIX}activeCaipNetworkId`,
  CONNECTION_STATUS: `${STORAGE_PREFIX}connectionStatus`,
  CONNECTIONS: `${STORAGE_PREFIX}connections`,
  PREFERRED_ACCOUNT_TYPES: `${STORAGE_PREFIX}preferredAccountTypes`,
  CONNECTED_SOCIAL_PROVIDER: `${STORAGE_PREFIX}connectedSocialProvider`,
  CONNECTED_SOCIAL_USERNAME: `${STORAGE_PREFIX}connectedSocialUsername`,
  DEEPLINK_CHOICE: `${STORAGE_PREFIX}deepLinkChoice`,
  WALLET_ID: `${STORAGE_PREFIX}walletId`,
  WALLET_NAME: `${STORAGE_PREFIX}walletName`,
  LEGAL_ACCEPTED: `${STORAGE_PREFIX}legalAccepted`,
  SIWX_AUTH_TOKEN: `${STORAGE_PREFIX}siwx/authToken`,
  SIWX_NONCE_TOKEN: `${STORAGE_PREFIX}siwx/nonceToken`,
  SIWX_SESSION: `${STORAGE_PREFIX}siwx/session`,
  PORTFOLIO_CACHE: `${STORAGE_PREFIX}cache/portfolio`,
  NATIVE_BALANCE_CACHE: `${STORAGE_PREFIX}cache/nativeBalance`,
  NAME_CACHE: `${STORAGE_PREFIX}cache/name`,
  IDENTITY_CACHE: `${STORAGE_PREFIX}cache/identity`,
  EMBEDDED_EMAIL_LOGIN_USED: `${STORAGE_PREFIX}embedded/emailLoginUsed`,
  EMBEDDED_EMAIL: `${STORAGE_PREFIX}embedded/email`,
  EMBEDDED_LAST_EMAIL_LOGIN_TIME: `${STORAGE_PREFIX}embedded/lastEmailLoginTime`,
  EMBEDDED_LAST_USED_CHAIN: `${STORAGE_PREFIX}embedded/lastUsedChain`,
  EMBEDDED_SMART_ACCOUNT_ENABLED_NETWORKS: `${STORAGE_PREFIX}embedded/smartAccountEnabledNetworks`,
  EMBEDDED_SOCIAL_USERNAME: `${STORAGE_PREFIX}embedded/socialUsername`,
  PENDING_TRANSACTIONS: `${STORAGE_PREFIX}pendingTransactions`,
} as const;

/** The per-namespace key `@wallet-modal/connectedConnectorId:{namespace}`. */
export function connectedConnectorIdKey(namespace: ChainNamespace): string {
  return `${STORAGE_PREFIX}connectedConnectorId:${namespace}`;
}
