import { computed } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import { $injectedWallets } from '../connectors/eip6963/injectedWallets';
import { $recentWallets } from './recentWallets';

export type ConnectorType = 'ANNOUNCED' | 'MULTI_CHAIN' | 'AUTH' | 'ID_AUTH';

/** A way to connect found on this page (spec §3 "Connector"). */
export interface Connector {
  id: string;
  name: string;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string | undefined;
  info: { rdns: string };
  recent: boolean;
}

/**
 * The connectors to list, in the connector order of spec §1: recent wallets first (at most
 * two), then the other injected ones in the order they announced themselves.
 */
export const $connectors = computed([$injectedWallets, $recentWallets], (wallets, recent): readonly Connector[] => {
  const recentIds = recent.map((wallet) => wallet.rdns ?? wallet.id);
  const toConnector = (wallet: (typeof wallets)[number]): Connector => ({
    id: wallet.rdns,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: wallet.icon,
    info: { rdns: wallet.rdns },
    recent: recentIds.includes(wallet.rdns),
  });
  const all = wallets.map(toConnector);
  const recentFirst = recentIds
    .map((id) => all.find((connector) => connector.id === id))
    .filter((connector): connector is Connector => !!connector);
  return [...recentFirst, ...all.filter((connector) => !connector.recent)];
});
