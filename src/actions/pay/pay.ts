import type { PayOptions, PayResult } from './PayOptions';

/**
 * The host's `pay()` (the controller's and `<wallet-modal>`'s): Pay loads in its own chunk
 * (runPay), which refuses at once when `features.pay` is off, checks the options, shows what
 * is to be paid and settles once the payment is confirmed on chain.
 */
export const pay = (options: PayOptions): Promise<PayResult> => import('./runPay').then(({ runPay }) => runPay(options));
