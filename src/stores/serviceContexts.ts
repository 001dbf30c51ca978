import type { ServiceContext } from '../services/http/ServiceContext';
import { $config } from './config';

function identity() {
  const { projectId, sdkType, sdkVersion } = $config.get();
  return { projectId, sdkType, sdkVersion };
}

/** The wallet-list service as configured (`explorer-url`). */
export function walletListContext(): ServiceContext {
  return { baseUrl: $config.get().explorerUrl, identity: identity(), timeoutMs: $config.get().serviceTimeoutMs };
}

/** The blockchain data service as configured (`api-url`). */
export function blockchainContext(): ServiceContext {
  return { baseUrl: $config.get().apiUrl, identity: identity(), timeoutMs: $config.get().serviceTimeoutMs };
}
