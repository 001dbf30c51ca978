/** Base URLs of the hosted services; a host page may point each one elsewhere. */
export const HOSTED_API_URL = 'https://rpc.walletconnect.org';
export const HOSTED_EXPLORER_URL = 'https://api.web3modal.org';
export const HOSTED_RELAY_URL = 'wss://relay.walletconnect.org';
export const HOSTED_SECURE_SITE_URL = 'https://secure.walletconnect.org/sdk';
export const HOSTED_ANALYTICS_URL = 'https://pulse.walletconnect.org';
/** WalletConnect's verify service: the SDK's attestation frame and public key. */
export const HOSTED_VERIFY_URL = 'https://verify.walletconnect.org';
