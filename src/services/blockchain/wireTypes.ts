/**
 * Shapes the blockchain data service sends (data-services.md), as schemas that every answer
 * is parsed with where it enters; the types are inferred from them. An answer of the wrong
 * shape fails like a failed call; a bad item of a list is dropped; an optional field that is
 * wrong reads as absent. Loaded on demand by the clients (see wireSchema.ts).
 */
import * as v from 'valibot';
import { MAX_PORTFOLIO_TOKENS, type TokenBalance } from '../storage/lookupShapes';
import { uniqueBy } from '../../utils/uniqueBy';
import {
  anyText,
  caipNetworkId,
  decimalText,
  displayText,
  exactText,
  finiteNumber,
  listOf,
  maybe,
  parseOrUndefined,
  record,
  usableName,
} from '../wireSchema';

/** Limits no real answer comes near: beyond them an answer is corrupt or hostile. */
export const WIRE_LIMITS = {
  historyItems: 200,
  transfersPerItem: 50,
  cursor: 1024,
  supportedChains: 1000,
  name: 256,
  url: 2048,
} as const;

// ---------------------------------------------------------------------------------------------
// GET /v1/account/{address}/balance

const balanceSchema = v.pipe(
  v.object({
    name: v.fallback(displayText(64), ''),
    symbol: displayText(32),
    chainId: exactText(64),
    // Absent (or null) for the native token; a token whose address is anything else is dropped.
    address: v.optional(v.nullable(exactText(128))),
    value: maybe(finiteNumber),
    price: v.fallback(finiteNumber, 0),
    quantity: v.object({
      decimals: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,3}$/)),
      numeric: decimalText,
    }),
    iconUrl: v.fallback(v.pipe(v.string(), v.maxLength(WIRE_LIMITS.url)), ''),
  }),
  // Optional fields that are absent are left out, as the balance cache expects.
  v.transform(({ address, name, value, ...balance }) => ({
    ...balance,
    name: name || balance.symbol,
    ...(address ? { address } : {}),
    ...(value === undefined ? {} : { value }),
  })),
);

/** A token balance (spec §3), the same shape the balance cache stores. */
export type WireBalance = v.InferOutput<typeof balanceSchema>;

// The cache (storage/lookupShapes.ts) keeps what the wire brings: the two types must not drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<WireBalance, TokenBalance>;

const balancesAnswer = record({ balances: listOf(balanceSchema, MAX_PORTFOLIO_TOKENS) });

/** The balances of an answer (one per token, at most MAX_PORTFOLIO_TOKENS), or undefined when it is not a balance answer. */
export function parseBalances(body: unknown): WireBalance[] | undefined {
  const answer = parseOrUndefined(balancesAnswer, body);
  return answer && uniqueBy(answer.balances, (balance) => balance.address ?? `native:${balance.chainId}`);
}

// ---------------------------------------------------------------------------------------------
// GET /v1/account/{address}/history

const text = (max: number) => v.fallback(anyText(max), '');
const url = maybe(v.pipe(v.string(), v.maxLength(WIRE_LIMITS.url)));

const transferSchema = v.object({
  fungible_info: maybe(v.object({ name: maybe(displayText(64)), symbol: maybe(displayText(32)), icon: maybe(v.object({ url })) })),
  nft_info: maybe(
    v.object({
      name: maybe(displayText(64)),
      content: maybe(v.object({ preview: maybe(v.object({ url })) })),
      flags: maybe(v.object({ is_spam: maybe(v.boolean()) })),
    }),
  ),
  direction: v.picklist(['in', 'out', 'self']),
  quantity: v.object({ numeric: decimalText }),
  value: maybe(finiteNumber),
  price: maybe(finiteNumber),
});

export type WireTransfer = v.InferOutput<typeof transferSchema>;

// ISO 8601 with a time and a zone, and a real instant ('2024-02-30T…' is not one).
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const instant = v.pipe(
  v.string(),
  v.regex(ISO_INSTANT),
  v.check((value) => Number.isFinite(Date.parse(value))),
);

const transactionSchema = v.object({
  id: exactText(256),
  metadata: v.object({
    operationType: text(64),
    hash: text(128),
    chain: caipNetworkId,
    // A transaction without a readable time cannot be placed in the list: it is dropped.
    minedAt: instant,
    sentFrom: text(128),
    sentTo: text(128),
    status: v.picklist(['confirmed', 'failed', 'pending']),
    nonce: v.fallback(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0),
    // The application the transaction went through; for an on-ramp purchase, its provider.
    application: maybe(v.object({ name: maybe(displayText(64)) })),
  }),
  // Anything but a list (or null) reads as no transfers; bad transfers are dropped.
  transfers: v.fallback(v.nullable(listOf(transferSchema, WIRE_LIMITS.transfersPerItem)), null),
});

export type WireTransaction = v.InferOutput<typeof transactionSchema>;

const historyAnswer = record({
  data: listOf(transactionSchema, WIRE_LIMITS.historyItems),
  next: v.fallback(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(WIRE_LIMITS.cursor))), null),
});

export interface HistoryPage {
  data: WireTransaction[];
  next: string | null;
}

/** One page of history (transactions unique by id), or undefined when it is not a history answer. */
export function parseHistoryPage(body: unknown): HistoryPage | undefined {
  const answer = parseOrUndefined(historyAnswer, body);
  return answer && { data: uniqueBy(answer.data, (tx) => tx.id), next: answer.next };
}

// ---------------------------------------------------------------------------------------------
// GET /v1/identity/{address}

const identityAnswer = record({ name: v.nullish(v.string()), avatar: v.nullish(v.string()) });

export interface Identity {
  name: string | null;
  avatar: string | null;
}

/**
 * The name and avatar of an identity answer, each null when absent or unusable (empty,
 * too long, with control characters); undefined when the answer is not an identity.
 */
export function parseIdentity(body: unknown): Identity | undefined {
  const answer = parseOrUndefined(identityAnswer, body);
  return answer && { name: usableName(answer.name, WIRE_LIMITS.name), avatar: usableName(answer.avatar, WIRE_LIMITS.url) };
}

// ---------------------------------------------------------------------------------------------
// GET /v1/supported-chains

const supportedChainsAnswer = record({
  http: listOf(caipNetworkId, WIRE_LIMITS.supportedChains),
  ws: v.fallback(listOf(caipNetworkId, WIRE_LIMITS.supportedChains), []),
});

/** The CAIP-2 ids answered over HTTP, or undefined when it is not a supported-chains answer. */
export function parseSupportedChains(body: unknown): ReadonlySet<string> | undefined {
  const answer = parseOrUndefined(supportedChainsAnswer, body);
  return answer && new Set(answer.http);
}

// ---------------------------------------------------------------------------------------------
// GET /v1/profile/account/{name}

const profileAnswer = record({
  name: exactText(WIRE_LIMITS.name),
  addresses: v.record(v.pipe(v.string(), v.maxLength(16)), record({ address: exactText(128) })),
});

/** A registered name and its address for each coin type (ENSIP-11: "60" is Ethereum's). */
export interface NameProfile {
  name: string;
  addresses: Readonly<Record<string, string>>;
}

/**
 * A name-lookup answer: the name and addresses of a registered name, null for a free one (the
 * service answers `[]` to apiVersion 2 for a name nobody registered); undefined when it is neither.
 */
export function parseNameProfile(body: unknown): NameProfile | null | undefined {
  if (Array.isArray(body) && body.length === 0) return null;
  const answer = parseOrUndefined(profileAnswer, body);
  return answer && { name: answer.name, addresses: Object.fromEntries(Object.entries(answer.addresses).map(([coinType, entry]) => [coinType, entry.address])) };
}

// ---------------------------------------------------------------------------------------------
// GET /v1/profile/suggestions/{name}

const suggestionsAnswer = record({
  suggestions: listOf(v.object({ name: exactText(WIRE_LIMITS.name), registered: v.boolean() }), 20),
});

export interface NameSuggestion {
  name: string;
  registered: boolean;
}

/** The suggested names of a suggestions answer, each marked registered or free; undefined when it is not one. */
export function parseNameSuggestions(body: unknown): NameSuggestion[] | undefined {
  return parseOrUndefined(suggestionsAnswer, body)?.suggestions;
}
