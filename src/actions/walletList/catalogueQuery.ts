import type { ResolvedConfig } from '../../config/resolveConfig';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { filterMobileWallets } from '../../utils/filterMobileWallets';
import { isMobile } from '../../utils/isMobile';

/** What every catalogue request of this configuration shares. */
export interface CatalogueQuery {
  /** Identifies the configuration, so a change of it (or of the service) starts over. */
  key: string;
  include: readonly string[];
  exclude: readonly string[];
  /** CAIP-2 ids of every configured network. */
  chains: readonly string[];
  /** The spec §5 mobile filter on a mobile device; the identity elsewhere. */
  forPlatform(wallets: readonly WalletListEntry[]): WalletListEntry[];
  /** Whether forPlatform leaves wallets out (on a mobile device), so the service's count overstates. */
  platformFiltered: boolean;
}

/** The catalogue filters of a configuration: include, exclude, chains and the platform filter. */
export function catalogueQuery(config: ResolvedConfig, mobile: boolean = isMobile()): CatalogueQuery {
  const chains = config.networks.map((network) => network.caipNetworkId);
  const namespaces = new Set(config.networks.map((network) => network.chainNamespace));
  const { includeWalletIds: include, excludeWalletIds: exclude } = config;
  return {
    key: JSON.stringify([config.explorerUrl, config.projectId, config.sdkType, config.sdkVersion, include, exclude, chains, mobile]),
    include,
    exclude,
    chains,
    forPlatform: (wallets) => (mobile ? filterMobileWallets(wallets, { namespaces }) : [...wallets]),
    platformFiltered: mobile,
  };
}
