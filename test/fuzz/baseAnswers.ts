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

// ---------------------------------------------------------------------------------------------
// The on-ramp calls (data-services.md on-ramp rows; the providers list is our extension), as the
// local providers answer them (demo/stack/onramp/).

/** A GET /v1/onramp/options answer: two payment currencies, ETH and USDC on two networks each. */
export const ONRAMP_OPTIONS = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'bank', min: '10.00', max: '25000.00' }] },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }, { id: 'bank', min: '10.00', max: '25000.00' }] },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0x5fbdb2315678afecb367f032d93f642f64180aa3' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x5fbdb2315678afecb367f032d93f642f64180aa3' },
      ],
    },
  ],
};

/** A GET /v1/onramp/providers answer: the two local providers. */
export const ONRAMP_PROVIDERS = {
  providers: [
    { id: 'rampa', name: 'Rampa', feeRate: 0.01, feeRange: '1%', url: 'https://rampa.example', iconUrl: 'https://rampa.example/icon.svg', paymentMethods: ['card', 'bank'] },
    { id: 'onda', name: 'Onda', feeRate: 0.02, feeRange: '2%', url: 'https://onda.example', iconUrl: 'https://onda.example/icon.svg', paymentMethods: ['card', 'bank'] },
  ],
};

/** A POST /v1/onramp/quote answer: 100 USD of ETH on Ethereum through Rampa. */
export const ONRAMP_QUOTE = {
  quoteId: 'fuzz-quote-1',
  provider: 'rampa',
  paymentTotal: { amount: '100.00', currency: 'USD' },
  paymentSubtotal: { amount: '97.00', currency: 'USD' },
  purchaseAmount: { amount: '0.030312500000000000', currency: 'ETH' },
  networkFee: { amount: '2.00', currency: 'USD' },
  fees: [{ type: 'provider', provider: 'rampa', name: 'Rampa fee', rate: 0.01, amount: '1.00', currency: 'USD' }],
  price: { amount: '3200.00', currency: 'USD' },
  paymentMethod: 'card',
  purchaseCurrency: 'ETH',
  network: 'eip155:1',
};

/** A POST /v1/generators/onrampurl answer: the provider's page for the order. */
export const ONRAMP_URL = { url: 'https://rampa.example/buy?address=0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266&network=eip155%3A1&asset=ETH&fiat=USD&amount=100.00' };

// The convert (swap) endpoints and the token prices, on eip155:1.
const USDC_ON_1 = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const NATIVE_ON_1 = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** A /v1/convert/tokens answer: the native token and one ERC-20. */
export const SWAP_TOKENS = {
  tokens: [
    { name: 'Ether', symbol: 'ETH', address: NATIVE_ON_1, decimals: 18, logoUri: 'https://icons.example/eth.png' },
    { name: 'USD Coin', symbol: 'USDC', address: USDC_ON_1, decimals: 6, logoUri: 'https://icons.example/usdc.png', eip2612: true },
  ],
};

/** A /v1/convert/quotes answer (amounts in base units, as strings). */
export const SWAP_QUOTES = {
  quotes: [{ id: 'quote-1', fromAmount: '1000000000000000000', fromAccount: NATIVE_ON_1, toAmount: '3200000000', toAccount: USDC_ON_1 }],
};

export const SWAP_ALLOWANCE = { allowance: '1000000' };

export const SWAP_GAS_PRICE = { standard: '1000000000', fast: '1500000000', instant: '2000000000' };

/** A /v1/convert/build-approve answer: `tx.from` is the token to approve. */
export const SWAP_BUILD_APPROVE = {
  tx: {
    from: USDC_ON_1,
    to: NATIVE_ON_1,
    data: `0x095ea7b3${'0'.repeat(24)}${'7a250d5630b4cf539739df2c5dacb4c659f2488d'}${'f'.repeat(64)}`,
    value: '0',
    eip155: { gasPrice: '1000000000' },
  },
};

/** A /v1/convert/build-transaction answer: the sender, the router's calldata, and in `amount` what the swap is expected to deliver. */
export const SWAP_BUILD_TRANSACTION = {
  tx: {
    from: 'eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    to: 'eip155:1:0x7a250d5630b4cf539739df2c5dacb4c659f2488d',
    data: `0x7ff36ab5${'0'.repeat(64 * 4)}`,
    amount: '3000000000',
    eip155: { gas: '150000', gasPrice: '1000000000' },
  },
};

/** A /v1/fungible/price answer for the two tokens. */
export const TOKEN_PRICES = {
  fungibles: [
    { address: NATIVE_ON_1, name: 'Ether', symbol: 'ETH', iconUrl: 'https://icons.example/eth.png', price: 3200 },
    { address: USDC_ON_1, name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://icons.example/usdc.png', price: 1 },
  ],
};
