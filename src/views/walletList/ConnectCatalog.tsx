import { useEffect } from 'react';
import { loadConnectWallets } from '../../actions/walletList/loadConnectWallets';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useStore } from '../../hooks/useStore';
import { walletsTexts } from '../../i18n/walletsTexts';
import { $config } from '../../stores/config';
import { $offeredFeatures } from '../../stores/offeredFeatures';
import { $connectCatalog } from '../../stores/walletCatalogConnect';
import { AllWalletsButton } from './AllWalletsButton';
import { CatalogWalletRow } from './CatalogWalletRow';
import { FailureRow } from '../../components/FailureRow';

/**
 * The catalogue part of Connect, after the wallets on this page: featured wallets, then
 * recommended ones (spec §1 connector order), then "All Wallets" when that feature is on.
 * They load in the background, with placeholders meanwhile; if the service fails, a short
 * note says so, with Try again. At most `rows` catalogue rows (Connect's cap above email and
 * socials); All Wallets has them all.
 */
export function ConnectCatalog({ rows = Infinity }: { rows?: number }) {
  const config = useStore($config);
  const catalog = useStore($connectCatalog);
  const offered = useStore($offeredFeatures);
  useEffect(() => void loadConnectWallets(), [config]);
  const wallets = [...catalog.featured, ...catalog.recommended].slice(0, rows);
  return (
    <>
      {wallets.length > 0 ? (
        <ul className="wm-list" aria-label={walletsTexts.moreWallets}>
          {wallets.map((wallet) => (
            <CatalogWalletRow key={wallet.id} wallet={wallet} />
          ))}
        </ul>
      ) : null}
      {catalog.status === 'loading' && wallets.length === 0 && rows > 0 ? (
        // Placeholders from the first moment, so a slow service never leaves a blank.
        <SkeletonRows shape="button" status={walletsTexts.loadingWallets} label={walletsTexts.loadingWallets} count={Math.min(2, rows)} />
      ) : null}
      {catalog.status === 'failed' ? (
        <FailureRow message={walletsTexts.moreWalletsFailed} onRetry={() => void loadConnectWallets()} />
      ) : null}
      {offered.has('allWallets') ? <AllWalletsButton count={catalog.count} /> : null}
    </>
  );
}
