import { atom } from 'nanostores';
import type { Network } from '../config/Network';
import type { LocalText } from '../i18n/LocalText';
import type { PayExchange } from '../services/pay/exchangeCalls';

export type { PayExchange } from '../services/pay/exchangeCalls';

/** A payment the host asked for, its options checked (readPayOptions). */
export interface PayRequest {
  /** 0x address, lowercase. */
  recipient: string;
  /** The amount as the host gave it, a checked decimal text. */
  amount: string;
  /** In the asset's smallest unit. */
  units: bigint;
  /** undefined: the network's coin; else the token's lowercase 0x address. */
  token: string | undefined;
  symbol: string;
  decimals: number;
  network: Network;
  /** The CAIP-19 id of the asset, as the exchange service names it. */
  caip19: string;
}

/**
 * The exchanges offered for the payment, loaded in place (Pay never waits on them to show);
 * 'rounded': none is offered, the amount would reach them rounded (amountSurvivesFloat).
 */
export type PayExchanges = { status: 'loading' } | { status: 'ready'; list: readonly PayExchange[] } | { status: 'failed' } | { status: 'rounded' };

/** Where the payment stands (Pay, PayLoading). */
export type PayPhase =
  | { status: 'choosing' }
  /** The visitor connects a wallet to pay from (Connect), then comes back. */
  | { status: 'connecting' }
  | { status: 'switching' }
  | { status: 'signing' }
  | { status: 'opening'; exchange: PayExchange }
  /** The exchange's page is open, or (`blocked`) its window did not open (a blocker) or was closed before it: the visitor opens it from the link. Its status is asked until it names a transaction. */
  | { status: 'waiting'; exchange: PayExchange; url: string; blocked: boolean }
  /** A transaction is named: it is followed on chain and checked. */
  | { status: 'confirming'; hash: string; exchange?: PayExchange | undefined }
  | { status: 'paid'; hash: string }
  | { status: 'failed'; message: LocalText };

export interface PaymentState {
  request: PayRequest;
  /** The network's latest block when `pay()` was called: the payment's transaction is mined after it. */
  fromBlock: bigint;
  exchanges: PayExchanges;
  phase: PayPhase;
}

/** The payment of the last `pay()`; undefined before the first. */
export const $payment = atom<PaymentState | undefined>(undefined);

/** Moves the payment to a phase, when it is still the one that `state` was. */
export function setPayPhase(state: PaymentState, phase: PayPhase): PaymentState | undefined {
  const current = $payment.get();
  if (current?.request !== state.request) return undefined;
  const next = { ...current, phase };
  $payment.set(next);
  return next;
}
