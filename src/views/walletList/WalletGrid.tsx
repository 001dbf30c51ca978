import { useEffect, useState } from 'react';
import { selectCatalogWallet } from '../../actions/walletList/selectCatalogWallet';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import type { Connector } from '../../stores/connectors';
import { InstalledWalletTile } from './InstalledWalletTile';
import { createLazyImageLoader, LazyImageContext } from './lazyImageLoader';
import { WalletTile } from './WalletTile';

export interface WalletGridProps {
  /** Wallets installed on this page, shown first. */
  installed?: readonly Connector[];
  wallets: readonly WalletListEntry[];
  label: string;
  /** New results are on their way; the ones shown are stale. */
  busy?: boolean;
}

/**
 * Wallets as a grid of buttons: installed ones first, then the catalogue's. Images of tiles
 * that scroll into view are loaded lazily (the action that loaded a page already asked for its
 * first 20).
 */
export function WalletGrid({ installed = [], wallets, label, busy = false }: WalletGridProps) {
  const [loader] = useState(() => createLazyImageLoader());
  useEffect(() => () => loader.disconnect(), [loader]);
  return (
    <LazyImageContext.Provider value={loader}>
      <ul className="wm-grid" aria-label={label} aria-busy={busy ? 'true' : undefined}>
        {installed.map((connector) => (
          <InstalledWalletTile key={`installed:${connector.id}`} connector={connector} />
        ))}
        {wallets.map((wallet) => (
          <WalletTile key={wallet.id} wallet={wallet} onSelect={selectCatalogWallet} />
        ))}
      </ul>
    </LazyImageContext.Provider>
  );
}
