import { atom } from 'nanostores';
import type { OnrampOptions, OnrampProvider, OnrampQuote } from '../services/onramp/onrampCalls';
import type { LocalText } from '../i18n/LocalText';

export type { OnrampOptions, OnrampProvider, OnrampQuote, PaymentCurrency, PurchaseCurrency } from '../services/onramp/onrampCalls';

/** A provider's answer for the order as it stands: its quote, or, when the quote failed, an estimate that must read as one. */
export type ProviderQuote =
  | { status: 'loading' }
  | { status: 'ready'; quote: OnrampQuote }
  | { status: 'estimate'; purchaseAmount?: string | undefined }
  | { status: 'refused'; message: LocalText };

/** What the visitor picked on the form; a late options answer keeps these (withBuyOptions). The amount it never touches. */
export type BuyChoice = 'purchaseCurrency' | 'payment';

export interface OnrampState {
  /** The network the order is for (its chain id, as the options list networks): its tokens, quotes and purchase. */
  chainId: string;
  options: OnrampOptions;
  /** The options are the built-in defaults: the options call failed (spec §8). */
  fallback: boolean;
  providers: { status: 'loading' | 'ready' | 'failed'; list: readonly OnrampProvider[] };
  purchaseCurrency: string;
  paymentCurrency: string;
  paymentMethod: string;
  /** The amount in the payment currency, as typed. */
  amount: string;
  quotes: Readonly<Record<string, ProviderQuote>>;
  chosen: readonly BuyChoice[];
}

/** A purchase handed to a provider's window, followed until the tokens arrive (BuyInProgress). */
export type Purchase =
  | { status: 'idle' }
  | { status: 'opening'; provider: OnrampProvider }
  /** The provider's page is open, or (`blocked`) its window did not open (a blocker) or was closed before it: the visitor opens it from the link. */
  | { status: 'waiting'; provider: OnrampProvider; url: string; symbol: string; since: number; blocked: boolean }
  /** The history lists the provider's delivery, not yet confirmed: the tokens are on their way, not arrived. */
  | { status: 'delivering'; provider: OnrampProvider; url: string; symbol: string; since: number }
  | { status: 'arrived'; provider: OnrampProvider; symbol: string; amount: string }
  | { status: 'failed'; provider: OnrampProvider; message: LocalText; url?: string | undefined };

export const $onramp = atom<OnrampState | undefined>(undefined);
export const $purchase = atom<Purchase>({ status: 'idle' });
