import type { RecentWalletInput } from '../../services/storage/recentWallets';

/** How a connection came about, as the stores, storage and events record it. */
export interface ConnectedVia {
  /** Our connector id: a browser wallet's own id, 'walletConnect' otherwise. */
  id: string;
  name: string;
  type: 'ANNOUNCED' | 'WALLET_CONNECT' | 'AUTH';
  /** The wallet to list first next time (spec §3 recent wallets); none for the embedded wallet, which is not in the wallet list. */
  recent: RecentWalletInput | undefined;
  /** How it connected, for the tracked event. */
  method: 'browser' | 'qrcode' | 'mobile' | 'email' | 'social';
}
