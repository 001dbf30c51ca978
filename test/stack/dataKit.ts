// Helpers for the data-service twin tests: the deployed tokens (from the demo server's
// /stack.json), anvil dev accounts, transactions sent through the gateway and service calls.
import { NONCE_TAKEN, resendPause } from '../support/chainRpc';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { IDS, gatewayRpc, stackInfo } from './stackInfo';

export interface Token {
  address: string;
  symbol: string;
  name: string;
  decimals: number;
}

/** anvil's dev accounts 0-11 (default mnemonic), lowercase. */
export const DEV = DEV_ACCOUNTS.map((address) => address.toLowerCase()) as unknown as readonly [
  string, string, string, string, string, string, string, string, string, string, string, string,
];

let tokensCache: Promise<Record<string, Token[]>> | undefined;

/** Tokens deployed on each chain, as the demo server publishes them. */
export function stackTokens(): Promise<Record<string, Token[]>> {
  tokensCache ??= stackInfo()
    .then(({ demoUrl }) => fetch(`${demoUrl}/stack.json`))
    .then((res) => res.json() as Promise<{ tokens: Record<string, Token[]> }>)
    .then((info) => info.tokens);
  return tokensCache;
}

export async function token(chainId: number, symbol: string): Promise<Token> {
  const found = (await stackTokens())[chainId]?.find((t) => t.symbol === symbol);
  if (!found) throw new Error(`No ${symbol} on chain ${chainId}`);
  return found;
}

export function randomAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const word = (value: bigint | string) => BigInt(value).toString(16).padStart(64, '0');

/** Calldata of ERC-20 transfer(to, amount). */
export const transferData = (to: string, amount: bigint) => `0xa9059cbb${word(to)}${word(amount)}`;

export interface Receipt {
  status: string;
  transactionHash: string;
  blockNumber: string;
}

/** eth_sendTransaction through the gateway (anvil signs for dev accounts), then its receipt. */
export async function sendTx(caip2: string, tx: Record<string, string>): Promise<Receipt> {
  let sent = await gatewayRpc(caip2, 'eth_sendTransaction', [tx]);
  // anvil can give two concurrent sends of one dev account the same nonce, and refuses the later
  // ('nonce too low', 'replacement transaction underpriced'; nothing sent): sent again, as chainRpc's rpc does.
  for (let tries = 1; tries < 10 && tx.nonce === undefined && NONCE_TAKEN.test(sent.body.error?.message ?? ''); tries += 1) {
    await resendPause();
    sent = await gatewayRpc(caip2, 'eth_sendTransaction', [tx]);
  }
  if (sent.body.error) throw new Error(sent.body.error.message);
  for (let tries = 0; tries < 100; tries += 1) {
    const { body } = await gatewayRpc(caip2, 'eth_getTransactionReceipt', [sent.body.result]);
    if (body.result) return body.result as Receipt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No receipt for ${String(sent.body.result)}`);
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** GET on the data service with the usual ids; `query` is appended. */
export async function dataGet<T>(path: string, query = '', ids = IDS): Promise<Answer<T>> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}${path}?${[query, ids].filter(Boolean).join('&')}`);
  return { status: res.status, body: (await res.json()) as T };
}

/** A name's profile as the name service answers it (the hosted service's NameAndAddresses). */
export interface Profile {
  name: string;
  registered_at: string;
  updated_at: string;
  addresses: Record<string, { address: string; created_at: string }>;
  attributes: { avatar?: string; bio?: string };
}

/** GET a name's profile (apiVersion=2): the profile, or `[]` for a free name. */
export const lookupProfile = (name: string) => dataGet<Profile>(`/v1/profile/account/${encodeURIComponent(name)}`, 'apiVersion=2');

export interface Balance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value?: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

export interface Transfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } };
  nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } };
  direction: 'in' | 'out' | 'self';
  quantity: { numeric: string };
  value?: number;
  price?: number;
}

export interface Tx {
  id: string;
  metadata: {
    operationType: string;
    hash: string;
    chain: string;
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: 'confirmed' | 'failed' | 'pending';
    nonce: number;
    /** The hosted service's application of a transaction; the twin names an on-ramp provider there. */
    application?: { name: string | null; iconUrl: string | null } | null;
  };
  transfers: Transfer[] | null;
}

export interface HistoryPage {
  data: Tx[];
  next: string | null;
}

export const balances = (address: string, caip2: string) =>
  dataGet<{ balances: Balance[] }>(`/v1/account/${address}/balance`, `currency=usd&chainId=${encodeURIComponent(caip2)}`);

/** The identity call's answer (the hosted service's IdentityResponse). */
export interface Identity {
  name: string | null;
  avatar: string | null;
  resolvedAt: string;
}

export const identity = (address: string) => dataGet<Identity>(`/v1/identity/${address}`, `sender=${address}`);

export const history = (address: string, caip2: string, cursor?: string) =>
  dataGet<HistoryPage>(`/v1/account/${address}/history`, `chainId=${encodeURIComponent(caip2)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
