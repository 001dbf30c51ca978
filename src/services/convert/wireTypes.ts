/**
 * Shapes the data service's convert (swap) calls and its token prices send (data-services.md,
 * swap rows and prices), as schemas that every answer is parsed with where it enters. An answer
 * of the wrong shape fails like a failed call; a bad token of the token list and a bad price
 * are dropped; an optional field that is wrong reads as absent. Loaded on demand by the client
 * (see wireSchema.ts).
 */
import * as v from 'valibot';
import { finiteNumber, firstItems, listOf, parseOrUndefined, printableText, record } from '../wireSchema';
import type { BuiltApproval, BuiltSwap, CaipAccount, SwapToken } from './convertCalls';

/** Limits no real answer comes near: beyond them an answer is corrupt or hostile. */
export const CONVERT_LIMITS = {
  /** The token list's first items read. */
  tokens: 500,
  name: 64,
  symbol: 32,
  logoUri: 2048,
  /** A CAIP-10 address, and the address of a price. */
  address: 200,
  /** Decimals of a token. */
  decimals: 36,
  /** Transaction data: fewer characters than this. */
  hexData: 100_000,
} as const;

/** An amount in base units (wei), written as up to 78 digits (a uint256 has 78): its value. */
const integerText = v.pipe(
  v.string(),
  v.regex(/^\d{1,78}$/),
  v.transform((text) => BigInt(text)),
);

/** Transaction data: `0x` and whole bytes, fewer than 100 000 characters. */
const hexData = v.pipe(
  v.string(),
  v.maxLength(CONVERT_LIMITS.hexData - 1),
  v.regex(/^0x([0-9a-fA-F]{2})*$/),
  v.transform((text) => text as `0x${string}`),
);

/** A CAIP-10 account on an EVM network (`eip155:<id>:0x<40 hex>`), at most 200 characters. */
const caip10 = v.pipe(printableText(CONVERT_LIMITS.address), v.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/));

// ---------------------------------------------------------------------------------------------
// GET /v1/convert/tokens

const tokenSchema = v.object({
  name: printableText(CONVERT_LIMITS.name),
  symbol: printableText(CONVERT_LIMITS.symbol),
  address: caip10,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CONVERT_LIMITS.decimals)),
  // '' when absent or unusable.
  logoUri: v.fallback(printableText(CONVERT_LIMITS.logoUri), ''),
});

const tokensAnswer = record({ tokens: firstItems(tokenSchema, CONVERT_LIMITS.tokens) });

/** The tokens of a token-list answer (of its first 500, those that fit), or undefined when it is not one. */
export function parseSwapTokens(body: unknown): SwapToken[] | undefined {
  return parseOrUndefined(tokensAnswer, body)?.tokens;
}

// ---------------------------------------------------------------------------------------------
// GET /v1/convert/quotes

// Only the first quote is read: the others may be anything.
const quotesAnswer = record({
  quotes: v.pipe(
    v.array(v.unknown()),
    v.transform((quotes) => quotes[0]),
    v.object({ toAmount: integerText }),
  ),
});

/** The amount the first quote gives (base units), or undefined when it is not a quotes answer. */
export function parseSwapQuote(body: unknown): bigint | undefined {
  return parseOrUndefined(quotesAnswer, body)?.quotes.toAmount;
}

// ---------------------------------------------------------------------------------------------
// GET /v1/convert/allowance

const allowanceAnswer = record({ allowance: integerText });

/** The allowance of an allowance answer (base units), or undefined when it is not one. */
export function parseAllowance(body: unknown): bigint | undefined {
  return parseOrUndefined(allowanceAnswer, body)?.allowance;
}

// ---------------------------------------------------------------------------------------------
// GET /v1/convert/gas-price

const gasPriceAnswer = record({ standard: integerText });

/** The standard gas price of a gas-price answer (wei), or undefined when it is not one. */
export function parseGasPrice(body: unknown): bigint | undefined {
  return parseOrUndefined(gasPriceAnswer, body)?.standard;
}

// ---------------------------------------------------------------------------------------------
// GET /v1/convert/build-approve and POST /v1/convert/build-transaction

/** A CAIP-10 account of an answer, split into its network and its address. */
const account = v.pipe(
  caip10,
  v.transform((text): CaipAccount => {
    const [namespace, reference, address] = text.split(':') as [string, string, `0x${string}`];
    return { caipNetworkId: `${namespace}:${reference}`, address };
  }),
);

// The service echoes the request: `tx.from` is the token to approve, where the approval goes.
const approveAnswer = record({
  tx: record({ from: account, to: account, data: hexData, value: integerText }),
});

/** The approval of a build-approve answer, as the service said it; undefined when it is not one. */
export function parseApprove(body: unknown): BuiltApproval | undefined {
  return parseOrUndefined(approveAnswer, body)?.tx;
}

// `tx.amount` is what the swap is expected to deliver (the hosted service passes on 1inch's
// dstAmount): required, as the hosted answer always has it, but never a value to send, and not
// read: the router call's own minimum is what the swap guarantees.
const swapTransactionAnswer = record({
  tx: v.pipe(
    record({ from: account, to: account, data: hexData, amount: integerText }),
    v.transform((tx): BuiltSwap => ({ from: tx.from, to: tx.to, data: tx.data })),
  ),
});

/** The swap of a build-transaction answer, as the service said it; undefined when it is not one. */
export function parseSwapTransaction(body: unknown): BuiltSwap | undefined {
  return parseOrUndefined(swapTransactionAnswer, body)?.tx;
}

// ---------------------------------------------------------------------------------------------
// POST /v1/fungible/price

const priceSchema = v.object({
  address: printableText(CONVERT_LIMITS.address),
  price: v.pipe(finiteNumber, v.minValue(0)),
});

// Every entry is read; one without a usable address or a finite, non-negative price is skipped.
const pricesAnswer = record({ fungibles: listOf(priceSchema, Number.POSITIVE_INFINITY) });

/**
 * The USD price of each token of a price answer, by its address in lowercase (a later entry for
 * the same address wins); undefined when it is not a price answer.
 */
export function parseTokenPrices(body: unknown): Map<string, number> | undefined {
  const answer = parseOrUndefined(pricesAnswer, body);
  return answer && new Map(answer.fungibles.map((entry) => [entry.address.toLowerCase(), entry.price]));
}
