import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { loadWireTypes } from './loadWireTypes';

/**
 * The data service's on-ramp calls (spec §7; shapes in data-services.md) plus the list of
 * providers, which the spec's calls do not have (our extension: GET /v1/onramp/providers).
 * Answers are outside input: each is parsed with its wire schema (wireTypes.ts), and one of the
 * wrong shape fails with MalformedResponseError like an unreadable body.
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
  /** The provider's site: the only origin its order pages may come from (checkProviderPage). */
  url: string;
}

export interface OnrampQuote {
  quoteId: string;
  /** Decimal texts. */
  purchaseAmount: string;
  paymentTotal: string;
  fee: string;
}

export async function fetchOnrampOptions(context: ServiceContext): Promise<OnrampOptions> {
  const url = serviceUrl(context.baseUrl, '/v1/onramp/options', context.identity);
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseOnrampOptions));
}

export async function fetchOnrampProviders(context: ServiceContext): Promise<OnrampProvider[]> {
  const url = serviceUrl(context.baseUrl, '/v1/onramp/providers', context.identity);
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseOnrampProviders));
}

export async function fetchOnrampQuote(
  context: ServiceContext,
  request: { purchaseCurrency: string; paymentCurrency: string; paymentMethod: string; amount: string; network: string; provider: string },
): Promise<OnrampQuote> {
  const url = serviceUrl(context.baseUrl, '/v1/onramp/quote', context.identity);
  return fetchParsed(url, { method: 'POST', body: request, timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseOnrampQuote));
}

/** A fiat amount as the URL generator takes it: a whole number (it refuses text and fractions), else absent. */
const wholeAmount = (text: string): number | undefined => (/^\d{1,9}(\.0*)?$/.test(text.trim()) ? Number.parseInt(text, 10) : undefined);

/**
 * The provider's page for this order (POST /v1/generators/onrampurl). The spec's fields, as the
 * hosted generator takes them (`presetFiatAmount` a whole number, so an amount with cents is left
 * to the quote), and ours: the provider, the payment and the quote the visitor saw.
 */
export async function generateOnrampUrl(
  context: ServiceContext,
  request: { address: string; network: string; asset: string; provider: string; fiatAmount: string; paymentCurrency: string; paymentMethod: string; quoteId?: string | undefined },
): Promise<string> {
  const url = serviceUrl(context.baseUrl, '/v1/generators/onrampurl', context.identity);
  return fetchParsed(
    url,
    {
      method: 'POST',
      timeoutMs: context.timeoutMs,
      body: {
        destinationWallets: [{ address: request.address, blockchains: [request.network], assets: [request.asset] }],
        defaultNetwork: request.network,
        partnerUserId: request.address,
        defaultExperience: 'buy',
        presetFiatAmount: wholeAmount(request.fiatAmount),
        provider: request.provider,
        paymentCurrency: request.paymentCurrency,
        paymentMethod: request.paymentMethod,
        quoteId: request.quoteId,
      },
    },
    () => loadWireTypes().then((wire) => wire.parseOnrampUrl),
  );
}
