import type { MinedTransaction } from '../../services/pay/chainReads';
import type { PayRequest } from '../../stores/payment';

/** The ERC-20 Transfer(address,address,uint256) event's topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const word = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;

/** What the payment's transaction must also be: mined after `fromBlock`, and sent by `sender` when the visitor's wallet sent it. */
export interface PaymentBounds {
  /** The latest block when `pay()` was called: a transaction mined in it or before is an older one. */
  fromBlock: bigint;
  /** The connected address that paid from the wallet (lowercase); undefined for an exchange, which pays from its own. */
  sender: string | undefined;
}

/**
 * What is wrong with a mined transaction as the payment of `request`, or undefined when it is
 * that payment: it succeeded, was mined after `pay()` was called, and it moved exactly the
 * amount of the asset to the recipient, from the connected account when the wallet paid (the
 * coin: sent by it to the recipient with that value; a token: a Transfer of that token from it
 * to the recipient of that amount in its receipt).
 */
export function paymentMismatch(request: PayRequest, mined: MinedTransaction, { fromBlock, sender }: PaymentBounds): string | undefined {
  if (mined.status !== '0x1') return 'the transaction failed on chain';
  if (mined.blockNumber <= fromBlock) return `it was mined in block ${mined.blockNumber}, before the payment was asked (block ${fromBlock})`;
  if (!request.token) {
    if (sender !== undefined && mined.from !== sender) return `it is sent by ${mined.from}, not by the connected account ${sender}`;
    if (mined.to !== request.recipient) return `it pays ${mined.to ?? 'no one'}, not ${request.recipient}`;
    if (mined.value !== request.units) return `it pays ${mined.value} units, not ${request.units}`;
    return undefined;
  }
  const paid = mined.logs.some(
    (log) =>
      log.address === request.token &&
      log.topics[0] === TRANSFER_TOPIC &&
      (sender === undefined || log.topics[1] === word(sender)) &&
      log.topics[2] === word(request.recipient) &&
      /^0x[0-9a-f]{1,64}$/.test(log.data) &&
      BigInt(log.data) === request.units,
  );
  return paid ? undefined : `it does not transfer ${request.units} units of ${request.token} to ${request.recipient}${sender === undefined ? '' : ` from ${sender}`}`;
}
