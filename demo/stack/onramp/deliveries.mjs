// The providers' side on chain: each provider's delivery account (providers.mjs, a key of its
// own, not an anvil dev account) is funded when the stack starts, and a paid order is delivered
// from it as a real signed transaction (native ETH, or a USDC transfer) to the buyer's address.
// Orders live in memory by id and by transaction hash (the history call reads them).
import { randomBytes } from 'node:crypto';
import { SELECTORS } from '../erc20Bytecode.mjs';
import { fundAccount } from '../fundAccount.mjs';
import { rpc, word } from '../rpcClient.mjs';
import { sendFromHotWallet } from '../sendFromHotWallet.mjs';
import { caip2 } from '../units.mjs';
import { waitForReceipt } from '../waitForReceipt.mjs';
import { FUNDING, PROVIDERS } from './providers.mjs';
import { QuoteError, formatCents, formatTokenAmount } from './pricing.mjs';

const RECEIPT_WAIT_MS = 2_000;
const BALANCE_OF = SELECTORS.balanceOf.toString(16).padStart(8, '0');


/** Funds every provider's delivery account on one chain (fundAccount.mjs), one after another: the deployer's nonces. */
export async function fundDeliveryAccounts(rpcUrl, tokens) {
  for (const provider of PROVIDERS) await fundAccount(rpcUrl, tokens, provider.deliveryAddress, FUNDING);
}

/** `getChains()` → running chains `[{ chainId, rpcUrl }]`. */
export function createDeliveries({ getChains }) {
  const orders = new Map(); // id -> order (internal)
  const byHash = new Map(); // tx hash -> order
  const queues = new Map(); // `${chainId}:${provider}` -> promise: one delivery at a time per sender and chain

  const rpcUrlOf = (chainId) => {
    const chain = getChains().find((c) => c.chainId === chainId);
    if (!chain) throw new QuoteError('network', `Chain ${chainId} is not running`, 503);
    return chain.rpcUrl;
  };

  async function balanceOf(rpcUrl, asset, owner) {
    if (!asset.address) return BigInt(await rpc(rpcUrl, 'eth_getBalance', [owner, 'pending']));
    return BigInt(await rpc(rpcUrl, 'eth_call', [{ to: asset.address, data: `0x${BALANCE_OF}${word(owner)}` }, 'pending']));
  }

  /** Signs and sends the delivery of `quote` to `address`; resolves to the transaction hash. */
  async function send(quote, address) {
    const { provider, asset, chain } = quote;
    const rpcUrl = rpcUrlOf(chain.chainId);
    const held = await balanceOf(rpcUrl, asset, provider.deliveryAddress);
    if (held < quote.units) {
      throw new QuoteError('amount', `${provider.name} cannot deliver ${formatTokenAmount(quote.units, asset.decimals)} ${asset.symbol} on ${caip2(chain.chainId)}: it holds ${formatTokenAmount(held, asset.decimals)}`, 503);
    }
    return sendFromHotWallet({ rpcUrl, chainId: chain.chainId, account: provider.account, token: asset.address, to: address, units: quote.units });
  }

  /** Reads the receipt of a pending order's transaction (once mined, the order is final). */
  async function refresh(order, waitMs = 0) {
    if (order.status !== 'pending') return order;
    const receipt = await waitForReceipt(rpcUrlOf(order.quote.chain.chainId), order.hash, waitMs).catch(() => null);
    if (receipt) {
      order.status = receipt.status === '0x1' ? 'confirmed' : 'failed';
      order.blockNumber = Number(receipt.blockNumber);
    }
    return order;
  }

  /**
   * Delivers a paid order: `quote` (quotes.mjs) to `address`. Resolves once the transaction is
   * mined or after 2 s (still 'pending': the on-demand chain mines only on evm_mine).
   */
  async function deliver({ quote, address, partnerUserId }) {
    const key = `${quote.chain.chainId}:${quote.provider.id}`;
    const turn = (queues.get(key) ?? Promise.resolve()).then(() => send(quote, address));
    queues.set(key, turn.catch(() => undefined));
    const hash = await turn;
    const order = {
      id: `ord_${randomBytes(12).toString('base64url')}`,
      quote,
      address: address.toLowerCase(),
      partnerUserId: partnerUserId ?? null,
      hash,
      status: 'pending',
      blockNumber: null,
      createdAt: new Date().toISOString(),
    };
    orders.set(order.id, order);
    byHash.set(hash.toLowerCase(), order);
    return refresh(order, RECEIPT_WAIT_MS);
  }

  return {
    deliver,
    /** The order (refreshed), or undefined. */
    async byId(id) {
      const order = orders.get(id);
      return order && refresh(order);
    },
    /** Orders of one provider to that address, newest first (refreshed). */
    async toAddress(providerId, address) {
      const found = [...orders.values()].filter((o) => o.quote.provider.id === providerId && o.address === String(address).toLowerCase()).reverse();
      return Promise.all(found.map((o) => refresh(o)));
    },
    /** The order a transaction delivered, or undefined. */
    byHash: (hash) => byHash.get(String(hash).toLowerCase()),
  };
}

/** An order as the provider's API answers it. */
export function orderAnswer(order) {
  const { quote } = order;
  return {
    id: order.id,
    provider: quote.provider.id,
    status: order.status,
    hash: order.hash,
    blockNumber: order.blockNumber,
    address: order.address,
    network: caip2(quote.chain.chainId),
    asset: quote.asset.symbol,
    purchaseAmount: formatTokenAmount(quote.units, quote.asset.decimals),
    fiatCurrency: quote.fiat.id,
    fiatAmount: formatCents(quote.amountCents),
    paymentMethod: quote.method.id,
    quoteId: quote.id,
    partnerUserId: order.partnerUserId,
    from: quote.provider.deliveryAddress,
    createdAt: order.createdAt,
  };
}
