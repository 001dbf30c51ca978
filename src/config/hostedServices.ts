/** Base URLs of the hosted services; a host page may point each one elsewhere. */
export const HOSTED_API_URL = 'https://rpc.walletconnect.org';
export const HOSTED_EXPLORER_URL = 'https://api.web3modal.org';
export const HOSTED_RELAY_URL = 'wss://relay.walletconnect.org';
/** The secure site of the embedded wallet; its frame is the site's `/sdk` page. */
export const HOSTED_SECURE_SITE_URL = 'https://secure.walletconnect.org';
export const HOSTED_ANALYTICS_URL = 'https://pulse.walletconnect.org';
/** WalletConnect's verify service: the SDK's attestation frame and public key. */
export const HOSTED_VERIFY_URL = 'https://verify.walletconnect.org';
