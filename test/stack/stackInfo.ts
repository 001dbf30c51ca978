// Where the local stack runs during this test run (served by test/support/stackPlugin.mjs).
export interface StackInfo {
  apiUrl: string;
  explorerUrl: string;
  demoUrl: string;
  relayUrl: string;
  /** The twin of WalletConnect's verify service (demo/stack/verifyService.mjs). */
  verifyUrl: string;
  /** The twin of the analytics service (demo/stack/analyticsService.mjs): GET /__events?projectId=… reads what it received. */
  analyticsUrl: string;
  /** The embedded wallet's secure frame origin (demo/stack/secureFrameServer.mjs); the frame is at `/sdk`. */
  secureSiteUrl: string;
  /** The local mailbox (demo/stack/mailServer.mjs): `/api/messages/last?to=…` reads the newest mail. */
  mailUrl: string;
  /** The social logins' OpenID Connect provider (demo/stack/oidcProvider.mjs); its login page lists demo users. */
  oidcUrl: string;
  /** The Bitcoin ledger twin's Esplora-shaped API (demo/stack/bitcoin/): a testnet ledger, not a node. */
  bitcoinUrl: string;
  /**
   * The local Solana ledger's JSON-RPC (demo/stack/solana/): HTTP, and ws:// on the same port for
   * subscriptions (give @solana/web3.js `wsEndpoint` to confirm transactions).
   */
  solanaRpcUrl: string;
  /** anvil JSON-RPC URL of each local EVM chain, by chain id (1, 8453, 42161 and 10). */
  chains: Record<string, string>;
  /**
   * The chain among `chains` that mines only on demand (10, OP Mainnet; demo/stack/manualMining.mjs):
   * a transaction sent there stays pending until a test mines a block (`mine` in
   * test/support/anvilControl.ts), so it can be sped up or cancelled first; anvil takes a
   * same-nonce replacement only with a strictly higher max fee (or gas price). The other chains
   * mine each transaction at once. The demo pages leave this chain out. null only when a stack
   * is started without it.
   */
  manualMiningChainId: number | null;
  tokens: Record<string, { address: string; symbol: string; name: string; decimals: number }[]>;
  /**
   * The local market on each chain, by chain id (demo/stack/deployMarket.mjs): Uniswap V2's router
   * and factory, and `weth`, the router's WETH9 (the native side of its ETH pools; not the WETH
   * token of `tokens`). Same addresses on every chain. Pools: ETH/USDC and WETH/USDC at the stack's
   * prices (demo/stack/assets.mjs POOLS); the convert endpoints answer from them.
   */
  market: Record<string, { router: string; factory: string; weth: string }>;
  /**
   * The two local on-ramp providers (demo/stack/onramp/): Rampa (fee 1 %) and Onda (fee 2 %), each
   * a page and an API on its own origin (`url`; the order page is `{url}/buy?…`), delivering from
   * its own funded account (`deliveryAddress`, lowercase; not an anvil dev account).
   */
  onrampProviders: { id: 'rampa' | 'onda'; name: string; feeRate: number; url: string; deliveryAddress: string }[];
  /**
   * Pay's local exchange (demo/stack/exchange/): its pay page at `{url}/?asset=&amount=&recipient=&sessionId=`,
   * paying from its funded hot wallet (`hotWalletAddress`, lowercase) the CAIP-19 `assets`.
   */
  exchange: { id: string; name: string; url: string; hotWalletAddress: string; assets: string[] };
}

let cached: Promise<StackInfo> | undefined;

export function stackInfo(): Promise<StackInfo> {
  cached ??= fetch('/__stack.json').then((res) => {
    if (!res.ok) throw new Error(`/__stack.json answered ${res.status}: is stackPlugin() in the test-runner config?`);
    return res.json() as Promise<StackInfo>;
  });
  return cached;
}

/** The identification every service call carries. */
export const IDS = 'projectId=test-project&st=appkit&sv=html-wagmi-4.2.2';

export interface RpcAnswer {
  status: number;
  /** `error.data` carries a revert's return data (0x-hex) when a call reverted. */
  body: { jsonrpc: string; id: number | null; result?: unknown; error?: { code: number; message: string; data?: unknown } };
}

/** One JSON-RPC call through the data service's gateway. */
export async function gatewayRpc(caip2: string, method: string, params: unknown[] = [], query = 'projectId=test-project'): Promise<RpcAnswer> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}/v1/?chainId=${encodeURIComponent(caip2)}&${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return { status: res.status, body: await res.json() };
}
