// The local on-ramp (demo/stack/onramp/): the data service's options, providers, quotes and URL
// generator, the two providers' pages on their own origins, a purchase paid on a provider's page
// in a real popup (its server sends the tokens on chain) and the history call flagging it.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { transactionByHash } from '../support/anvilControl';
import { until } from '../support/until';
import { DEV, type Tx, balances, dataGet, randomAddress, sendTx } from './dataKit';
import { stackInfo } from './stackInfo';

// Faults are scoped to this file's own projectId, so files running at the same time never see them.
const PROJECT = `onramp-test-${Math.random().toString(36).slice(2)}`;
const IDS = `projectId=${PROJECT}&st=appkit&sv=html-wagmi-4.2.2`;

type Stack = Awaited<ReturnType<typeof stackInfo>>;
type Provider = Stack['onrampProviders'][number];

interface Money {
  amount: string;
  currency: string;
}
interface Quote {
  quoteId: string;
  provider: string;
  paymentTotal: Money;
  paymentSubtotal: Money;
  purchaseAmount: Money;
  networkFee: Money;
  fees: (Money & { type: string; provider: string; name: string; rate: number })[];
  price: Money;
  paymentMethod: string;
  purchaseCurrency: string;
  network: string;
}
interface Failure {
  status: 'FAILED';
  reasons: { field: string; description: string }[];
}
interface Order {
  id: string;
  provider: string;
  status: 'pending' | 'confirmed' | 'failed';
  hash: string;
  blockNumber: number | null;
  address: string;
  network: string;
  asset: string;
  purchaseAmount: string;
  fiatCurrency: string;
  fiatAmount: string;
  paymentMethod: string;
  quoteId: string;
  partnerUserId: string | null;
  from: string;
}
type OnrampTx = Tx & { metadata: Tx['metadata'] & { onramp?: Record<string, unknown> } };

async function post<T>(path: string, body: unknown, ids = IDS): Promise<{ status: number; body: T }> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}${path}?${ids}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

const quote = (body: Record<string, unknown>) => post<Quote & Failure>('/v1/onramp/quote', body);
const onrampUrl = (body: Record<string, unknown>) => post<{ url: string } & Failure>('/v1/generators/onrampurl', body);
const history = (address: string, caip2: string, onramp?: string) =>
  dataGet<{ data: OnrampTx[]; next: string | null }>(`/v1/account/${address}/history`, `chainId=${encodeURIComponent(caip2)}${onramp === undefined ? '' : `&onramp=${onramp}`}`, IDS);

async function ordersTo(provider: Provider, address: string): Promise<Order[]> {
  const res = await fetch(`${provider.url}/api/orders?address=${address}`);
  return ((await res.json()) as { orders: Order[] }).orders;
}

const holding = async (address: string, caip2: string) => (await balances(address, caip2)).body.balances.map((b) => [b.symbol, b.quantity.numeric]);

describe('local stack: on-ramp providers', function () {
  this.timeout(30_000);
  let stack: Stack;
  let rampa: Provider;
  let onda: Provider;

  before(async () => {
    stack = await stackInfo();
    [rampa, onda] = ['rampa', 'onda'].map((id) => stack.onrampProviders.find((p) => p.id === id)!) as [Provider, Provider];
  });
  afterEach(async () => {
    await fetch(`${stack.apiUrl}/__faults?projectId=${PROJECT}`, { method: 'DELETE' });
  });

  it('options: USD and EUR with the card and bank limits, ETH and USDC on every local chain', async () => {
    const { status, body } = await dataGet<{ paymentCurrencies: unknown[]; purchaseCurrencies: { id: string; name: string; symbol: string; networks: Record<string, string>[] }[] }>('/v1/onramp/options', '', IDS);
    expect(status).to.equal(200);
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank', min: '10.00', max: '25000.00' },
    ];
    expect(body.paymentCurrencies).to.deep.equal([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ]);
    expect(body.purchaseCurrencies.map(({ id, name, symbol }) => ({ id, name, symbol }))).to.deep.equal([
      { id: 'ETH', name: 'Ethereum', symbol: 'ETH' },
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC' },
    ]);
    const [eth, usdc] = body.purchaseCurrencies;
    const chainIds = Object.keys(stack.chains).sort();
    expect(eth!.networks.map((n) => n.chain_id).sort()).to.deep.equal(chainIds);
    expect(eth!.networks.every((n) => n.contract_address === '')).to.equal(true);
    expect(usdc!.networks.find((n) => n.chain_id === '8453')).to.deep.equal({
      name: 'base',
      display_name: 'Base',
      chain_id: '8453',
      contract_address: stack.tokens['8453']!.find((t) => t.symbol === 'USDC')!.address,
    });
    expect(usdc!.networks.map((n) => n.chain_id).sort()).to.deep.equal(chainIds);
    // Identification like every other route.
    expect((await dataGet('/v1/onramp/options', '', 'projectId=p&st=appkit')).status).to.equal(400);
  });

  it('providers (our extension): Rampa at 1 % and Onda at 2 %, each on its own origin with its page and icon', async () => {
    const { status, body } = await dataGet<{ providers: Record<string, unknown>[] }>('/v1/onramp/providers', '', IDS);
    expect(status).to.equal(200);
    expect(body.providers).to.deep.equal([
      { id: 'rampa', name: 'Rampa', feeRate: 0.01, feeRange: '1%', url: rampa.url, iconUrl: `${rampa.url}/icon.svg`, paymentMethods: ['card', 'bank'] },
      { id: 'onda', name: 'Onda', feeRate: 0.02, feeRange: '2%', url: onda.url, iconUrl: `${onda.url}/icon.svg`, paymentMethods: ['card', 'bank'] },
    ]);
    const origins = new Set([rampa.url, onda.url, stack.apiUrl, stack.demoUrl].map((u) => new URL(u).origin));
    expect(origins.size).to.equal(4);
    for (const provider of [rampa, onda]) {
      const icon = await fetch(`${provider.url}/icon.svg`);
      expect(icon.headers.get('content-type')).to.equal('image/svg+xml');
      // The delivery accounts are fresh keys, none of anvil's dev accounts.
      expect(DEV).to.not.include(provider.deliveryAddress);
    }
  });

  it('quotes of both providers: the fee (1 % and 2 %), the network fee, and the tokens it buys at the stack price', async () => {
    const order = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'eip155:8453' };
    const a = await quote({ ...order, provider: 'rampa' });
    expect(a.status).to.equal(200);
    expect(a.body.quoteId).to.match(/^q_[A-Za-z0-9_-]+$/);
    expect({ ...a.body, quoteId: 'x' }).to.deep.equal({
      quoteId: 'x',
      provider: 'rampa',
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.90', currency: 'USD' },
      purchaseAmount: { amount: '98.9', currency: 'USDC' },
      networkFee: { amount: '0.10', currency: 'USD' },
      fees: [{ type: 'provider', provider: 'rampa', name: 'Rampa fee', rate: 0.01, amount: '1.00', currency: 'USD' }],
      price: { amount: '1.00', currency: 'USD' },
      paymentMethod: 'card',
      purchaseCurrency: 'USDC',
      network: 'eip155:8453',
    });
    const b = await quote({ ...order, provider: 'onda' });
    expect(b.body.fees).to.deep.equal([{ type: 'provider', provider: 'onda', name: 'Onda fee', rate: 0.02, amount: '2.00', currency: 'USD' }]);
    expect(b.body.paymentSubtotal.amount).to.equal('97.90');
    expect(b.body.purchaseAmount).to.deep.equal({ amount: '97.9', currency: 'USDC' });
    expect(b.body.quoteId).to.not.equal(a.body.quoteId);

    // No provider: the first (Rampa). AppKit's objects for the currencies, and network names, are read too.
    const eth = await quote({ purchaseCurrency: { id: 'ETH', symbol: 'ETH' }, paymentCurrency: { id: 'USD' }, amount: 3000, network: 'ethereum' });
    expect(eth.body.provider).to.equal('rampa');
    expect(eth.body.network).to.equal('eip155:1');
    // 3000 - 30.00 (1 %) - 2.00 (network fee on Ethereum) = 2968.00 at 3000 USD per ETH.
    expect(eth.body.networkFee).to.deep.equal({ amount: '2.00', currency: 'USD' });
    expect(eth.body.purchaseAmount).to.deep.equal({ amount: '0.989333333333333333', currency: 'ETH' });

    // EUR at the twin's fixed 1.10 USD: 1 USDC = 0.91 EUR; 97.90 EUR buys 107.69 USDC.
    const eur = await quote({ ...order, paymentCurrency: 'EUR', provider: 'onda' });
    expect(eur.body.paymentTotal).to.deep.equal({ amount: '100.00', currency: 'EUR' });
    expect(eur.body.price).to.deep.equal({ amount: '0.91', currency: 'EUR' });
    expect(eur.body.purchaseAmount.amount).to.equal('107.69');
  });

  it('limits: card 10.00-7500.00, bank 10.00-25000.00, USD and EUR only; out of them a 400 with the reason', async () => {
    const base = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', network: 'eip155:8453', provider: 'onda' };
    const reason = async (body: Record<string, unknown>) => {
      const answer = await quote({ ...base, ...body });
      expect(answer.status, JSON.stringify(body)).to.equal(400);
      expect(answer.body.status).to.equal('FAILED');
      return answer.body.reasons[0]!;
    };
    expect((await quote({ ...base, amount: '10.00' })).status).to.equal(200);
    expect((await quote({ ...base, amount: '7500' })).status).to.equal(200);
    expect(await reason({ amount: '9.99' })).to.deep.equal({ field: 'amount', description: 'The amount 9.99 USD is below the card minimum: card payments take 10.00 to 7,500.00 USD' });
    expect(await reason({ amount: '7500.01' })).to.deep.equal({ field: 'amount', description: 'The amount 7,500.01 USD is above the card maximum: card payments take 10.00 to 7,500.00 USD' });
    expect((await quote({ ...base, amount: '7500.01', paymentMethod: 'bank' })).status).to.equal(200);
    expect((await quote({ ...base, amount: '25000', paymentMethod: 'bank', paymentCurrency: 'EUR' })).status).to.equal(200);
    expect((await reason({ amount: '25000.01', paymentMethod: 'bank', paymentCurrency: 'EUR' })).description).to.equal(
      'The amount 25,000.01 EUR is above the bank transfer maximum: bank transfer payments take 10.00 to 25,000.00 EUR',
    );
    expect((await reason({ amount: '9.99', paymentMethod: 'bank' })).field).to.equal('amount');
    expect((await reason({ amount: '100', paymentCurrency: 'GBP' })).description).to.match(/^Unsupported payment currency "GBP"/);
    expect((await reason({ amount: '100', paymentMethod: 'paypal' })).field).to.equal('paymentMethod');
    expect((await reason({ amount: '12.345' })).description).to.contain('at most 2 decimals');
    expect((await reason({})).description).to.match(/^amount is required/);
    expect((await reason({ amount: '100', network: 'eip155:137' })).field).to.equal('network');
    expect((await reason({ amount: '100', purchaseCurrency: 'WETH' })).field).to.equal('purchaseCurrency');
    expect((await reason({ amount: '100', provider: 'coinbase' })).description).to.equal('Unknown provider "coinbase": the local providers are "rampa" and "onda"');
  });

  it('failing options and quote calls, for the fallbacks (spec §8): the twin faults take them', async () => {
    for (const [path, mode] of [
      ['/v1/onramp/options', '503'],
      ['/v1/onramp/quote', 'reset'],
    ]) {
      const res = await fetch(`${stack.apiUrl}/__faults`, { method: 'POST', body: JSON.stringify({ path, mode, projectId: PROJECT, times: 1 }) });
      expect(res.status).to.equal(201);
    }
    expect((await dataGet('/v1/onramp/options', '', IDS)).status).to.equal(503);
    let failed = false;
    await quote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'eip155:8453' }).catch(() => {
      failed = true;
    });
    expect(failed, 'the quote call failed at the network level').to.equal(true);
    // Used up (times: 1), and never applied to another project's calls.
    expect((await dataGet('/v1/onramp/options', '', IDS)).status).to.equal(200);
  });

  it('the URL generator: the chosen provider page with the order in its query; without an amount the page asks for one', async () => {
    const address = randomAddress();
    const made = await onrampUrl({
      destinationWallets: [{ address, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'eip155:8453',
      partnerUserId: 'visitor-7',
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      provider: 'onda',
    });
    expect(made.status).to.equal(200);
    const url = new URL(made.body.url);
    expect(url.origin).to.equal(new URL(onda.url).origin);
    expect(url.pathname).to.equal('/buy');
    const query = Object.fromEntries(url.searchParams);
    expect(query).to.deep.equal({
      address,
      network: 'eip155:8453',
      asset: 'USDC',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      fiatAmount: '100.00',
      quoteId: query.quoteId,
      partnerUserId: 'visitor-7',
    });
    expect(query.quoteId).to.match(/^q_/);

    // The page shows the order (as text) and says the card is pretend.
    const page = await fetch(made.body.url);
    expect(page.status).to.equal(200);
    const doc = new DOMParser().parseFromString(await page.text(), 'text/html');
    const shown = (field: string) => doc.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(shown('address')).to.equal(address);
    expect(shown('network')).to.equal('Base (eip155:8453)');
    expect(shown('fee')).to.equal('2.00 USD');
    expect(shown('purchaseAmount')).to.equal('97.9 USDC');
    expect(shown('quoteId')).to.equal(query.quoteId);
    expect(doc.querySelector('[role="note"]')?.textContent).to.contain('no real money moves');
    expect(doc.querySelector('.pretend-card')?.textContent).to.contain('Pretend card');
    expect(doc.querySelector('#pay')?.textContent).to.equal('Pay');

    // No provider: Rampa. A crypto amount (a whole number, as the hosted generator takes it):
    // the smallest payment that buys it (1 ETH on Ethereum: 3000.00 + 2.00 network fee, plus the 1 % fee of the payment = 3032.32 USD).
    const byCrypto = await onrampUrl({ destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }], partnerUserId: 'v', defaultExperience: 'buy', presetCryptoAmount: 1 });
    const cryptoUrl = new URL(byCrypto.body.url);
    expect(cryptoUrl.origin).to.equal(new URL(rampa.url).origin);
    expect(cryptoUrl.searchParams.get('network')).to.equal('eip155:1');
    expect(cryptoUrl.searchParams.get('fiatAmount')).to.equal('3032.32');

    // No amount: no quote; the page asks for the amount and Pay waits for it.
    const open = await onrampUrl({ destinationWallets: [{ address, blockchains: ['arbitrum'], assets: ['ETH'] }], partnerUserId: 'v', defaultExperience: 'buy' });
    const openUrl = new URL(open.body.url);
    expect(openUrl.searchParams.has('fiatAmount')).to.equal(false);
    expect(openUrl.searchParams.has('quoteId')).to.equal(false);
    const openDoc = new DOMParser().parseFromString(await (await fetch(open.body.url)).text(), 'text/html');
    expect(openDoc.querySelector<HTMLInputElement>('#fiatAmount')?.value).to.equal('');
    expect(openDoc.querySelector<HTMLButtonElement>('#pay')?.disabled).to.equal(true);

    // A quote the visitor saw (our extension): its provider, network, asset and amount.
    const seen = await quote({ purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '250', network: 'eip155:42161', provider: 'onda', paymentMethod: 'bank' });
    const fromQuote = new URL((await onrampUrl({ destinationWallets: [{ address }], quoteId: seen.body.quoteId, partnerUserId: 'v', defaultExperience: 'buy' })).body.url);
    expect(Object.fromEntries(fromQuote.searchParams)).to.deep.equal({
      address, network: 'eip155:42161', asset: 'ETH', fiatCurrency: 'EUR', paymentMethod: 'bank', fiatAmount: '250.00', quoteId: seen.body.quoteId, partnerUserId: 'v',
    });

    // Refusals.
    const refused = async (body: Record<string, unknown>) => {
      const answer = await onrampUrl({ partnerUserId: 'v', defaultExperience: 'buy', ...body });
      expect(answer.status, JSON.stringify(body)).to.equal(400);
      return answer.body.reasons[0]!.field;
    };
    expect(await refused({ destinationWallets: [] })).to.equal('destinationWallets');
    expect(await refused({ destinationWallets: [{ address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', blockchains: ['solana'] }] })).to.equal('destinationWallets');
    expect(await refused({ destinationWallets: [{ address }], presetFiatAmount: 9000 })).to.equal('amount');
    expect(await refused({ destinationWallets: [{ address }], provider: 'meld' })).to.equal('provider');
    expect(await refused({ destinationWallets: [{ address }], quoteId: 'q_unknown' })).to.equal('quoteId');
    // What the hosted generator cannot deserialize (amounts are whole numbers; a user id and
    // wallets with addresses are required) it refuses in plain text, braces and all.
    for (const body of [
      { destinationWallets: [{ address }], partnerUserId: 'v', presetFiatAmount: '100.00' },
      { destinationWallets: [{ address }], partnerUserId: 'v', presetFiatAmount: 10.5 },
      { destinationWallets: [{ address }], partnerUserId: 'v', presetCryptoAmount: 0.01 },
      { destinationWallets: [{ address }] },
      { destinationWallets: [{ blockchains: ['base'] }], partnerUserId: 'v' },
      { destinationWallets: [{ address }], partnerUserId: 'v', defaultExperience: 'BUY' },
    ]) {
      const { apiUrl } = await stackInfo();
      const res = await fetch(`${apiUrl}/v1/generators/onrampurl?${IDS}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect([res.status, await res.text()], JSON.stringify(body)).to.deep.equal([400, 'Error deserializing request body: {}']);
    }

    // An order page with a broken order says what is wrong, and offers no Pay.
    const broken = await fetch(`${onda.url}/buy?address=0x12&network=eip155:8453&asset=USDC`);
    expect(broken.status).to.equal(400);
    const brokenDoc = new DOMParser().parseFromString(await broken.text(), 'text/html');
    expect(brokenDoc.querySelector('[role="alert"]')?.textContent).to.equal('The address "0x12" is not an EVM address');
    expect(brokenDoc.querySelector('#pay')).to.equal(null);
  });

  it('a purchase paid on the provider page in a popup: the tokens arrive on chain and the history flags them as on-ramp', async () => {
    const address = randomAddress();
    const chain = 'eip155:8453';
    const made = await onrampUrl({
      destinationWallets: [{ address, blockchains: ['base'], assets: ['USDC'] }],
      partnerUserId: 'visitor-42',
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      provider: 'onda',
    });
    const quoteId = new URL(made.body.url).searchParams.get('quoteId');

    // As the modal does: the provider's page in a new window; the visitor presses Pay there.
    const popup = window.open(made.body.url, '_blank', 'popup,width=460,height=780');
    expect(popup, 'the popup opened').to.not.equal(null);
    await executeServerCommand('popup-click', { origin: onda.url, name: 'Pay' });
    const order = await until(async () => {
      const [first] = await ordersTo(onda, address);
      return first?.status === 'confirmed' ? first : undefined;
    }, 'the delivery to be mined', 10_000);
    expect(order).to.deep.include({
      provider: 'onda',
      status: 'confirmed',
      address,
      network: chain,
      asset: 'USDC',
      purchaseAmount: '97.9',
      fiatCurrency: 'USD',
      fiatAmount: '100.00',
      paymentMethod: 'card',
      quoteId,
      partnerUserId: 'visitor-42',
      from: onda.deliveryAddress,
    });
    expect(order!.hash).to.match(/^0x[0-9a-f]{64}$/);
    // The page then shows the delivery and offers Done, which closes the window.
    await executeServerCommand('popup-click', { origin: onda.url, name: 'Done' });
    await until(async () => (await executeServerCommand<number, { origin: string }>('popup-count', { origin: onda.url })) === 0, 'the provider window to close', 10_000);

    // On chain: a real transfer from Onda's delivery account to the fresh address.
    expect(await holding(address, chain)).to.deep.equal([['ETH', '0.0'], ['USDC', '97.9']]);
    expect((await transactionByHash(8453, order.hash))?.from.toLowerCase()).to.equal(onda.deliveryAddress);

    // A plain transfer to the same address: in the history, but not an on-ramp purchase.
    const plain = await sendTx(chain, { from: DEV[6], to: address, value: '0x1' });

    const all = await history(address, chain);
    expect(all.status).to.equal(200);
    expect(all.body.data.map((t) => [t.metadata.hash, t.metadata.operationType])).to.deep.equal([
      [plain.transactionHash, 'receive'],
      [order!.hash, 'buy'],
    ]);
    const bought = all.body.data[1]!;
    expect(bought.metadata).to.deep.include({ sentFrom: onda.deliveryAddress, status: 'confirmed', chain });
    expect(bought.metadata.onramp).to.deep.equal({
      provider: 'onda',
      providerName: 'Onda',
      orderId: order!.id,
      quoteId,
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentMethod: 'card',
      partnerUserId: 'visitor-42',
    });
    expect(bought.transfers!.map((t) => [t.direction, t.quantity.numeric, t.fungible_info!.symbol])).to.deep.equal([['in', '97.9', 'USDC']]);
    expect(all.body.data[0]!.metadata).to.not.have.property('onramp');
    // The provider is named where the hosted service names a transaction's application.
    expect(bought.metadata.application).to.deep.equal({ name: 'Onda', iconUrl: null });
    expect(all.body.data[0]!.metadata.application).to.equal(null);

    // `onramp`: any value but 'false' keeps the on-ramp purchases only; a provider id, that provider's.
    for (const value of ['true', 'onda', 'coinbase']) {
      expect((await history(address, chain, value)).body.data.map((t) => t.metadata.hash), value).to.deep.equal([order!.hash]);
    }
    expect((await history(address, chain, 'rampa')).body.data).to.deep.equal([]);
    expect((await history(address, chain, 'false')).body.data).to.have.length(2);
  });

  it("Pay through the page's own API: ETH from Rampa, and the provider origin's faults and refusals", async () => {
    const address = randomAddress();
    const order = { address, network: 'eip155:42161', asset: 'ETH', fiatCurrency: 'USD', fiatAmount: '61.10', paymentMethod: 'card' };
    // 61.10 - 0.61 (1 %) - 0.10 = 60.39 USD at 3000 = 0.02013 ETH
    const priced = await (await fetch(`${rampa.url}/api/quote?${new URLSearchParams(order)}`)).json() as Quote;
    expect(priced.purchaseAmount).to.deep.equal({ amount: '0.02013', currency: 'ETH' });

    const res = await fetch(`${rampa.url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) });
    expect(res.status).to.equal(201);
    const placed = ((await res.json()) as { order: Order }).order;
    expect(placed).to.deep.include({ provider: 'rampa', status: 'confirmed', purchaseAmount: '0.02013', from: rampa.deliveryAddress, partnerUserId: null });
    expect(placed.blockNumber).to.be.a('number');
    expect(await holding(address, 'eip155:42161')).to.deep.equal([['ETH', '0.02013']]);
    const again = await (await fetch(`${rampa.url}/api/orders/${placed.id}`)).json() as { order: Order };
    expect(again.order).to.deep.equal(placed);
    // Orders are per provider.
    expect((await fetch(`${onda.url}/api/orders/${placed.id}`)).status).to.equal(404);
    expect((await history(address, 'eip155:42161', 'rampa')).body.data.map((t) => t.metadata.onramp?.provider)).to.deep.equal(['rampa']);

    // Refused orders say why.
    const refused = await fetch(`${rampa.url}/api/orders`, { method: 'POST', body: JSON.stringify({ ...order, fiatAmount: '7600' }) });
    expect(refused.status).to.equal(400);
    expect(((await refused.json()) as Failure).reasons[0]!.field).to.equal('amount');

    // The provider's origin takes faults like the data service (a failing Pay, for the page).
    const fault = await fetch(`${rampa.url}/__faults`, { method: 'POST', body: JSON.stringify({ path: '/api/orders', mode: '503', times: 1 }) });
    expect(fault.status).to.equal(201);
    expect((await fetch(`${rampa.url}/api/orders`, { method: 'POST', body: JSON.stringify(order) })).status).to.equal(503);
    expect(await holding(address, 'eip155:42161')).to.deep.equal([['ETH', '0.02013']]);
  });
});
