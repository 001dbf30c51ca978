// The local exchange's money: the visitor's demo account (a balance per asset, in memory) and
// the payments made from it. A confirmed payment lowers the demo balance and is deposited to the
// recipient on the anvil chain as a real signed transaction from the exchange's hot wallet
// (native ETH, or a USDC transfer), as the on-ramp providers deliver (onramp/deliveries.mjs).
// Payments live in memory by session id, which is how the status call finds them.
import { fundAccount } from '../fundAccount.mjs';
import { rpc } from '../rpcClient.mjs';
import { sendFromHotWallet } from '../sendFromHotWallet.mjs';
import { formatUnits, isAddress } from '../units.mjs';
import { DEMO_BALANCE, EXCHANGE, HOT_WALLET_FUNDING, parseCaip19, supportedAssets } from './localExchange.mjs';

const RECEIPT_WAIT_MS = 2_000;
const SESSION_ID = /^[A-Za-z0-9]{1,50}$/;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal the exchange answers as `status { error }`. */
export class PaymentError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

/** A decimal amount as base units of `decimals`, or undefined when it is not one above 0 with at most that many places. */
export function parseAmount(text, decimals) {
  const match = /^(\d{1,30})(?:\.(\d{1,40}))?$/.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) return undefined;
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(trimmed.padEnd(decimals, '0') || '0');
  return units > 0n ? units : undefined;
}

/** A decimal text of base units without a trailing '.0': 1500000n, 6 -> '1.5'. */
export const formatAmount = (units, decimals) => formatUnits(units, decimals).replace(/\.0$/, '');

/** Funds the hot wallet on one chain (fundAccount.mjs). */
export const fundHotWallet = (rpcUrl, tokens) => fundAccount(rpcUrl, tokens, EXCHANGE.hotWalletAddress, HOT_WALLET_FUNDING);

/** `getChains()` → running chains `[{ chainId, rpcUrl }]`; `getTokens()` → `{ [chainId]: tokens }`. */
export function createExchangePayments({ getChains, getTokens }) {
  const balances = new Map(); // caip19 -> units left in the demo account
  const payments = new Map(); // sessionId -> payment
  let queue = Promise.resolve(); // one send at a time: the hot wallet's nonces

  const assets = () => supportedAssets(getChains(), getTokens());
  /** The asset a CAIP-19 id names, when the exchange pays it. */
  const assetOf = (caip19) => {
    const id = parseCaip19(caip19)?.id;
    return id === undefined ? undefined : assets().find((a) => a.caip19 === id);
  };
  const rpcUrlOf = (chainId) => {
    const chain = getChains().find((c) => c.chainId === chainId);
    if (!chain) throw new PaymentError(`Chain ${chainId} is not running`, 503);
    return chain.rpcUrl;
  };
  const balanceOf = (asset) => balances.get(asset.caip19) ?? DEMO_BALANCE[asset.symbol] * 10n ** BigInt(asset.decimals);

  /**
   * What a pay page asks, checked: `{ asset, units, recipient, sessionId }`. Throws PaymentError
   * for an asset it does not pay, an amount that is not a positive decimal of that asset, a
   * recipient that is no address, or a session id that is not one the data service makes.
   */
  function readRequest({ asset, amount, recipient, sessionId }) {
    const known = assetOf(asset);
    if (!known) throw new PaymentError(`${EXCHANGE.name} does not pay ${asset || 'that asset'}`);
    const units = parseAmount(amount, known.decimals);
    if (units === undefined) throw new PaymentError(`The amount must be a number above 0 with at most ${known.decimals} decimals, not "${amount ?? ''}"`);
    if (!isAddress(recipient)) throw new PaymentError('The recipient must be an EVM address');
    if (!SESSION_ID.test(String(sessionId ?? ''))) throw new PaymentError('The payment has no valid session');
    return { asset: known, units, recipient: String(recipient).toLowerCase(), sessionId: String(sessionId) };
  }

  async function send(asset, units, recipient) {
    const rpcUrl = rpcUrlOf(asset.chainId);
    return sendFromHotWallet({ rpcUrl, chainId: asset.chainId, account: EXCHANGE.account, token: asset.address, to: recipient, units });
  }

  /** Reads the receipt of a pending payment (once mined, it is final), waiting up to `waitMs`. */
  async function refresh(payment, waitMs = 0) {
    if (payment.status !== 'pending') return payment;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const receipt = await rpc(rpcUrlOf(payment.asset.chainId), 'eth_getTransactionReceipt', [payment.txid]).catch(() => null);
      if (receipt) {
        payment.status = receipt.status === '0x1' ? 'success' : 'failed';
        return payment;
      }
      if (Date.now() >= deadline) return payment;
      await sleep(25);
    }
  }

  return {
    assets,
    assetOf,
    readRequest,
    /** The demo account's balance of an asset (base units). */
    balanceOf,
    /**
     * Pays a checked request (readRequest) from the demo account: refuses a session already
     * paid (409) and a demo balance below the amount (402), else deposits on chain, lowers the
     * balance and resolves to the payment once mined or after 2 s (then still 'pending').
     */
    async pay(request) {
      const { asset, units, recipient, sessionId } = request;
      const turn = queue.then(async () => {
        if (payments.has(sessionId)) throw new PaymentError('This payment was already made', 409);
        const held = balanceOf(asset);
        if (held < units) {
          throw new PaymentError(`Your demo balance is ${formatAmount(held, asset.decimals)} ${asset.symbol}: not enough to pay ${formatAmount(units, asset.decimals)} ${asset.symbol}`, 402);
        }
        const txid = await send(asset, units, recipient);
        balances.set(asset.caip19, held - units);
        const payment = { sessionId, asset, units, recipient, txid, status: 'pending', createdAt: new Date().toISOString() };
        payments.set(sessionId, payment);
        return payment;
      });
      queue = turn.catch(() => undefined);
      return refresh(await turn, RECEIPT_WAIT_MS);
    },
    /** The payment of a session (refreshed), or undefined. */
    async bySession(sessionId) {
      const payment = payments.get(String(sessionId ?? ''));
      return payment && refresh(payment);
    },
  };
}
