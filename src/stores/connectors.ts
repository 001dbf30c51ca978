import { atom, computed, onMount } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { BrowserWallet } from '../connectors/BrowserWallet';
import { $namespaceConnectors } from '../connectors/namespaceConnectors';
import { $activeNamespace } from './network';
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

/** Every namespace's browser wallets, namespace by namespace in registration order (one registered later included). */
const $browserWallets = atom<readonly BrowserWallet[]>([]);
onMount($browserWallets, () => {
  let stops: (() => void)[] = [];
  const unfollow = () => stops.forEach((stop) => stop());
  const stopRegistry = $namespaceConnectors.subscribe((connectors) => {
    unfollow();
    const read = () => $browserWallets.set(connectors.flatMap((connector) => connector.$wallets.get()));
    stops = connectors.map((connector) => connector.$wallets.listen(read));
    read();
  });
  return () => {
    stopRegistry();
    unfollow();
  };
});

/**
 * The connectors to list, in the connector order of spec §1: recent wallets first (at most
 * two), then the other browser wallets in the order they announced themselves; the active
 * namespace's wallets before the others' (after a switch to Solana, its wallets come first).
 */
export const $connectors = computed([$browserWallets, $recentWallets, $activeNamespace], (wallets, recent, active): readonly Connector[] => {
  const recentIds = recent.map((wallet) => wallet.rdns ?? wallet.id);
  const toConnector = (wallet: BrowserWallet): Connector => ({
    id: wallet.id,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: wallet.namespace,
    imageUrl: wallet.icon,
    info: { rdns: wallet.id },
    recent: recentIds.includes(wallet.id),
  });
  const all = wallets.map(toConnector);
  const recentFirst = recentIds
    .map((id) => all.find((connector) => connector.id === id))
    .filter((connector): connector is Connector => !!connector);
  const ordered = [...recentFirst, ...all.filter((connector) => !connector.recent)];
  return [...ordered.filter((connector) => connector.chain === active), ...ordered.filter((connector) => connector.chain !== active)];
});
