import { isSwapNetwork } from '../../config/isSwapNetwork';
import type { Network } from '../../config/Network';
import { GasPriceNetworkNotSupportedError } from '../../errors/transactionErrors';
import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { loadWireTypes } from './loadWireTypes';

/**
 * The data service's convert calls (spec §7; shapes in data-services.md): tokens, quotes,
 * allowance, gas price, the approval and the swap transaction, and token prices. Answers are
 * outside input: each is parsed with its wire schema (wireTypes.ts), and one of the wrong shape
 * fails with MalformedResponseError like an unreadable body. A refused quote or build comes
 * back as HttpStatusError with the service's first reason as `serverMessage`.
 */
export interface SwapToken {
  name: string;
  symbol: string;
  /** CAIP-10. */
  address: string;
  decimals: number;
  logoUri: string;
}

/** A CAIP-10 account of an answer, split: its CAIP-2 network and its address as written. */
export interface CaipAccount {
  caipNetworkId: string;
  address: `0x${string}`;
}

/**
 * The swap transaction the convert service built (POST /v1/convert/build-transaction), as it
 * said it: who sends it, the contract it goes to, its data. It carries no value: the value of a
 * swap is the amount paid when that is the native coin, and the modal sets it itself (the
 * answer's `tx.amount` is what the swap is expected to deliver, a figure of the service's own).
 * Nothing here is trusted before checkSwapTransaction reads the call and compares it with the quote.
 */
export interface BuiltSwap {
  from: CaipAccount;
  to: CaipAccount;
  data: `0x${string}`;
}

/**
 * The approval the convert service built (GET /v1/convert/build-approve), as it said it: the
 * service echoes the request, so `from` is the token to approve, where the approval is sent;
 * `to` is the other token. Checked by checkSwapApproval before it is sent.
 */
export interface BuiltApproval {
  from: CaipAccount;
  to: CaipAccount;
  data: `0x${string}`;
  value: bigint;
}

export async function fetchSwapTokens(context: ServiceContext, caipNetworkId: string): Promise<SwapToken[]> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/tokens', context.identity, { chainId: caipNetworkId });
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseSwapTokens));
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
  return fetchParsed(url, { timeoutMs: context.timeoutMs, retries: 0 }, () => loadWireTypes().then((wire) => wire.parseSwapQuote));
}

/** The allowance of a token (CAIP-10) from the account (`userAddress` CAIP-10, as the hosted service takes it) to the service's router. */
export async function fetchAllowance(context: ServiceContext, tokenAddress: string, userAddress: string): Promise<bigint> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/allowance', context.identity, { tokenAddress, userAddress });
  return fetchParsed(url, { timeoutMs: context.timeoutMs, retries: 0 }, () => loadWireTypes().then((wire) => wire.parseAllowance));
}

/** The network's gas price (standard); outside the swap networks 'Network not supported for Gas Price', with no call. */
export async function fetchGasPrice(context: ServiceContext, network: Network): Promise<bigint> {
  if (!isSwapNetwork(network)) throw new GasPriceNetworkNotSupportedError(network.caipNetworkId);
  const url = serviceUrl(context.baseUrl, '/v1/convert/gas-price', context.identity, { chainId: network.caipNetworkId });
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseGasPrice));
}

/**
 * The approval the swap needs, of exactly `amount` (the hosted service passes it on; without it
 * the approval would be unlimited). `userAddress` is CAIP-10 as AppKit sends it.
 */
export async function buildApprove(context: ServiceContext, query: { userAddress: string; from: string; to: string; amount: bigint }): Promise<BuiltApproval> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/build-approve', context.identity, { ...query, amount: query.amount.toString() });
  return fetchParsed(url, { timeoutMs: context.timeoutMs, retries: 0 }, () => loadWireTypes().then((wire) => wire.parseApprove));
}

/** The swap of `amount` (base units of `from`); `userAddress` is CAIP-10, as the hosted service requires. */
export async function buildSwapTransaction(
  context: ServiceContext,
  request: { amount: bigint; slippage: number; from: string; to: string; userAddress: string },
): Promise<BuiltSwap> {
  const url = serviceUrl(context.baseUrl, '/v1/convert/build-transaction', context.identity);
  return fetchParsed(
    url,
    {
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
    },
    () => loadWireTypes().then((wire) => wire.parseSwapTransaction),
  );
}

/**
 * The USD price of one token (CAIP-10), or undefined when the answer has none for it. The
 * hosted service prices only the first address of a call (as AppKit calls it: one token each).
 */
export async function fetchTokenPrice(context: ServiceContext, address: string): Promise<number | undefined> {
  const url = serviceUrl(context.baseUrl, '/v1/fungible/price', context.identity);
  const prices = await fetchParsed(
    url,
    {
      method: 'POST',
      timeoutMs: context.timeoutMs,
      body: { currency: 'usd', addresses: [address], projectId: context.identity.projectId },
    },
    () => loadWireTypes().then((wire) => wire.parseTokenPrices),
  );
  return prices.get(address.toLowerCase());
}
