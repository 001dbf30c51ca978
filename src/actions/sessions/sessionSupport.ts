import type { ChainNamespace } from '../../config/chainNamespaces';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { SmartSessionsNotSupportedError } from '../../errors/smartSessionErrors';
import { getAccount } from '../../stores/account';
import { isRecord } from '../../services/storage/guards';
import { readWalletCapabilities } from '../wallet/readWalletCapabilities';
import { getWalletConnect } from '../walletConnect/getWalletConnect';
import type { SessionAccount } from './sessionAccount';

/**
 * Throws SmartSessionsNotSupportedError unless the connected wallet can grant smart sessions on
 * the account's chain: the embedded wallet can (its frame says so itself per account); a
 * WalletConnect wallet when its session approved wallet_grantPermissions; a browser wallet when
 * its wallet_getCapabilities says `permissions.supported` on that chain.
 */
export async function assertSessionSupport(namespace: ChainNamespace, account: SessionAccount): Promise<void> {
  const connector = getAccount(namespace).connector?.id;
  if (connector === EMBEDDED_ID) return;
  const chain = `0x${account.chainId.toString(16)}` as const;
  if (connector === WALLET_CONNECT_ID) {
    const link = await getWalletConnect().then((client) => client.restore(), () => undefined);
    if (link?.methods(namespace).includes('wallet_grantPermissions')) return;
    throw new SmartSessionsNotSupportedError('The WalletConnect session did not approve wallet_grantPermissions');
  }
  const permissions = (await readWalletCapabilities(namespace, account.address, chain))?.permissions;
  if (!isRecord(permissions) || permissions.supported !== true) throw new SmartSessionsNotSupportedError(`wallet_getCapabilities names no permissions support on ${chain}`);
}
