import { isPrintableText } from '../../utils/printableText';
import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

/**
 * The data service's on-ramp calls (spec §7; shapes in data-services.md) plus the list of
 * providers, which the spec's calls do not have (our extension: GET /v1/onramp/providers).
 * Answers are outside input and are checked field by field.
 */
export interface PaymentCurrency {
  id: string;
  limits: readonly { id: string; min: number; max: number }[];
}

export interface PurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: readonly { name: string; chainId: string; contractAddress: string }[];
}

export interface OnrampOptions {
  paymentCurrencies: readonly PaymentCurrency[];
  purchaseCurrencies: readonly PurchaseCurrency[];
}

export interface OnrampProvider {
  id: string;
  name: string;
  /** The provider's fee as a fraction (0.01 is 1 %). */
  feeRate: number;
  iconUrl: string;
}

export interface OnrampQuote {
  quoteId: string;
  /** Decimal texts. */
  purchaseAmount: string;
  paymentTotal: string;
  fee: string;
}

const text = (value: unknown, max = 128): value is string => isPrintableText(value, max);
const decimal = (value: unknown): value is string => typeof value === 'string' && /^\d{1,18}(\.\d{1,18})?$/.test(value);
const amountOf = (value: unknown): string | undefined => {
  const candidate = value && typeof value === 'object' ? (value as { amount?: unknown }).amount : value;
  const asText = typeof candidate === 'number' && Number.isFinite(candidate) ? String(candidate) : candidate;
  return decimal(asText) ? asText : undefined;
};
const list = (value: unknown, max = 100): Record<string, unknown>[] => (Array.isArray(value) ? value.slice(0, max).filter((item) => item && typeof item === 'object') : []);

export async function fetchOnrampOptions(context: ServiceContext): Promise<OnrampOptions> {
  const url = serviceUrl(context.baseUrl, '/v1/onramp/options', context.identity);
  const body = await fetchJson<Record<string, unknown>>(url, { timeoutMs: context.timeoutMs });
  const paymentCurrencies = list(body?.paymentCurrencies).flatMap((currency) =>
    text(currency.id, 8)
      ? [
          {
            id: currency.id,
            limits: list(currency.payment_method_limits).flatMap((limit) =>
              text(limit.id, 32) && decimal(limit.min) && decimal(limit.max) ? [{ id: limit.id, min: Number(limit.min), max: Number(limit.max) }] : [],
            ),
          },
        ]
      : [],
  );
  const purchaseCurrencies = list(body?.purchaseCurrencies).flatMap((currency) =>
    text(currency.id, 32) && text(currency.name, 64) && text(currency.symbol, 16)
      ? [
          {
            id: currency.id,
            name: currency.name,
            symbol: currency.symbol,
            networks: list(currency.networks).flatMap((network) =>
              text(network.name, 64) && /^\d{1,12}$/.test(String(network.chain_id ?? ''))
                ? [{ name: network.name, chainId: String(network.chain_id), contractAddress: typeof network.contract_address === 'string' ? network.contract_address : '' }]
                : [],
            ),
          },
        ]
      : [],
  );
  if (!paymentCurrencies.length || !purchaseCurrencies.length) throw new MalformedResponseError(url);
  return { paymentCurrencies, purchaseCurrencies };
}

export async function fetchOnrampProviders(context: ServiceContext): Promise<OnrampProvider[]> {
  const url = serviceUrl(context.baseUrl, '/v1/onramp/providers', context.identity);
  const body = await fetchJson<{ providers?: unknown }>(url, { timeoutMs: context.timeoutMs });
  const providers = list(body?.providers, 10).flatMap((provider) =>
    text(provider.id, 32) && text(provider.name, 64) && typeof provider.feeRate === 'number' && provider.feeRate >= 0 && provider.feeRate < 1
      ? [{ id: provider.id, name: provider.name, feeRate: provider.feeRate, iconUrl: text(provider.iconUrl, 2048) ? provider.iconUrl : '' }]
      : [],
  );
  if (!providers.length) throw new MalformedResponseError(url);
  return providers;
}

export async function fetchOnrampQuote(
  context: ServiceContext,
  request: { purchaseCurrency: string; paymentCurrency: string; paymentMethod: string; amount: string; network: string; provider: string },
): Promise<OnrampQuote> {
  const url = serviceUrl(context.baseUrl, '/v1/onramp/quote', context.identity);
  const body = await fetchJson<Record<string, unknown>>(url, { method: 'POST', body: request, timeoutMs: context.timeoutMs });
  const purchaseAmount = amountOf(body?.purchaseAmount);
  const paymentTotal = amountOf(body?.paymentTotal);
  const fees = list(body?.fees, 10);
  const fee = amountOf(fees[0]) ?? '0';
  if (!text(body?.quoteId) || !purchaseAmount || !paymentTotal) throw new MalformedResponseError(url);
  return { quoteId: body.quoteId, purchaseAmount, paymentTotal, fee };
}

/** The provider's page for this order (POST /v1/generators/onrampurl). */
export async function generateOnrampUrl(
  context: ServiceContext,
  request: { address: string; network: string; asset: string; provider: string; fiatAmount: string; paymentCurrency: string; paymentMethod: string; quoteId?: string | undefined },
): Promise<string> {
  const url = serviceUrl(context.baseUrl, '/v1/generators/onrampurl', context.identity);
  const body = await fetchJson<{ url?: unknown }>(url, {
    method: 'POST',
    timeoutMs: context.timeoutMs,
    body: {
      destinationWallets: [{ address: request.address, blockchains: [request.network], assets: [request.asset] }],
      defaultNetwork: request.network,
      partnerUserId: request.address,
      defaultExperience: 'buy',
      presetFiatAmount: request.fiatAmount,
      provider: request.provider,
      paymentCurrency: request.paymentCurrency,
      paymentMethod: request.paymentMethod,
      quoteId: request.quoteId,
    },
  });
  if (!text(body?.url, 4096)) throw new MalformedResponseError(url);
  return body.url;
}
