import { isSwapNetwork } from '../../config/isSwapNetwork';
import type { Network } from '../../config/Network';
import { MalformedResponseError } from '../../errors/httpErrors';
import { GasPriceNetworkNotSupportedError } from '../../errors/transactionErrors';
import { isPrintableText } from '../../utils/printableText';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

/**
 * The data service's convert calls (spec §7; shapes in data-services.md): tokens, quotes,
 * allowance, gas price, the approval and the swap transaction, and token prices. Answers are
 * outside input: each is checked field by field, and one of the wrong shape fails like a
 * failed call. A refused quote or build comes back as HttpStatusError with the service's
 * first reason as `serverMessage`.
 */
export interface SwapToken {
  name: string;
  symbol: string;
  /** CAIP-10. */
  address: string;
  decimals: number;
  logoUri: string;
}

/** A transaction the convert service built: where it goes, its data and value (wei). Its gas is estimated on the network. */
export interface BuiltTransaction {
  to: string;
  data: `0x${string}`;
  value: bigint;
}

const text = (value: unknown, max = 256): value is string => isPrintableText(value, max);
const integer = (value: unknown): value is string => typeof value === 'string' && /^\d{1,78}$/.test(value);
const hexData = (value: unknown): value is `0x${string}` => typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value) && value.length < 100_000;
const caip10 = (value: unknown): value is string => text(value, 200) && /^eip155:\d+:0x[0-9a-fA-F]{40}$/.test(value);
const addressOf = (value: string) => value.split(':')[2] as string;

export async function fetchSwapTokens(context: ServiceContext, caipNetworkId: string): Promise<SwapToken[]> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/tokens', context.identity, { chainId: caipNetworkId });
  const body = await fetchJson<{ tokens?: unknown }>(url, { timeoutMs: context.timeoutMs });
  if (!Array.isArray(body?.tokens)) throw new MalformedResponseError(url);
  return body.tokens.slice(0, 500).flatMap((token: Record<string, unknown>) =>
    token && text(token.name, 64) && text(token.symbol, 32) && caip10(token.address) && Number.isInteger(token.decimals) && (token.decimals as number) >= 0 && (token.decimals as number) <= 36
      ? [{ name: token.name, symbol: token.symbol, address: token.address, decimals: token.decimals as number, logoUri: text(token.logoUri, 2048) ? token.logoUri : '' }]
      : [],
  );
}

export async function fetchSwapQuote(
  context: ServiceContext,
  query: { amount: bigint; userAddress: string; from: string; to: string; gasPrice?: bigint | undefined },
): Promise<bigint> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/quotes', context.identity, {
    amount: query.amount.toString(),
    userAddress: query.userAddress,
    from: query.from,
    to: query.to,
    gasPrice: query.gasPrice?.toString(),
  });
  const body = await fetchJson<{ quotes?: { toAmount?: unknown }[] }>(url, { timeoutMs: context.timeoutMs, retries: 0 });
  const toAmount = Array.isArray(body?.quotes) ? body.quotes[0]?.toAmount : undefined;
  if (!integer(toAmount)) throw new MalformedResponseError(url);
  return BigInt(toAmount);
}

export async function fetchAllowance(context: ServiceContext, tokenAddress: string, userAddress: string): Promise<bigint> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/allowance', context.identity, { tokenAddress, userAddress });
  const body = await fetchJson<{ allowance?: unknown }>(url, { timeoutMs: context.timeoutMs, retries: 0 });
  if (!integer(body?.allowance)) throw new MalformedResponseError(url);
  return BigInt(body.allowance);
}

/** The network's gas price (standard); outside the swap networks 'Network not supported for Gas Price', with no call. */
export async function fetchGasPrice(context: ServiceContext, network: Network): Promise<bigint> {
  if (!isSwapNetwork(network)) throw new GasPriceNetworkNotSupportedError(network.caipNetworkId);
  const url = serviceUrl(context.baseUrl, '/v1/convert/gas-price', context.identity, { chainId: network.caipNetworkId });
  const body = await fetchJson<{ standard?: unknown }>(url, { timeoutMs: context.timeoutMs });
  if (!integer(body?.standard)) throw new MalformedResponseError(url);
  return BigInt(body.standard);
}

function builtTransaction(url: string, tx: Record<string, unknown> | undefined, target: unknown, value: unknown): BuiltTransaction {
  if (!tx || !caip10(target) || !hexData(tx.data) || !(value === undefined || integer(value))) throw new MalformedResponseError(url);
  return { to: addressOf(target), data: tx.data, value: BigInt(value ?? '0') };
}

/** The approval the swap needs: sent to the token (`tx.from`, as the service echoes the request). */
export async function buildApprove(context: ServiceContext, query: { userAddress: string; from: string; to: string }): Promise<BuiltTransaction> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/build-approve', context.identity, query);
  const body = await fetchJson<{ tx?: Record<string, unknown> }>(url, { timeoutMs: context.timeoutMs, retries: 0 });
  return builtTransaction(url, body?.tx, body?.tx?.from, body?.tx?.value);
}

export async function buildSwapTransaction(
  context: ServiceContext,
  request: { amount: bigint; slippage: number; from: string; to: string; userAddress: string },
): Promise<BuiltTransaction> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/build-transaction', context.identity);
  const body = await fetchJson<{ tx?: Record<string, unknown> }>(url, {
    method: 'POST',
    timeoutMs: context.timeoutMs,
    body: {
      amount: request.amount.toString(),
      eip155: { slippage: request.slippage },
      projectId: context.identity.projectId,
      from: request.from,
      to: request.to,
      userAddress: request.userAddress,
      disableEstimate: true,
    },
  });
  return builtTransaction(url, body?.tx, body?.tx?.to, body?.tx?.amount);
}

/** USD prices of tokens by CAIP-10 address (POST /v1/fungible/price). */
export async function fetchTokenPrices(context: ServiceContext, addresses: readonly string[]): Promise<Map<string, number>> {
  const url = serviceUrl(context.baseUrl, '/v1/fungible/price', context.identity);
  const body = await fetchJson<{ fungibles?: { address?: unknown; price?: unknown }[] }>(url, {
    method: 'POST',
    timeoutMs: context.timeoutMs,
    body: { currency: 'usd', addresses, projectId: context.identity.projectId },
  });
  if (!Array.isArray(body?.fungibles)) throw new MalformedResponseError(url);
  const prices = new Map<string, number>();
  for (const entry of body.fungibles) {
    if (text(entry?.address, 200) && typeof entry.price === 'number' && Number.isFinite(entry.price) && entry.price >= 0) prices.set(entry.address.toLowerCase(), entry.price);
  }
  return prices;
}
