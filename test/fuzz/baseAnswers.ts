// Well-formed answers of each endpoint the modal reads (data-services.md), the starting point
// of the generated ones: the fuzz corrupts a few of their fields at a time, so the modal gets
// far enough to use what it reads.

const hex64 = (n: number) => n.toString(16).padStart(64, 'a');

/** One wallet of /getWallets with every field set. */
export const WALLET = {
  id: hex64(1),
  name: 'Fuzz Wallet',
  image_id: 'fuzz-image-1',
  rdns: 'io.fuzz.wallet',
  chains: ['eip155:1', 'eip155:8453'],
  mobile_link: 'fuzzwallet://',
  desktop_link: 'fuzzwallet-desktop://',
  webapp_link: 'https://app.fuzz.example/',
  app_store: 'https://apps.apple.com/app/fuzz',
  play_store: 'https://play.google.com/store/apps/details?id=io.fuzz',
  chrome_store: 'https://chrome.google.com/webstore/detail/fuzz',
  homepage: 'https://fuzz.example/',
  badge_type: 'certified',
  order: 1,
  injected: [{ namespace: 'eip155', injected_id: 'isFuzz' }],
};

/** A /getWallets answer of `n` distinct wallets. */
export function walletsAnswer(n: number): { count: number; data: (typeof WALLET)[] } {
  const data = Array.from({ length: n }, (_, i) => ({
    ...WALLET,
    id: hex64(i + 1),
    name: `Fuzz Wallet ${i + 1}`,
    image_id: `fuzz-image-${i + 1}`,
    rdns: `io.fuzz.wallet${i + 1}`,
    badge_type: i % 2 ? 'none' : 'certified',
    order: i + 1,
  }));
  return { count: 520, data };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A /history answer: three transactions on eip155:1 (the connected chain in the fuzz). */
export const HISTORY = {
  data: [
    {
      id: 'tx-1',
      metadata: {
        operationType: 'send',
        hash: `0x${'1'.repeat(64)}`,
        chain: 'eip155:1',
        minedAt: minutesAgo(5),
        sentFrom: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        sentTo: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        status: 'confirmed',
        nonce: 3,
      },
      transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://icons.example/usdc.png' } }, direction: 'out', quantity: { numeric: '12.5' }, value: 12.5, price: 1 }],
    },
    {
      id: 'tx-2',
      metadata: {
        operationType: 'receive',
        hash: `0x${'2'.repeat(64)}`,
        chain: 'eip155:1',
        minedAt: minutesAgo(60 * 30),
        sentFrom: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        sentTo: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        status: 'pending',
        nonce: 9,
      },
      transfers: [
        { fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons.example/eth.png' } }, direction: 'in', quantity: { numeric: '0.25' }, value: 800, price: 3200 },
        { nft_info: { name: 'Fuzz NFT', content: { preview: { url: 'https://nft.example/1.png' } }, flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } },
      ],
    },
    {
      id: 'tx-3',
      metadata: {
        operationType: 'send',
        hash: `0x${'3'.repeat(64)}`,
        chain: 'eip155:1',
        minedAt: minutesAgo(60 * 24 * 40),
        sentFrom: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        sentTo: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        status: 'failed',
        nonce: 1,
      },
      transfers: null,
    },
  ],
  next: null as string | null,
};

/** A /balance answer: the native token and one ERC-20. */
export const BALANCES = {
  balances: [
    { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3200, price: 3200, quantity: { decimals: '18', numeric: '1' }, iconUrl: 'https://icons.example/eth.png' },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      value: 12.5,
      price: 1,
      quantity: { decimals: '6', numeric: '12.5' },
      iconUrl: 'https://icons.example/usdc.png',
    },
  ],
};

export const IDENTITY = { name: 'fuzz.reown.id', avatar: 'https://avatars.example/fuzz.png' };

export const SUPPORTED_CHAINS = { http: ['eip155:1', 'eip155:8453', 'eip155:42161'], ws: ['eip155:1'] };

export const REMOTE_CONFIG = {
  features: [
    { id: 'activity', isEnabled: true, config: null },
    { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
    { id: 'social_login', isEnabled: false, config: ['google', 'x'] },
  ],
};

export const ANALYTICS_CONFIG = { isAnalyticsEnabled: true };

export const ALLOWED_ORIGINS = { allowedOrigins: ['https://*.example.com', 'https://shop.example.org'] };

/** A JSON-RPC answer as the gateway gives it (eth_getBalance of 1 ETH). */
export const RPC_ANSWER = { jsonrpc: '2.0', id: 1, result: '0xde0b6b3a7640000' };
