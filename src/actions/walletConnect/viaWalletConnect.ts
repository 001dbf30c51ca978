import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import type { ConnectedVia } from '../connection/ConnectedVia';

/** A wallet app picked from the list, or none for the plain QR code. */
export interface WalletConnectChoice {
  id: string;
  name: string;
  image_id?: string | null;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
}

/** How a WalletConnect connection is recorded: the chosen wallet's name when there is one. */
export function viaWalletConnect(choice: WalletConnectChoice | undefined, method: 'qrcode' | 'mobile'): ConnectedVia {
  const name = choice?.name ?? 'WalletConnect';
  return {
    id: WALLET_CONNECT_ID,
    name,
    type: 'WALLET_CONNECT',
    recent: choice
      ? {
          id: choice.id,
          name: choice.name,
          image_id: choice.image_id,
          mobile_link: choice.mobile_link,
          desktop_link: choice.desktop_link,
          webapp_link: choice.webapp_link,
        }
      : { id: WALLET_CONNECT_ID, name },
    method,
  };
}
