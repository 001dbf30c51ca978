// Fuzz of the data service's convert (swap) answers and token prices (see fuzzKit.ts): each call
// of convertCalls.ts is served generated answers by the real twin and called as the swap views
// call it. Each answer either gives a well-formed value or fails with MalformedResponseError (an
// answer with a status outside 2xx: HttpStatusError); nothing else is thrown, and no key an
// answer adds (`__proto__`, `constructor`, …) reaches the value. Then the rules the hand checks
// kept before the wire schemas, pinned on chosen answers.
import { expect } from 'chai';
import type { Network } from '../../src/config/Network';
import { HttpStatusError, MalformedResponseError } from '../../src/errors/httpErrors';
import { GasPriceNetworkNotSupportedError } from '../../src/errors/transactionErrors';
import type { ServiceContext } from '../../src/services/http/ServiceContext';
import {
  buildApprove,
  buildSwapTransaction,
  fetchAllowance,
  fetchGasPrice,
  fetchSwapQuote,
  fetchSwapTokens,
  fetchTokenPrice,
  type BuiltApproval,
  type BuiltSwap,
  type SwapToken,
} from '../../src/services/convert/convertCalls';
import { UNPRINTABLE } from '../../src/utils/printableText';
import { uniqueProjectId } from '../flows/walletListKit';
import { stackInfo } from '../stack/stackInfo';
import { SWAP_ALLOWANCE, SWAP_BUILD_APPROVE, SWAP_BUILD_TRANSACTION, SWAP_GAS_PRICE, SWAP_QUOTES, SWAP_TOKENS, TOKEN_PRICES } from './baseAnswers';
import { HostPageErrors, answers, clearAnswers, expectNoInjection, expectServed, faultedPaths, fuzz, preview, serveAnswer, servedContext, withTimeout, type Answer } from './fuzzKit';

const network = (id: number): Network => ({
  id,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const USER_ON_1 = `eip155:1:${USER}`;
const MAX_UINT = 10n ** 78n;

/** The calls as the swap views make them, each with its path and its well-formed answer. */
const CALLS = {
  tokens: { path: '/v1/convert/tokens', base: SWAP_TOKENS, call: (context: ServiceContext) => fetchSwapTokens(context, 'eip155:1') },
  quotes: {
    path: '/v1/convert/quotes',
    base: SWAP_QUOTES,
    call: (context: ServiceContext) => fetchSwapQuote(context, { amount: 10n ** 18n, userAddress: USER, from: NATIVE, to: USDC, gasPrice: 10n ** 9n }),
  },
  allowance: { path: '/v1/convert/allowance', base: SWAP_ALLOWANCE, call: (context: ServiceContext) => fetchAllowance(context, USDC, USER_ON_1) },
  gasPrice: { path: '/v1/convert/gas-price', base: SWAP_GAS_PRICE, call: (context: ServiceContext) => fetchGasPrice(context, network(1)) },
  approve: { path: '/v1/convert/build-approve', base: SWAP_BUILD_APPROVE, call: (context: ServiceContext) => buildApprove(context, { userAddress: USER_ON_1, from: USDC, to: NATIVE, amount: 10n ** 6n }) },
  swap: {
    path: '/v1/convert/build-transaction',
    base: SWAP_BUILD_TRANSACTION,
    call: (context: ServiceContext) => buildSwapTransaction(context, { amount: 10n ** 18n, slippage: 1, from: NATIVE, to: USDC, userAddress: USER_ON_1 }),
  },
  prices: { path: '/v1/fungible/price', base: TOKEN_PRICES, call: (context: ServiceContext) => fetchTokenPrice(context, USDC) },
} as const;

// ---------------------------------------------------------------------------------------------
// What a well-formed value is

const printable = (value: unknown, max: number) => typeof value === 'string' && value.length > 0 && value.length <= max && !UNPRINTABLE.test(value);

/** A plain object with exactly these own keys: nothing the answer added came along. */
function expectOnlyKeys(value: unknown, keys: readonly string[]): asserts value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) throw new Error(`not a plain object: ${preview(value)}`);
  const own = Reflect.ownKeys(value).map(String).sort();
  if (own.join() !== [...keys].sort().join()) throw new Error(`keys ${own.join()} (expected ${keys.join()})`);
}

function expectAmount(value: unknown): void {
  if (typeof value !== 'bigint' || value < 0n || value >= MAX_UINT) throw new Error(`not an amount of up to 78 digits: ${String(value)}`);
}

function expectTokens(value: unknown): void {
  if (!Array.isArray(value) || value.length > 500) throw new Error(`not a token list of at most 500: ${preview(value)}`);
  for (const token of value as unknown[]) {
    expectOnlyKeys(token, ['name', 'symbol', 'address', 'decimals', 'logoUri']);
    const { name, symbol, address, decimals, logoUri } = token as unknown as SwapToken;
    const fits =
      printable(name, 64) &&
      printable(symbol, 32) &&
      /^eip155:\d+:0x[0-9a-fA-F]{40}$/.test(address) &&
      address.length <= 200 &&
      Number.isInteger(decimals) &&
      decimals >= 0 &&
      decimals <= 36 &&
      (logoUri === '' || printable(logoUri, 2048));
    if (!fits) throw new Error(`a token that does not fit: ${preview(token)}`);
  }
}

function expectAccount(value: unknown): void {
  expectOnlyKeys(value, ['caipNetworkId', 'address']);
  const { caipNetworkId, address } = value;
  if (typeof caipNetworkId !== 'string' || !/^eip155:\d+$/.test(caipNetworkId)) throw new Error(`not an eip155 network: ${preview(caipNetworkId)}`);
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`not an address: ${preview(address)}`);
}

function expectData(data: unknown): void {
  if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data) || data.length >= 100_000) throw new Error(`not transaction data: ${preview(data)}`);
}

function expectApproval(value: unknown): void {
  expectOnlyKeys(value, ['from', 'to', 'data', 'value']);
  const built = value as unknown as BuiltApproval;
  expectAccount(built.from);
  expectAccount(built.to);
  expectData(built.data);
  expectAmount(built.value);
}

function expectSwap(value: unknown): void {
  expectOnlyKeys(value, ['from', 'to', 'data']);
  const built = value as unknown as BuiltSwap;
  expectAccount(built.from);
  expectAccount(built.to);
  expectData(built.data);
}

function expectPrice(value: unknown): void {
  if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value < 0)) throw new Error(`not a price: ${String(value)}`);
}

const CHECKS: Record<keyof typeof CALLS, (value: unknown) => void> = {
  tokens: expectTokens,
  quotes: expectAmount,
  allowance: expectAmount,
  gasPrice: expectAmount,
  approve: expectApproval,
  swap: expectSwap,
  prices: expectPrice,
};

// ---------------------------------------------------------------------------------------------
// Explicit examples: prototype keys at the top and inside, and answers of the right shape with one flaw

const PROTO_KEYS = '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}';

/** `base` as JSON text with the prototype keys added at the top and in each object that holds `field`. */
function protoKeyed(base: unknown, field: string): Answer {
  const text = JSON.stringify(base)
    .replace(/^\{/, `{${PROTO_KEYS},`)
    .replaceAll(`{"${field}":`, `{${PROTO_KEYS},"${field}":`);
  return { text };
}

const EXAMPLES: Record<keyof typeof CALLS, Answer[]> = {
  tokens: [
    protoKeyed(SWAP_TOKENS, 'name'),
    { body: { tokens: [...SWAP_TOKENS.tokens, { ...SWAP_TOKENS.tokens[0], name: 'x'.repeat(65) }, { ...SWAP_TOKENS.tokens[0], decimals: 37 }] } },
  ],
  quotes: [protoKeyed(SWAP_QUOTES, 'id'), { body: { quotes: [{ ...SWAP_QUOTES.quotes[0], toAmount: '1'.repeat(79) }] } }],
  allowance: [protoKeyed(SWAP_ALLOWANCE, 'allowance'), { body: { allowance: 0 } }],
  gasPrice: [protoKeyed(SWAP_GAS_PRICE, 'standard'), { body: { standard: '-1' } }],
  approve: [protoKeyed(SWAP_BUILD_APPROVE, 'from'), { body: { tx: { ...SWAP_BUILD_APPROVE.tx, value: null } } }],
  swap: [protoKeyed(SWAP_BUILD_TRANSACTION, 'from'), { body: { tx: { ...SWAP_BUILD_TRANSACTION.tx, data: '0x0' } } }],
  prices: [protoKeyed(TOKEN_PRICES, 'address'), { text: '{"fungibles":[{"address":"A","price":1e400},{"address":"B","price":-1}]}' }],
};

// ---------------------------------------------------------------------------------------------

describe('fuzz: convert answers parse to well-formed values or fail as malformed', function () {
  this.timeout(240_000);
  const errors = new HostPageErrors();
  const projects: string[] = [];

  before(() => errors.start());
  after(() => errors.stop());
  afterEach(async () => {
    await Promise.all(projects.splice(0).map((projectId) => clearAnswers(projectId)));
  });

  for (const [name, { path, base, call }] of Object.entries(CALLS) as [keyof typeof CALLS, (typeof CALLS)[keyof typeof CALLS]][]) {
    it(`${path}: ${name}`, async () => {
      await fuzz(
        path,
        answers(base),
        async (answer) => {
          const context = await servedContext(path, answer, `fuzz-convert-${name}`);
          projects.push(context.identity.projectId);
          let outcome: { value: unknown } | { error: unknown };
          try {
            outcome = { value: await withTimeout<unknown>(call(context), 8000, `${name}()`) };
          } catch (error) {
            outcome = { error };
          }
          await expectServed(context.baseUrl, context.identity.projectId, path);
          await clearAnswers(context.identity.projectId);
          const refused = answer.status !== undefined && answer.status >= 300;
          if ('value' in outcome) {
            if (refused) throw new Error(`a ${answer.status} answer gave a value: ${preview(outcome.value)}`);
            CHECKS[name](outcome.value);
          } else if (!(outcome.error instanceof MalformedResponseError) && !(refused && outcome.error instanceof HttpStatusError)) {
            throw outcome.error;
          } else if (!refused && answer.body === base) {
            throw new Error(`the well-formed answer (status ${String(answer.status)}) was refused: ${String(outcome.error)}`);
          }
          expectNoInjection();
        },
        { numRuns: 150, examples: EXAMPLES[name], hostErrors: errors },
      );
    });
  }
});

describe('convert answers: the rules of the hand checks hold', function () {
  this.timeout(60_000);
  const projects: string[] = [];

  afterEach(async () => {
    await Promise.all(projects.splice(0).map((projectId) => clearAnswers(projectId)));
  });

  async function answered<K extends keyof typeof CALLS>(name: K, answer: Answer): Promise<Awaited<ReturnType<(typeof CALLS)[K]['call']>>> {
    const projectId = uniqueProjectId(`convert-rules-${name}`);
    projects.push(projectId);
    const { apiUrl } = await stackInfo();
    await serveAnswer(apiUrl, projectId, CALLS[name].path, answer);
    const context = { baseUrl: apiUrl, identity: { projectId, sdkType: 'appkit', sdkVersion: 'html-wagmi-4.2.2' }, timeoutMs: 5000 };
    return (await CALLS[name].call(context)) as Awaited<ReturnType<(typeof CALLS)[K]['call']>>;
  }

  async function malformed(name: keyof typeof CALLS, answer: Answer): Promise<void> {
    const error = await answered(name, answer).then(
      (value) => new Error(`expected MalformedResponseError, got ${preview(value)}`),
      (caught: unknown) => caught,
    );
    expect(error).to.be.instanceOf(MalformedResponseError);
  }

  const token = SWAP_TOKENS.tokens[1] as (typeof SWAP_TOKENS.tokens)[number];

  it('tokens: the first 500 read, bad ones dropped, an unusable logo read as none', async () => {
    const good = { name: token.name, symbol: token.symbol, address: token.address, decimals: token.decimals, logoUri: token.logoUri };
    const list = [{ ...token, decimals: 37 }, ...Array.from({ length: 499 }, () => token), { ...token, symbol: 'LAST' }];
    const tokens = await answered('tokens', { body: { tokens: list } });
    expect(tokens).to.have.length(499);
    expect(tokens[0]).to.deep.equal(good);
    const kept = await answered('tokens', {
      body: {
        tokens: [
          { ...token, logoUri: 'a\u0007b' },
          { ...token, name: 'n'.repeat(65) },
          { ...token, symbol: '' },
          { ...token, address: 'eip155:1:0x123' },
          { ...token, decimals: 1.5 },
          { ...token, name: 'n'.repeat(64), decimals: 36, address: `eip155:${'1'.repeat(150)}:0x${'a'.repeat(40)}` },
          { ...token, address: `eip155:${'1'.repeat(151)}:0x${'a'.repeat(40)}` },
        ],
      },
    });
    expect(kept.map((t) => [t.name.length, t.decimals, t.logoUri])).to.deep.equal([
      [token.name.length, 6, ''],
      [64, 36, token.logoUri],
    ]);
    await malformed('tokens', { body: { tokens: { 0: token, length: 1 } } });
    await malformed('tokens', { body: [SWAP_TOKENS] });
  });

  it('quotes, allowance and gas price: integer strings of up to 78 digits', async () => {
    expect(await answered('quotes', { body: { quotes: [{ toAmount: '9'.repeat(78) }, 'not a quote'] } })).to.equal(MAX_UINT - 1n);
    await malformed('quotes', { body: { quotes: [{ toAmount: '1'.repeat(79) }] } });
    await malformed('quotes', { body: { quotes: ['x', SWAP_QUOTES.quotes[0]] } });
    await malformed('quotes', { body: { quotes: [] } });
    expect(await answered('allowance', { body: { allowance: '0' } })).to.equal(0n);
    await malformed('allowance', { body: { allowance: 5 } });
    await malformed('allowance', { body: { allowance: '1.5' } });
    expect(await answered('gasPrice', { body: { standard: '007' } })).to.equal(7n);
    await malformed('gasPrice', { body: { fast: '1' } });
  });

  it('gas price: no call outside the swap networks', async () => {
    const projectId = uniqueProjectId('convert-rules-gas');
    const { apiUrl } = await stackInfo();
    const context = { baseUrl: apiUrl, identity: { projectId, sdkType: 'appkit', sdkVersion: 'html-wagmi-4.2.2' } };
    const error = await fetchGasPrice(context, network(31337)).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(GasPriceNetworkNotSupportedError);
    const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { query: string }[];
    expect(log.filter((entry) => new URLSearchParams(entry.query).get('projectId') === projectId)).to.deep.equal([]);
    expect(await faultedPaths(apiUrl, projectId)).to.deep.equal([]);
  });

  it('built transactions: CAIP-10 accounts kept whole, data under 100 000 characters, the approval value and the swap amount required', async () => {
    const account = (caip10: string) => ({ caipNetworkId: caip10.split(':').slice(0, 2).join(':'), address: caip10.split(':')[2] });
    expect(await answered('approve', { body: SWAP_BUILD_APPROVE })).to.deep.equal({
      from: account(USDC),
      to: account(NATIVE),
      data: SWAP_BUILD_APPROVE.tx.data,
      value: 0n,
    });
    const { value: _value, ...noValue } = SWAP_BUILD_APPROVE.tx;
    await malformed('approve', { body: { tx: noValue } });
    await malformed('approve', { body: { tx: { ...SWAP_BUILD_APPROVE.tx, value: null } } });
    await malformed('approve', { body: { tx: { ...SWAP_BUILD_APPROVE.tx, from: USDC.split(':')[2] } } });
    const longest = `0x${'ab'.repeat(49_998)}`;
    // `amount` (what the swap is expected to deliver) is required but never taken as a value to send.
    expect(await answered('swap', { body: { tx: { ...SWAP_BUILD_TRANSACTION.tx, data: longest } } })).to.deep.equal({
      from: account(SWAP_BUILD_TRANSACTION.tx.from),
      to: account(SWAP_BUILD_TRANSACTION.tx.to),
      data: longest,
    });
    const { amount: _amount, ...noAmount } = SWAP_BUILD_TRANSACTION.tx;
    await malformed('swap', { body: { tx: noAmount } });
    await malformed('swap', { body: { tx: { ...SWAP_BUILD_TRANSACTION.tx, data: `${longest}ab` } } });
    await malformed('swap', { body: { tx: { ...SWAP_BUILD_TRANSACTION.tx, data: '0xabc' } } });
    await malformed('swap', { body: { tx: { ...SWAP_BUILD_TRANSACTION.tx, to: SWAP_BUILD_TRANSACTION.tx.to.split(':')[2] } } });
    await malformed('swap', { body: { tx: 'not a transaction' } });
  });

  it("prices: the asked token's finite, non-negative price, its address read without case; undefined when the answer has none", async () => {
    const answer = (fungibles: unknown[]) => ({ text: JSON.stringify({ fungibles }).replace('"NaN"', '1e400') });
    expect(await answered('prices', answer([{ address: NATIVE, price: 3200 }, { address: USDC.toUpperCase(), price: 0.99 }]))).to.equal(0.99);
    expect(await answered('prices', answer([{ address: USDC, price: 'NaN' }]))).to.equal(undefined);
    expect(await answered('prices', answer([{ address: USDC, price: -0.5 }]))).to.equal(undefined);
    expect(await answered('prices', answer([null, { address: 'x'.repeat(201), price: 1 }, { address: USDC, price: 1 }]))).to.equal(1);
    expect(await answered('prices', answer([]))).to.equal(undefined);
    await malformed('prices', { body: { fungibles: null } });
  });
});
