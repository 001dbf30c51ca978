// Fuzz of a compromised data service on the answers that move money or open a page: the swap
// build-transaction and build-approve answers and the on-ramp URL generator's. Each generated
// answer is served by the real twin ('body' fault), read by the real client and checked by the
// modal's own check, as Swap and Buy do it. Whatever the answer, the outcome is one of: a
// refusal (the answer is malformed, or it does not match what the visitor was shown), or exactly
// what the visitor agreed to: a swap to the network's router with the amount shown as value (0
// for a token), an approval that is exactly approve(router, amount) sent to the token sold, a
// page on the chosen provider's own origin. Answers are mostly plausible: the honest one with
// fields swapped for near misses (another address, chain, case, amount, selector, trailing
// bytes), plus the generic corruptions of fuzzKit.
import { expect } from 'chai';
import fc from 'fast-check';
import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { checkSwapApproval } from '../../src/actions/swap/checkSwapApproval';
import { checkSwapTransaction } from '../../src/actions/swap/checkSwapTransaction';
import { checkProviderPage } from '../../src/actions/onramp/checkProviderPage';
import { BaseError } from '../../src/errors/BaseError';
import { HttpStatusError, MalformedResponseError } from '../../src/errors/httpErrors';
import { OnrampPageRefusedError } from '../../src/errors/onrampErrors';
import { SwapTransactionMismatchError } from '../../src/errors/transactionErrors';
import type { ServiceContext } from '../../src/services/http/ServiceContext';
import { buildApprove, buildSwapTransaction } from '../../src/services/convert/convertCalls';
import { generateOnrampUrl, type OnrampProvider } from '../../src/services/onramp/onrampCalls';
import { HostPageErrors, answers, clearAnswers, fuzz, preview, servedContext, withTimeout, type Answer } from './fuzzKit';

const CHAIN = 'eip155:1';
const ROUTER = '0x111111125421ca6dc452d289314280a0f8842a65';
const USER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const DEAD = '0x000000000000000000000000000000000000dead';
const AMOUNT = 100_000_000n; // 100 USDC
const MINIMUM = 30_000_000_000_000_000n;
const on = (chain: string, address: string) => `${chain}:${address}`;
const approve = (spender: string, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as Hex, amount] });
const transfer = (to: string, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Hex, amount] });

// Near misses for each field: what a subtle attacker would try.
const ADDRESSES = [ROUTER, ROUTER.toUpperCase().replace('0X', '0x'), DEAD, USER, USDC, WETH, NATIVE, `${ROUTER}00`, ROUTER.slice(0, 41)];
const CHAINS = [CHAIN, 'eip155:8453', 'eip155:01', 'eip155:1 ', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155'];
const AMOUNTS = [AMOUNT, AMOUNT - 1n, AMOUNT + 1n, 0n, (1n << 256n) - 1n, 50n * 10n ** 18n];
const account = fc.tuple(fc.constantFrom(...CHAINS), fc.constantFrom(...ADDRESSES)).map(([chain, address]) => on(chain, address));
const wei = fc.constantFrom(...AMOUNTS).map(String);

// Addresses an ABI argument can hold (its encoding has no case).
const ARGUMENTS = [ROUTER, DEAD, USER, USDC, WETH, NATIVE];
const approvalData = fc.oneof(
  fc.tuple(fc.constantFrom(...ARGUMENTS), fc.constantFrom(...AMOUNTS)).map(([spender, amount]) => approve(spender, amount)),
  fc.tuple(fc.constantFrom(...ARGUMENTS), fc.constantFrom(...AMOUNTS)).map(([to, amount]) => transfer(to, amount)),
  fc.constantFrom(`${approve(ROUTER, AMOUNT)}00`, `${approve(ROUTER, AMOUNT)}${'0'.repeat(64)}`, approve(ROUTER, AMOUNT).slice(0, 74), '0x', '0x095ea7b3'),
);
const swapData = fc.constantFrom(`0x12aa3caf${'00'.repeat(100)}`, '0x', '0x12aa3c', approve(ROUTER, AMOUNT), transfer(DEAD, AMOUNT));

const HONEST_APPROVAL = { tx: { from: on(CHAIN, USDC), to: on(CHAIN, WETH), data: approve(ROUTER, AMOUNT), value: '0', eip155: { gasPrice: '1000000000' } } };
const HONEST_SWAP = { tx: { from: on(CHAIN, USER), to: on(CHAIN, ROUTER), data: `0x12aa3caf${'00'.repeat(100)}`, amount: String(MINIMUM * 2n), eip155: { gas: '300000', gasPrice: '1000000000' } } };

/** An answer: the honest one with some fields replaced by near misses, or fuzzKit's generic corruptions of it. */
const approvalAnswers: fc.Arbitrary<Answer> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ from: account, to: account, data: approvalData, value: wei }, { requiredKeys: [] }).map((tx) => ({ body: { tx: { ...HONEST_APPROVAL.tx, ...tx } } })) },
  { weight: 1, arbitrary: answers(HONEST_APPROVAL) },
);
const swapAnswers: fc.Arbitrary<Answer> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ from: account, to: account, data: swapData, amount: wei }, { requiredKeys: [] }).map((tx) => ({ body: { tx: { ...HONEST_SWAP.tx, ...tx } } })) },
  { weight: 1, arbitrary: answers(HONEST_SWAP) },
);

describe('fuzz: a compromised data service cannot make Swap or Buy move funds or open another site', function () {
  this.timeout(300_000);
  const errors = new HostPageErrors();
  const projects: string[] = [];
  before(() => errors.start());
  after(() => errors.stop());
  afterEach(async () => {
    await Promise.all(projects.splice(0).map((projectId) => clearAnswers(projectId)));
  });

  /** A context of a project of its own whose calls to `path` get `answer`. */
  async function served(path: string, answer: Answer): Promise<ServiceContext> {
    const context = await servedContext(path, answer, 'fuzz-hostile');
    projects.push(context.identity.projectId);
    return context;
  }

  /** A refusal the flows say to the visitor, never anything else thrown. */
  function expectRefusal(error: unknown, kinds: readonly (abstract new (...args: never[]) => BaseError)[]): void {
    if (!kinds.some((kind) => error instanceof kind)) throw error;
  }

  it('build-approve: refused, or exactly approve(router, amount) to the token sold with no value', async () => {
    let passed = 0;
    await fuzz(
      '/v1/convert/build-approve',
      approvalAnswers,
      async (answer) => {
        const context = await served('/v1/convert/build-approve', answer);
        try {
          const built = await withTimeout(buildApprove(context, { userAddress: on(CHAIN, USER), from: on(CHAIN, USDC), to: on(CHAIN, WETH), amount: AMOUNT }), 8000, 'buildApprove');
          const call = checkSwapApproval(built, { caipNetworkId: CHAIN, token: on(CHAIN, USDC), amount: AMOUNT, router: ROUTER });
          const decoded = decodeFunctionData({ abi: erc20Abi, data: call.data as Hex });
          const sent = [call.to.toLowerCase(), call.value, decoded.functionName, String(decoded.args[0]).toLowerCase(), decoded.args[1], (call.data as string).length];
          if (JSON.stringify(sent, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)) !== JSON.stringify([USDC, '0', 'approve', ROUTER, String(AMOUNT), 138])) {
            throw new Error(`an approval other than the one shown passed: ${preview(sent)}`);
          }
          passed += 1;
        } catch (error) {
          expectRefusal(error, [MalformedResponseError, HttpStatusError, SwapTransactionMismatchError]);
        }
      },
      { numRuns: 200, examples: [{ body: HONEST_APPROVAL }], hostErrors: errors },
    );
    // The honest answer (and its case variants) passed: the check refuses the wrong, not everything.
    expect(passed).to.be.greaterThan(0);
  });

  it('build-transaction: refused, or to the router with the value shown (0 for a token), its data as built', async () => {
    let passed = 0;
    await fuzz(
      '/v1/convert/build-transaction',
      swapAnswers,
      async (answer) => {
        const context = await served('/v1/convert/build-transaction', answer);
        for (const from of [on(CHAIN, NATIVE), on(CHAIN, USDC)]) {
          try {
            const built = await withTimeout(buildSwapTransaction(context, { amount: AMOUNT, slippage: 1, from, to: on(CHAIN, WETH), userAddress: on(CHAIN, USER) }), 8000, 'buildSwapTransaction');
            const call = checkSwapTransaction(built, { caipNetworkId: CHAIN, user: USER, from, amount: AMOUNT, minimum: MINIMUM, router: ROUTER });
            const value = from.endsWith(NATIVE) ? AMOUNT : 0n;
            if (call.to.toLowerCase() !== ROUTER || call.value !== value || call.data !== built.data || (call.data?.length ?? 0) < 10) {
              throw new Error(`a swap other than the one shown passed: ${preview({ to: call.to, value: String(call.value), data: call.data })}`);
            }
            passed += 1;
          } catch (error) {
            expectRefusal(error, [MalformedResponseError, HttpStatusError, SwapTransactionMismatchError]);
          }
        }
      },
      { numRuns: 200, examples: [{ body: HONEST_SWAP }], hostErrors: errors },
    );
    expect(passed).to.be.greaterThan(0);
  });

  it("on-ramp URL: refused, or a page on the chosen provider's own origin", async () => {
    const provider: OnrampProvider = { id: 'rampa', name: 'Rampa', feeRate: 0.01, iconUrl: '', url: 'https://rampa.example' };
    const urls = fc.oneof(
      fc.constantFrom(
        'https://rampa.example/buy?address=0x1',
        'https://rampa.example:443/buy',
        'https://RAMPA.example/buy',
        'http://rampa.example/buy',
        'https://rampa.example.attacker.example/buy',
        'https://attacker.example/https://rampa.example/buy',
        'https://rampa.example@attacker.example/buy',
        'https://user:pass@rampa.example/buy',
        '//rampa.example/buy',
        '/buy',
        'javascript:alert(1)//https://rampa.example',
        'data:text/html,<script>alert(1)</script>',
        '\u0001https://rampa.example/buy',
        'https://rampa.example\u0000.attacker.example/',
        'https://xn--rampa-example/buy',
        'https://rampa.example:8443/buy',
        'blob:https://rampa.example/1',
      ),
      fc.webUrl({ withQueryParameters: true }),
    );
    const generatorAnswers: fc.Arbitrary<Answer> = fc.oneof({ weight: 3, arbitrary: urls.map((url) => ({ body: { url } })) }, { weight: 1, arbitrary: answers({ url: 'https://rampa.example/buy' }) });
    let passed = 0;
    await fuzz(
      '/v1/generators/onrampurl',
      generatorAnswers,
      async (answer) => {
        const context = await served('/v1/generators/onrampurl', answer);
        try {
          const url = await withTimeout(
            generateOnrampUrl(context, { address: USER, network: 'eip155:8453', asset: 'USDC', provider: 'rampa', fiatAmount: '100', paymentCurrency: 'USD', paymentMethod: 'card' }),
            8000,
            'generateOnrampUrl',
          );
          const page = checkProviderPage(url, provider);
          if (page.origin !== 'https://rampa.example' || page.username || page.password) throw new Error(`another page passed: ${page.href}`);
          passed += 1;
        } catch (error) {
          expectRefusal(error, [MalformedResponseError, HttpStatusError, OnrampPageRefusedError]);
        }
      },
      { numRuns: 200, examples: [{ body: { url: 'https://rampa.example/buy?address=0x1' } }], hostErrors: errors },
    );
    expect(passed).to.be.greaterThan(0);
  });
});
