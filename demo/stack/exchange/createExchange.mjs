// The local exchange in one object, for startStack.mjs and the data service: its page and API on
// its own origin (exchangeServer.mjs) that pay from a visitor's demo account on chain from its
// funded hot wallet (exchangePayments.mjs), and the data service's Pay JSON-RPC
// (exchangeRpcRoute.mjs, POST /v1/json-rpc).
import { createExchangeRpcRoute } from './exchangeRpcRoute.mjs';
import { createExchangePayments, fundHotWallet } from './exchangePayments.mjs';
import { createExchangeServer } from './exchangeServer.mjs';
import { EXCHANGE } from './localExchange.mjs';

/** `getChains()` → running chains `[{ chainId, rpcUrl }]`; `getTokens()` → `{ [chainId]: tokens }`; `getUrl()` → the exchange's origin. */
export function createExchange({ getChains, getTokens, getUrl, log }) {
  const payments = createExchangePayments({ getChains, getTokens });
  return {
    /** The exchange's own server (its page and API). */
    handler: createExchangeServer({ payments, log }),
    /** The data service's POST /v1/json-rpc. */
    route: createExchangeRpcRoute({ payments, getExchangeUrl: getUrl }),
    /** Funds the hot wallet on one chain (see exchangePayments.mjs). */
    fund: fundHotWallet,
    /** For the stack info: `{ id, name, url, hotWalletAddress, assets: [caip19] }`. */
    info: () => ({ id: EXCHANGE.id, name: EXCHANGE.name, url: getUrl(), hotWalletAddress: EXCHANGE.hotWalletAddress, assets: payments.assets().map((a) => a.caip19) }),
  };
}
