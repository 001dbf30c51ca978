import { isVisitorRefusal } from '../../errors/isVisitorRefusal';
import { PayError } from '../../errors/payErrors';
import { toWalletError } from '../../errors/toWalletError';
import { errorMessage } from '../../i18n/errorMessage';
import { fixedText } from '../../i18n/LocalText';
import { payTexts } from '../../i18n/payTexts';
import { getAccount } from '../../stores/account';
import { getConnectionState } from '../../stores/connection';
import { $activeNetwork } from '../../stores/network';
import { setPayPhase } from '../../stores/payment';
import { pushView } from '../../stores/router';
import { loadAdapter } from '../connection/loadAdapter';
import { switchNetwork } from '../switchNetwork';
import { requestWallet } from '../wallet/requestWallet';
import { confirmPayment } from './confirmPayment';
import { failPayment, runningPayment } from './currentPayment';
import { paysAsContract } from './paysAsContract';

/**
 * "Pay from wallet": without a wallet in the payment's namespace, the visitor connects one
 * first (Connect; the payment comes back here once connected, runPay). Then the wallet is moved
 * to the payment's network if it is on another, and the account it has there is asked, through the one request path, to
 * send exactly the payment: the coin to the recipient with the amount as value, or the token's
 * transfer(recipient, amount). PayLoading follows it until it is mined and checked
 * (confirmPayment). A refusal in the wallet, or any failure before it sent, ends the payment.
 * A coin payment from a smart account is refused before anything is sent (paysAsContract):
 * its wallet names the bundle's transaction, which cannot be checked as the payment. A token
 * payment from one is checked by its Transfer log, whose sender is the smart account.
 */
export async function payFromWallet(): Promise<void> {
  const state = runningPayment();
  if (!state || !['choosing', 'connecting'].includes(state.phase.status)) return;
  const { request } = state;
  const { network } = request;
  const namespace = network.chainNamespace;
  if (getConnectionState(namespace).status !== 'connected' || !getAccount(namespace).address) {
    setPayPhase(state, { status: 'connecting' });
    pushView('Connect');
    return;
  }
  pushView('PayLoading');
  try {
    if ($activeNetwork.get().caipNetworkId !== network.caipNetworkId) {
      const now = runningPayment(request);
      if (now) setPayPhase(now, { status: 'switching' });
      // Its own switch: the modal stays on PayLoading.
      await switchNetwork(network.caipNetworkId, { keepOpen: true });
    }
    // The account that pays is the one on the payment's network (the embedded wallet's smart
    // account exists on some networks only): read, and checked, after the switch.
    const address = getAccount(namespace).address;
    if (!address) throw new Error(`No account is connected on ${network.name}`);
    if (!request.token && (await paysAsContract(request, address))) {
      return failPayment(
        request,
        new PayError('UNSUPPORTED_ACCOUNT', `${address} is a smart account: a coin payment from it cannot be checked on chain, so nothing was sent`),
        () => payTexts.paySmartAccount,
      );
    }
    const adapter = await loadAdapter(namespace);
    if (!adapter.prepareTransfer) throw new Error(`${network.name} cannot send from this wallet`);
    const transfer = await adapter.prepareTransfer(
      { from: address, to: request.recipient, amount: request.units, token: request.token ? { address: request.token, decimals: request.decimals } : undefined },
      network,
    );
    const signing = runningPayment(request);
    if (!signing) return;
    setPayPhase(signing, { status: 'signing' });
    const sent = await transfer.sent(await requestWallet(namespace, transfer.request));
    await confirmPayment(request, sent.id, { sender: address });
  } catch (error) {
    const failure = toWalletError(error);
    // The visitor refused in the wallet, or closed the embedded wallet's approval (their refusal too).
    if (isVisitorRefusal(failure)) {
      return failPayment(request, new PayError('PAYMENT_REJECTED', 'The wallet refused the payment', { cause: failure }), () => payTexts.payRejected);
    }
    const reason = errorMessage(failure);
    failPayment(request, new PayError('PAYMENT_FAILED', 'The payment could not be sent from the wallet', { details: failure.shortMessage, cause: failure }), fixedText(reason));
  }
}
