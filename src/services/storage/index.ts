// The modal's browser storage: every read is shape-checked and every call is safe when storage is
// missing, disabled or full. Import from here, not from the files behind it.
export { STORAGE_PREFIX, StorageKeys, connectedConnectorIdKey } from './storageKeys';
export { getItem, setItem, removeItem, keys, clear, setStorageBackend } from './safeStorage';
export type { StorageLike } from './safeStorage';
export { WalletConnectStorage, WALLET_CONNECT_KEY_PREFIX } from './walletConnectStorage';
export { MAX_RECENT_WALLETS, getRecentWallets, addRecentWallet, clearRecentWallets } from './recentWallets';
export type { RecentWallet, RecentWalletInput } from './recentWallets';
export {
  getConnectedNamespaces,
  addConnectedNamespace,
  removeConnectedNamespace,
  getActiveNamespace,
  setActiveNamespace,
  removeActiveNamespace,
  getActiveCaipNetworkId,
  setActiveCaipNetworkId,
  removeActiveCaipNetworkId,
  getConnectionStatus,
  setConnectionStatus,
  getConnectedConnectorId,
  setConnectedConnectorId,
  removeConnectedConnectorId,
} from './connectionPersistence';
export type { ConnectionStatus } from './connectionPersistence';
export { getConnections, setConnections, removeConnections } from './connections';
export type { ConnectionRecord, ConnectionsByNamespace } from './connections';
export {
  CACHE_LIFETIMES,
  getCachedPortfolio,
  setCachedPortfolio,
  getCachedNativeBalance,
  setCachedNativeBalance,
  getCachedName,
  setCachedName,
  getCachedIdentity,
  setCachedIdentity,
  removeCachedLookups,
} from './cachedLookups';
export type { Identity, NativeBalance, TokenBalance } from './lookupShapes';
export type { Clock } from './timedCache';
export {
  getPreferredAccountTypes,
  setPreferredAccountType,
  getDeepLinkChoice,
  setDeepLinkChoice,
  removeDeepLinkChoice,
  getWalletId,
  setWalletId,
  removeWalletId,
  getWalletName,
  setWalletName,
  removeWalletName,
  getLegalAccepted,
  setLegalAccepted,
  removeLegalAccepted,
} from './preferences';
export type { AccountType, DeepLinkChoice, PreferredAccountTypes } from './preferences';
export {
  SOCIAL_PROVIDERS,
  getConnectedSocialProvider,
  setConnectedSocialProvider,
  removeConnectedSocialProvider,
  getConnectedSocialUsername,
  setConnectedSocialUsername,
  removeConnectedSocialUsername,
} from './socialLogin';
export type { SocialProvider } from './socialLogin';
export {
  getSiwxAuthToken,
  setSiwxAuthToken,
  removeSiwxAuthToken,
  getSiwxNonceToken,
  setSiwxNonceToken,
  removeSiwxNonceToken,
} from './siwxTokens';
export {
  getEmailLoginUsed,
  setEmailLoginUsed,
  getEmbeddedEmail,
  setEmbeddedEmail,
  getLastEmailLoginTime,
  setLastEmailLoginTime,
  getLastUsedChain,
  setLastUsedChain,
  getSmartAccountEnabledNetworks,
  setSmartAccountEnabledNetworks,
  getEmbeddedSocialUsername,
  setEmbeddedSocialUsername,
  clearEmbeddedWalletKeys,
} from './embeddedWalletKeys';
export { getPendingTransactions, setPendingTransactions } from './pendingTransactions';
export { getSiwxSession, setSiwxSession, removeSiwxSession } from './siwxSession';
export type { StoredSiwxSession } from './siwxSession';
