import { PayError } from '../../errors/payErrors';
import { payTexts } from '../../i18n/payTexts';
import { readBlockNumber, readTokenFacts } from '../../services/pay/chainReads';
import { getAccount } from '../../stores/account';
import { $config } from '../../stores/config';
import { $connections, getConnectionState } from '../../stores/connection';
import { $modalState } from '../../stores/modal';
import { $payment, type PaymentState } from '../../stores/payment';
import { resetView } from '../../stores/router';
import { openModal } from '../openModal';
import { cancelPayment, failPayment, isPaying, runningPayment, startRunning } from './currentPayment';
import { loadPayExchanges } from './loadPayExchanges';
import { payFromWallet } from './payFromWallet';
import type { PayOptions, PayResult } from './PayOptions';
import { readPayOptions } from './readPayOptions';

/** Options being checked: a second call meanwhile is refused as well. */
let checking = false;

/**
 * A payment (the lazy part of `pay()`): refused when `features.pay` is off, the options checked (readPayOptions: a PayError at
 * once, before anything shows), one payment at a time, then the modal opens on Pay, whose
 * exchanges load in place. Resolves once the payment's transaction is confirmed and checked;
 * rejects with a PayError when it fails, is refused, does not match, times out, or the visitor
 * closes the modal before paying (a payment under way goes on with the modal closed). While the visitor connects a wallet to pay from, the payment goes on in
 * Pay as soon as a wallet is connected.
 */
export async function runPay(options: PayOptions): Promise<PayResult> {
  if (!$config.get().features.pay) throw new PayError('PAY_NOT_ENABLED', 'Pay is not enabled: create the modal with features: { pay: true }');
  if (isPaying() || checking) throw new PayError('PAYMENT_IN_PROGRESS', 'A payment is already running: wait until it settles before calling pay() again');
  checking = true;
  let state: PaymentState;
  try {
    const request = await readPayOptions(options, {
      readToken: (network, address) => readTokenFacts(network.rpcUrls.default.http[0] ?? '', address, $config.get().serviceTimeoutMs),
    });
    // Where the chain stands now: the payment's transaction is mined after it, so no older one passes for it.
    const fromBlock = await readBlockNumber(request.network.rpcUrls.default.http[0] ?? '', $config.get().serviceTimeoutMs).catch((error: unknown) => {
      throw new PayError('PAYMENT_FAILED', `${request.network.name} did not answer its latest block, so no payment could be checked`, { cause: error });
    });
    state = { request, fromBlock, exchanges: { status: 'loading' }, phase: { status: 'choosing' } };
  } finally {
    checking = false;
  }
  return new Promise<PayResult>((resolve, reject) => {
    const { request } = state;
    const namespace = request.network.chainNamespace;
    const stops: (() => void)[] = [];
    startRunning({ request, resolve, reject, cleanup: () => stops.forEach((stop) => stop()) });
    $payment.set(state);
    // A wallet connected while the visitor was on Connect for this payment: back to it, and on.
    stops.push(
      $connections.listen(() => {
        const now = runningPayment(request);
        if (now?.phase.status !== 'connecting' || getConnectionState(namespace).status !== 'connected' || !getAccount(namespace).address) return;
        resetView('Pay');
        void payFromWallet();
      }),
    );
    openModal({ view: 'Pay' }).then(
      () => {
        if (!runningPayment(request)) return;
        stops.push(
          $modalState.listen((modal) => {
            if (!modal.open) cancelPayment();
          }),
        );
        if (!$modalState.get().open) cancelPayment();
      },
      // The visitor reads Pay's own words, in their language; the host keeps the error as the cause.
      (error: unknown) => failPayment(request, new PayError('PAYMENT_FAILED', 'The modal could not open for the payment', { cause: error }), () => payTexts.payServiceFailed),
    );
    void loadPayExchanges();
  });
}
