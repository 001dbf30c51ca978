/** A wallet of the wallet-list service (data-services.md), as the wire carries it. */
export interface WalletListEntry {
  id: string;
  name: string;
  image_id?: string | null;
  rdns?: string | null;
  chains?: string[] | null;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  app_store?: string | null;
  play_store?: string | null;
  chrome_store?: string | null;
  homepage?: string | null;
  badge_type?: 'none' | 'certified' | null;
  order?: number | null;
  injected?: { namespace: string; injected_id: string }[] | null;
}

export interface WalletListPage {
  count: number;
  data: WalletListEntry[];
}
