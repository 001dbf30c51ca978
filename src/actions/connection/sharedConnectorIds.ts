import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';

/** Connections that span namespaces: one WalletConnect session, one embedded-wallet sign-in; each ends as a whole. */
export const SHARED_CONNECTOR_IDS: ReadonlySet<string> = new Set([WALLET_CONNECT_ID, EMBEDDED_ID]);
