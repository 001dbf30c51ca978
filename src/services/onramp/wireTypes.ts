/**
 * Shapes the data service's on-ramp calls send (data-services.md, on-ramp rows; the providers
 * list is our extension), as schemas that every answer is parsed with where it enters. An
 * answer of the wrong shape fails like a failed call; a bad item of a list is dropped; an
 * optional field that is wrong reads as absent. Loaded on demand by the client (see
 * wireSchema.ts).
 */
import * as v from 'valibot';
import { decimalText, finiteNumber, firstItems, parseOrUndefined, printableText, record } from '../wireSchema';
import type { OnrampOptions, OnrampProvider, OnrampQuote } from './onrampCalls';
import { safeLinkUrl } from '../../utils/safeUrl';

/** Limits no real answer comes near: beyond them an answer is corrupt or hostile. */
export const ONRAMP_LIMITS = {
  /** Currencies, payment-method limits and networks: each list's first items read. */
  listItems: 100,
  providers: 10,
  fees: 10,
  paymentCurrencyId: 8,
  id: 32,
  name: 64,
  symbol: 16,
  contractAddress: 128,
  iconUrl: 2048,
  quoteId: 128,
  url: 4096,
} as const;

/** An amount as the on-ramp writes it: up to 18 digits, and up to 18 after the point; no sign, no exponent. */
const ONRAMP_DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

/** An amount that must be sent as text (the payment-method limits). */
const decimalString = v.pipe(v.string(), v.regex(ONRAMP_DECIMAL));

/** An amount sent as text or as a finite number (turned into its text). */
const amountText = v.pipe(decimalText, v.regex(ONRAMP_DECIMAL));

/** An amount, or an object `{ amount, currency? }` holding one: its text. */
const amount = v.union([
  amountText,
  v.pipe(
    record({ amount: amountText }),
    v.transform((money) => money.amount),
  ),
]);

/** A list inside an item: as `firstItems`, and anything but a list reads as empty. */
const innerItems = <S extends v.GenericSchema>(schema: S, max: number) => v.fallback(firstItems(schema, max), []);

// ---------------------------------------------------------------------------------------------
// GET /v1/onramp/options

const limitSchema = v.pipe(
  v.object({ id: printableText(ONRAMP_LIMITS.id), min: decimalString, max: decimalString }),
  v.transform(({ id, min, max }) => ({ id, min: Number(min), max: Number(max) })),
);

const paymentCurrencySchema = v.pipe(
  v.object({
    id: printableText(ONRAMP_LIMITS.paymentCurrencyId),
    payment_method_limits: innerItems(limitSchema, ONRAMP_LIMITS.listItems),
  }),
  v.transform((currency) => ({ id: currency.id, limits: currency.payment_method_limits })),
);

/** A chain id of 1-12 digits, sent as text or as a number. */
const chainId = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,12}$/));

const networkSchema = v.pipe(
  v.object({
    name: printableText(ONRAMP_LIMITS.name),
    chain_id: chainId,
    // '' for the native token (and when absent or not a string); a token's address is printable
    // and bounded (it goes into the price request), else the network is dropped.
    contract_address: v.pipe(v.fallback(v.string(), ''), v.union([v.literal(''), printableText(ONRAMP_LIMITS.contractAddress)])),
  }),
  v.transform((network) => ({ name: network.name, chainId: network.chain_id, contractAddress: network.contract_address })),
);

const purchaseCurrencySchema = v.pipe(
  v.object({
    id: printableText(ONRAMP_LIMITS.id),
    name: printableText(ONRAMP_LIMITS.name),
    symbol: printableText(ONRAMP_LIMITS.symbol),
    networks: innerItems(networkSchema, ONRAMP_LIMITS.listItems),
  }),
  v.transform(({ id, name, symbol, networks }) => ({ id, name, symbol, networks })),
);

const optionsAnswer = record({
  paymentCurrencies: v.pipe(firstItems(paymentCurrencySchema, ONRAMP_LIMITS.listItems), v.nonEmpty()),
  purchaseCurrencies: v.pipe(firstItems(purchaseCurrencySchema, ONRAMP_LIMITS.listItems), v.nonEmpty()),
});

/** The currencies of an options answer (at least one of each kind), or undefined when it is not one. */
export function parseOnrampOptions(body: unknown): OnrampOptions | undefined {
  return parseOrUndefined(optionsAnswer, body);
}

// ---------------------------------------------------------------------------------------------
// GET /v1/onramp/providers

const providerSchema = v.object({
  id: printableText(ONRAMP_LIMITS.id),
  name: printableText(ONRAMP_LIMITS.name),
  feeRate: v.pipe(finiteNumber, v.minValue(0), v.ltValue(1)),
  iconUrl: v.fallback(printableText(ONRAMP_LIMITS.iconUrl), ''),
  // Its site: a web URL (a provider without one is dropped: none of its pages could be opened).
  url: v.pipe(
    printableText(ONRAMP_LIMITS.iconUrl),
    v.check((text) => /^https?:$/.test(safeLinkUrl(text)?.protocol ?? '')),
  ),
});

const providersAnswer = record({
  providers: v.pipe(firstItems(providerSchema, ONRAMP_LIMITS.providers), v.nonEmpty()),
});

/** The providers of a providers answer (at least one), or undefined when it is not one. */
export function parseOnrampProviders(body: unknown): OnrampProvider[] | undefined {
  return parseOrUndefined(providersAnswer, body)?.providers;
}

// ---------------------------------------------------------------------------------------------
// POST /v1/onramp/quote

/** The amount of the first fee (the first object among the first ten); '0' when it has none. */
const firstFee = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((fees) => fees.slice(0, ONRAMP_LIMITS.fees).find((fee) => typeof fee === 'object' && fee !== null)),
    record({ amount: amountText }),
    v.transform((fee) => fee.amount),
  ),
  '0',
);

const quoteAnswer = record({
  quoteId: printableText(ONRAMP_LIMITS.quoteId),
  purchaseAmount: amount,
  paymentTotal: amount,
  fees: firstFee,
});

/** A quote answer's id and amounts (decimal texts), or undefined when it is not one. */
export function parseOnrampQuote(body: unknown): OnrampQuote | undefined {
  const answer = parseOrUndefined(quoteAnswer, body);
  return answer && { quoteId: answer.quoteId, purchaseAmount: answer.purchaseAmount, paymentTotal: answer.paymentTotal, fee: answer.fees };
}

// ---------------------------------------------------------------------------------------------
// POST /v1/generators/onrampurl

const onrampUrlAnswer = record({ url: printableText(ONRAMP_LIMITS.url) });

/** The provider's page of a URL answer, or undefined when it is not one. (The caller checks it as a link before opening it.) */
export function parseOnrampUrl(body: unknown): string | undefined {
  return parseOrUndefined(onrampUrlAnswer, body)?.url;
}
