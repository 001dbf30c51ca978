/**
 * A wallet of the wallet-list service (data-services.md) as a schema that every /getWallets
 * answer is parsed with; the type is inferred from it. A wallet without a usable id and name
 * is dropped (the rest of the list stays); any other field that is wrong reads as absent;
 * links that could run script or reach local content are dropped.
 */
import * as v from 'valibot';
import { caipNetworkId, displayText, exactText, finiteNumber, listOf, maybeNull, parseOrUndefined, record, safeLink } from '../wireSchema';

/** Limits no real answer comes near: beyond them an answer is corrupt or hostile. */
export const WALLET_LIMITS = {
  id: 128,
  name: 128,
  imageId: 256,
  rdns: 256,
  chains: 64,
  injected: 16,
  /** More wallets than any catalogue holds: a larger count is not one. */
  count: 1_000_000,
} as const;

const link = maybeNull(safeLink);

const walletSchema = v.object({
  id: exactText(WALLET_LIMITS.id),
  name: displayText(WALLET_LIMITS.name),
  image_id: maybeNull(exactText(WALLET_LIMITS.imageId)),
  rdns: maybeNull(exactText(WALLET_LIMITS.rdns)),
  chains: maybeNull(listOf(caipNetworkId, WALLET_LIMITS.chains)),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  homepage: link,
  badge_type: maybeNull(v.picklist(['none', 'certified'])),
  order: maybeNull(finiteNumber),
  injected: maybeNull(listOf(v.object({ namespace: exactText(32), injected_id: exactText(WALLET_LIMITS.rdns) }), WALLET_LIMITS.injected)),
});

/** A wallet of the wallet-list service, as the wire carries it (after the checks above). */
export type WalletListEntry = v.InferOutput<typeof walletSchema>;

export interface WalletListPage {
  count: number;
  data: WalletListEntry[];
}

const pageSchema = record({
  count: v.fallback(v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(WALLET_LIMITS.count))), null),
  data: v.array(v.unknown()),
});

/**
 * One page of an answer: its valid wallets, unique by id, at most `entries` of them (what was
 * asked), and its count (never less than what it holds); undefined when the answer is not a
 * page of wallets.
 */
export function parseWalletPage(body: unknown, entries: number): WalletListPage | undefined {
  const page = parseOrUndefined(pageSchema, body);
  if (!page) return undefined;
  const data: WalletListEntry[] = [];
  const ids = new Set<string>();
  for (const item of page.data) {
    if (data.length >= entries) break;
    const wallet = parseOrUndefined(walletSchema, item);
    if (wallet && !ids.has(wallet.id)) {
      ids.add(wallet.id);
      data.push(wallet);
    }
  }
  return { count: Math.max(page.count ?? 0, data.length), data };
}
