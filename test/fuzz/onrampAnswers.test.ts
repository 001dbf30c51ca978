// Fuzz of the data service's on-ramp answers (see fuzzKit.ts): /v1/onramp/options,
// /v1/onramp/providers, /v1/onramp/quote and /v1/generators/onrampurl, each served generated
// answers by the real twin and read by the real client (services/onramp/onrampCalls.ts). Every
// answer either reads as well-formed values or fails with MalformedResponseError (a non-2xx
// status with HttpStatusError), never anything else, and keys an answer adds (`__proto__`,
// `constructor`, …) never get through.
import { expect } from 'chai';
import { HttpStatusError, MalformedResponseError } from '../../src/errors/httpErrors';
import type { ServiceContext } from '../../src/services/http/ServiceContext';
import { fetchOnrampOptions, fetchOnrampProviders, fetchOnrampQuote, generateOnrampUrl } from '../../src/services/onramp/onrampCalls';
import { UNPRINTABLE } from '../../src/utils/printableText';
import { ONRAMP_OPTIONS, ONRAMP_PROVIDERS, ONRAMP_QUOTE, ONRAMP_URL } from './baseAnswers';
import { HostPageErrors, answers, clearAnswers, expectNoInjection, expectServed, fuzz, preview, servedContext, type Answer } from './fuzzKit';

const QUOTE_REQUEST = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', paymentMethod: 'card', amount: '100.00', network: 'eip155:1', provider: 'rampa' };
const URL_REQUEST = {
  address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  network: 'eip155:1',
  asset: 'ETH',
  provider: 'rampa',
  fiatAmount: '100.00',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  quoteId: 'fuzz-quote-1',
};

/** The on-ramp's decimal texts: up to 18 digits, and up to 18 after the point. */
const DECIMAL = /^\d{1,18}(\.\d{1,18})?$/;

// ---------------------------------------------------------------------------------------------
// What a well-formed value is

function fail(what: string, value: unknown): never {
  throw new Error(`${what}: ${preview(value, 400)}`);
}

/** A plain object whose own keys are exactly `keys` (nothing an answer added). */
function expectRecord(value: unknown, keys: readonly string[], what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) fail(`${what} is not a plain object`, value);
  const own = Reflect.ownKeys(value).map(String).sort();
  if (own.join() !== [...keys].sort().join()) fail(`${what} has the keys [${own.join(', ')}], not [${keys.join(', ')}]`, value);
  return value as Record<string, unknown>;
}

function expectList(value: unknown, max: number, what: string, { nonEmpty = false } = {}): unknown[] {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) fail(`${what} is not a list`, value);
  if (value.length > max) fail(`${what} has ${value.length} items, more than ${max}`, value.length);
  if (nonEmpty && value.length === 0) fail(`${what} is empty`, value);
  return value;
}

function expectText(value: unknown, max: number, what: string): void {
  if (typeof value !== 'string' || value.length < 1 || value.length > max || UNPRINTABLE.test(value)) fail(`${what} is not a printable text of 1-${max} characters`, value);
}

function expectDecimal(value: unknown, what: string): void {
  if (typeof value !== 'string' || !DECIMAL.test(value)) fail(`${what} is not a decimal text`, value);
}

function expectAmount(value: unknown, what: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(`${what} is not a finite amount`, value);
}

function expectOptions(value: unknown): void {
  const options = expectRecord(value, ['paymentCurrencies', 'purchaseCurrencies'], 'options');
  expectList(options.paymentCurrencies, 100, 'paymentCurrencies', { nonEmpty: true }).forEach((item, i) => {
    const currency = expectRecord(item, ['id', 'limits'], `paymentCurrencies[${i}]`);
    expectText(currency.id, 8, `paymentCurrencies[${i}].id`);
    expectList(currency.limits, 100, `paymentCurrencies[${i}].limits`).forEach((entry, j) => {
      const limit = expectRecord(entry, ['id', 'min', 'max'], `paymentCurrencies[${i}].limits[${j}]`);
      expectText(limit.id, 32, `paymentCurrencies[${i}].limits[${j}].id`);
      expectAmount(limit.min, `paymentCurrencies[${i}].limits[${j}].min`);
      expectAmount(limit.max, `paymentCurrencies[${i}].limits[${j}].max`);
    });
  });
  expectList(options.purchaseCurrencies, 100, 'purchaseCurrencies', { nonEmpty: true }).forEach((item, i) => {
    const currency = expectRecord(item, ['id', 'name', 'symbol', 'networks'], `purchaseCurrencies[${i}]`);
    expectText(currency.id, 32, `purchaseCurrencies[${i}].id`);
    expectText(currency.name, 64, `purchaseCurrencies[${i}].name`);
    expectText(currency.symbol, 16, `purchaseCurrencies[${i}].symbol`);
    expectList(currency.networks, 100, `purchaseCurrencies[${i}].networks`).forEach((entry, j) => {
      const network = expectRecord(entry, ['name', 'chainId', 'contractAddress'], `purchaseCurrencies[${i}].networks[${j}]`);
      expectText(network.name, 64, `purchaseCurrencies[${i}].networks[${j}].name`);
      if (typeof network.chainId !== 'string' || !/^\d{1,12}$/.test(network.chainId)) fail(`purchaseCurrencies[${i}].networks[${j}].chainId is not 1-12 digits`, network.chainId);
      if (typeof network.contractAddress !== 'string') fail(`purchaseCurrencies[${i}].networks[${j}].contractAddress is not a string`, network.contractAddress);
    });
  });
}

function expectProviders(value: unknown): void {
  expectList(value, 10, 'providers', { nonEmpty: true }).forEach((item, i) => {
    const provider = expectRecord(item, ['id', 'name', 'feeRate', 'iconUrl', 'url'], `providers[${i}]`);
    expectText(provider.id, 32, `providers[${i}].id`);
    expectText(provider.name, 64, `providers[${i}].name`);
    const { feeRate } = provider;
    if (typeof feeRate !== 'number' || !(feeRate >= 0 && feeRate < 1)) fail(`providers[${i}].feeRate is not a fraction in [0, 1)`, feeRate);
    if (provider.iconUrl !== '') expectText(provider.iconUrl, 2048, `providers[${i}].iconUrl`);
    expectText(provider.url, 2048, `providers[${i}].url`);
    if (!/^https?:\/\//.test(provider.url as string)) fail(`providers[${i}].url is not a web page`, provider.url);
  });
}

function expectQuote(value: unknown): void {
  const quote = expectRecord(value, ['quoteId', 'purchaseAmount', 'paymentTotal', 'fee'], 'quote');
  expectText(quote.quoteId, 128, 'quoteId');
  expectDecimal(quote.purchaseAmount, 'purchaseAmount');
  expectDecimal(quote.paymentTotal, 'paymentTotal');
  expectDecimal(quote.fee, 'fee');
}

function expectUrl(value: unknown): void {
  expectText(value, 4096, 'url');
}

// ---------------------------------------------------------------------------------------------
// The calls

interface Endpoint {
  path: string;
  base: unknown;
  call: (context: ServiceContext) => Promise<unknown>;
  expectWellFormed: (value: unknown) => void;
  runs: number;
}

const ENDPOINTS: Endpoint[] = [
  { path: '/v1/onramp/options', base: ONRAMP_OPTIONS, call: fetchOnrampOptions, expectWellFormed: expectOptions, runs: 300 },
  { path: '/v1/onramp/providers', base: ONRAMP_PROVIDERS, call: fetchOnrampProviders, expectWellFormed: expectProviders, runs: 200 },
  { path: '/v1/onramp/quote', base: ONRAMP_QUOTE, call: (context) => fetchOnrampQuote(context, QUOTE_REQUEST), expectWellFormed: expectQuote, runs: 200 },
  { path: '/v1/generators/onrampurl', base: ONRAMP_URL, call: (context) => generateOnrampUrl(context, URL_REQUEST), expectWellFormed: expectUrl, runs: 100 },
];

/** Copies of `body` with `__proto__` and `constructor` as own keys of it and of the objects at `paths`. */
function withHostileKeys(body: unknown, paths: readonly (readonly (string | number)[])[]): Answer {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  for (const path of [[], ...paths]) {
    const target = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy) as object;
    for (const key of ['__proto__', 'constructor']) {
      Object.defineProperty(target, key, { value: { polluted: 'yes', prototype: { polluted: 'yes' } }, enumerable: true, writable: true, configurable: true });
    }
  }
  return { body: copy };
}

const HOSTILE_KEY_EXAMPLES: Record<string, Answer[]> = {
  '/v1/onramp/options': [
    withHostileKeys(ONRAMP_OPTIONS, [
      ['paymentCurrencies', 0],
      ['paymentCurrencies', 0, 'payment_method_limits', 0],
      ['purchaseCurrencies', 1],
      ['purchaseCurrencies', 1, 'networks', 0],
    ]),
  ],
  '/v1/onramp/providers': [withHostileKeys(ONRAMP_PROVIDERS, [['providers', 0], ['providers', 1]])],
  '/v1/onramp/quote': [withHostileKeys(ONRAMP_QUOTE, [['paymentTotal'], ['purchaseAmount'], ['fees', 0]])],
  '/v1/generators/onrampurl': [withHostileKeys(ONRAMP_URL, [])],
};

describe('fuzz: on-ramp answers read as well-formed values or fail as malformed', function () {
  this.timeout(240_000);
  const errors = new HostPageErrors();
  let projectId = '';

  before(() => errors.start());
  after(() => errors.stop());
  afterEach(() => clearAnswers(projectId));

  /** What the call gave for `answer` (served on a project of its own): its value, or the error it failed with. */
  async function read(endpoint: Endpoint, answer: Answer): Promise<{ value: unknown } | { error: unknown }> {
    await clearAnswers(projectId);
    const context = await servedContext(endpoint.path, answer, 'fuzz-onramp', 3000);
    projectId = context.identity.projectId;
    const result = await endpoint.call(context).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await expectServed(context.baseUrl, projectId, endpoint.path);
    return result;
  }

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.path}: a value that holds, or MalformedResponseError`, async () => {
      await fuzz(
        endpoint.path,
        answers(endpoint.base),
        async (answer) => {
          const result = await read(endpoint, answer);
          const status = answer.status ?? 200;
          if (status < 200 || status > 299) {
            if (!('error' in result)) fail(`a value from a ${status} answer`, result.value);
            if (!(result.error instanceof HttpStatusError) || result.error.status !== status) fail(`a ${status} answer failed with something else than its status`, String(result.error));
          } else if ('error' in result) {
            if (!(result.error instanceof MalformedResponseError)) {
              const error = result.error as Error | undefined;
              fail('the call failed with something else than MalformedResponseError', `${String(error)}\n${error?.stack ?? ''}`);
            }
          } else {
            endpoint.expectWellFormed(result.value);
          }
          expectNoInjection();
        },
        { numRuns: endpoint.runs, examples: HOSTILE_KEY_EXAMPLES[endpoint.path] ?? [], hostErrors: errors },
      );
    });
  }

  // -------------------------------------------------------------------------------------------
  // The rules themselves, on answers whose reading is known

  const endpointOf = (path: string) => ENDPOINTS.find((endpoint) => endpoint.path === path) as Endpoint;

  async function valueOf(path: string, body: unknown): Promise<unknown> {
    const result = await read(endpointOf(path), { body });
    if ('error' in result) throw new Error(`${path} failed: ${String(result.error)}`);
    return result.value;
  }

  async function expectMalformed(path: string, body: unknown): Promise<void> {
    const result = await read(endpointOf(path), { body });
    expect('error' in result && result.error instanceof MalformedResponseError, `${path} with ${preview(body, 200)}: ${preview(result, 200)}`).to.equal(true);
  }

  it('the well-formed answers read as the modal expects them', async () => {
    expect(await valueOf('/v1/onramp/options', ONRAMP_OPTIONS)).to.deep.equal({
      paymentCurrencies: ONRAMP_OPTIONS.paymentCurrencies.map(({ id }) => ({
        id,
        limits: [
          { id: 'card', min: 10, max: 7500 },
          { id: 'bank', min: 10, max: 25000 },
        ],
      })),
      purchaseCurrencies: ONRAMP_OPTIONS.purchaseCurrencies.map(({ id, name, symbol, networks }) => ({
        id,
        name,
        symbol,
        networks: networks.map((network) => ({ name: network.name, chainId: network.chain_id, contractAddress: network.contract_address })),
      })),
    });
    expect(await valueOf('/v1/onramp/providers', ONRAMP_PROVIDERS)).to.deep.equal([
      { id: 'rampa', name: 'Rampa', feeRate: 0.01, iconUrl: 'https://rampa.example/icon.svg', url: 'https://rampa.example' },
      { id: 'onda', name: 'Onda', feeRate: 0.02, iconUrl: 'https://onda.example/icon.svg', url: 'https://onda.example' },
    ]);
    expect(await valueOf('/v1/onramp/quote', ONRAMP_QUOTE)).to.deep.equal({ quoteId: 'fuzz-quote-1', purchaseAmount: '0.030312500000000000', paymentTotal: '100.00', fee: '1.00' });
    expect(await valueOf('/v1/generators/onrampurl', ONRAMP_URL)).to.equal(ONRAMP_URL.url);
  });

  it('amounts: texts or numbers, bare or in { amount }; the first fee or 0', async () => {
    const quote = (change: object) => valueOf('/v1/onramp/quote', { quoteId: 'q', purchaseAmount: '1', paymentTotal: '2', ...change });
    expect(await quote({ purchaseAmount: 0.5, paymentTotal: { amount: 100 }, fees: [{ amount: 1.5 }] })).to.deep.equal({ quoteId: 'q', purchaseAmount: '0.5', paymentTotal: '100', fee: '1.5' });
    expect(await quote({})).to.deep.include({ fee: '0' });
    expect(await quote({ fees: 'none' })).to.deep.include({ fee: '0' });
    expect(await quote({ fees: ['1', { amount: '3' }] })).to.deep.include({ fee: '3' });
    // The first fee is the one read: when its amount is not one, there is none.
    expect(await quote({ fees: [{ amount: 'x' }, { amount: '3' }] })).to.deep.include({ fee: '0' });
    for (const bad of ['-1', '1e5', 1e21, '1.', '', ' 1', { amount: { amount: '1' } }, ['1'], null, '1234567890123456789']) {
      await expectMalformed('/v1/onramp/quote', { quoteId: 'q', purchaseAmount: bad, paymentTotal: '2' });
    }
    await expectMalformed('/v1/onramp/quote', { quoteId: 'q\u0000', purchaseAmount: '1', paymentTotal: '2' });
    await expectMalformed('/v1/onramp/quote', { quoteId: 'q'.repeat(129), purchaseAmount: '1', paymentTotal: '2' });
  });

  it('options: bad items dropped, lists cut at 100, missing fields as before, token addresses bounded', async () => {
    const network = { name: 'base', chain_id: '8453', contract_address: '0xabc' };
    const purchase = { id: 'ETH', name: 'Ethereum', symbol: 'ETH', networks: [network] };
    const payment = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '7500' }] };
    const options = (change: object) => valueOf('/v1/onramp/options', { paymentCurrencies: [payment], purchaseCurrencies: [purchase], ...change });
    const many = (await options({ paymentCurrencies: Array.from({ length: 150 }, (_, i) => ({ ...payment, id: `C${i}` })) })) as { paymentCurrencies: unknown[] };
    expect(many.paymentCurrencies).to.have.length(100);
    // The first 100 items are read: bad ones among them leave fewer.
    const cut = (await options({ paymentCurrencies: [...Array.from({ length: 99 }, () => 'bad'), payment, { ...payment, id: 'EUR' }] })) as { paymentCurrencies: unknown[] };
    expect(cut.paymentCurrencies).to.deep.equal([{ id: 'USD', limits: [{ id: 'card', min: 10, max: 7500 }] }]);
    const mixed = (await options({
      paymentCurrencies: [{ id: 'USD', payment_method_limits: 'none' }, { id: 'EUR', payment_method_limits: [{ id: 'card', min: 10, max: '7500' }, { id: 'bank', min: '10', max: '25000' }] }, { id: 'TOOLONGID' }],
      purchaseCurrencies: [{ ...purchase, networks: [{ name: 'a', chain_id: 8453 }, { name: 'b', chain_id: '1234567890123' }, { name: 'c', chain_id: '1', contract_address: 5 }, { chain_id: '1' }, { name: 'd', chain_id: '1', contract_address: `0x${'a'.repeat(200)}` }, { name: 'e', chain_id: '1', contract_address: '0x\u0000' }] }],
    })) as object;
    expect(mixed).to.deep.equal({
      paymentCurrencies: [
        { id: 'USD', limits: [] },
        { id: 'EUR', limits: [{ id: 'bank', min: 10, max: 25000 }] },
      ],
      purchaseCurrencies: [{ id: 'ETH', name: 'Ethereum', symbol: 'ETH', networks: [{ name: 'a', chainId: '8453', contractAddress: '' }, { name: 'c', chainId: '1', contractAddress: '' }] }],
    });
    await expectMalformed('/v1/onramp/options', { paymentCurrencies: [payment], purchaseCurrencies: [] });
    await expectMalformed('/v1/onramp/options', { paymentCurrencies: [{ id: 'TOOLONGID' }], purchaseCurrencies: [purchase] });
    await expectMalformed('/v1/onramp/options', { paymentCurrencies: [payment] });
    await expectMalformed('/v1/onramp/options', [payment]);
  });

  it('providers: at most 10 read, a fee rate in [0, 1), no icon reads as none, no site not at all', async () => {
    const provider = { id: 'p', name: 'P', feeRate: 0.01, iconUrl: 'https://p.example/icon.svg', url: 'https://p.example' };
    const twelve = (await valueOf('/v1/onramp/providers', { providers: Array.from({ length: 12 }, (_, i) => ({ ...provider, id: `p${i}` })) })) as unknown[];
    expect(twelve).to.have.length(10);
    expect(
      await valueOf('/v1/onramp/providers', {
        providers: [
          { ...provider, feeRate: 1 },
          { ...provider, feeRate: -0.01 },
          { ...provider, feeRate: '0.01' },
          { id: 'a', name: 'A', feeRate: 0, url: 'http://127.0.0.1:1234' },
          { ...provider, id: 'b', iconUrl: 'x\u0007' },
          // A provider without a web site is dropped: none of its pages could be opened.
          { id: 'c', name: 'C', feeRate: 0 },
          { ...provider, id: 'd', url: 'javascript:alert(1)' },
          { ...provider, id: 'e', url: 'wallet://p' },
        ],
      }),
    ).to.deep.equal([
      { id: 'a', name: 'A', feeRate: 0, iconUrl: '', url: 'http://127.0.0.1:1234' },
      { id: 'b', name: 'P', feeRate: 0.01, iconUrl: '', url: 'https://p.example' },
    ]);
    await expectMalformed('/v1/onramp/providers', { providers: [{ ...provider, feeRate: 1 }] });
    await expectMalformed('/v1/onramp/providers', { providers: [...Array.from({ length: 10 }, () => null), provider] });
    await expectMalformed('/v1/generators/onrampurl', { url: '' });
    await expectMalformed('/v1/generators/onrampurl', { url: `https://p.example/${'a'.repeat(4096)}` });
  });
});
