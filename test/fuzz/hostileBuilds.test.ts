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
import { decodeFunctionData, encodeFunctionData, erc20Abi, parseAbi, type Hex } from 'viem';
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
const HONEST_APPROVAL = { tx: { from: on(CHAIN, USDC), to: on(CHAIN, WETH), data: approve(ROUTER, AMOUNT), value: '0', eip155: { gasPrice: '1000000000' } } };
// Router calls as 1inch v6 and Uniswap V2 encode them, their fields drawn from near misses.
const ROUTER_CALLS = parseAbi([
  'function swap(address executor, (address srcToken, address dstToken, address srcReceiver, address dstReceiver, uint256 amount, uint256 minReturnAmount, uint256 flags) desc, bytes data) payable',
  'function unoswap(uint256 token, uint256 amount, uint256 minReturn, uint256 dex)',
  'function unoswapTo(uint256 to, uint256 token, uint256 amount, uint256 minReturn, uint256 dex)',
  'function ethUnoswap(uint256 minReturn, uint256 dex) payable',
  'function ethUnoswapTo2(uint256 to, uint256 minReturn, uint256 dex, uint256 dex2) payable',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
]);
const TOKENS = [NATIVE, USDC, WETH, DEAD];
const RECEIVERS = [USER, DEAD, ROUTER, '0x0000000000000000000000000000000000000000'];
const MINIMUMS = [MINIMUM, MINIMUM - 1n, MINIMUM * 2n, 0n];
const PAID = [AMOUNT, AMOUNT - 1n, AMOUNT + 1n, 0n];
// 1inch's Address: an address in the low 160 bits, flags above (here a flag bit that must not change the address read).
const packed = (address: string) => (1n << 255n) | BigInt(address);
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const routerCall: fc.Arbitrary<Hex> = fc.oneof(
  fc.tuple(pick(TOKENS), pick(TOKENS), pick(RECEIVERS), pick(PAID), pick(MINIMUMS)).map(([srcToken, dstToken, dstReceiver, amount, minReturnAmount]) =>
    encodeFunctionData({ abi: ROUTER_CALLS, functionName: 'swap', args: [DEAD as Hex, { srcToken: srcToken as Hex, dstToken: dstToken as Hex, srcReceiver: DEAD as Hex, dstReceiver: dstReceiver as Hex, amount, minReturnAmount, flags: 0n }, '0x'] }),
  ),
  fc.tuple(pick(TOKENS), pick(PAID), pick(MINIMUMS)).map(([token, amount, min]) => encodeFunctionData({ abi: ROUTER_CALLS, functionName: 'unoswap', args: [packed(token), amount, min, packed(DEAD)] })),
  fc.tuple(pick(RECEIVERS), pick(TOKENS), pick(PAID), pick(MINIMUMS)).map(([to, token, amount, min]) =>
    encodeFunctionData({ abi: ROUTER_CALLS, functionName: 'unoswapTo', args: [packed(to), packed(token), amount, min, packed(DEAD)] }),
  ),
  pick(MINIMUMS).map((min) => encodeFunctionData({ abi: ROUTER_CALLS, functionName: 'ethUnoswap', args: [min, packed(DEAD)] })),
  fc.tuple(pick(RECEIVERS), pick(MINIMUMS)).map(([to, min]) => encodeFunctionData({ abi: ROUTER_CALLS, functionName: 'ethUnoswapTo2', args: [packed(to), min, packed(DEAD), packed(DEAD)] })),
  fc.tuple(pick(MINIMUMS), pick(TOKENS), pick(RECEIVERS)).map(([min, last, to]) =>
    encodeFunctionData({ abi: ROUTER_CALLS, functionName: 'swapExactETHForTokens', args: [min, [WETH, last as Hex], to as Hex, 1n << 40n] }),
  ),
  fc.tuple(pick(PAID), pick(MINIMUMS), pick(TOKENS), pick(TOKENS), pick(RECEIVERS)).map(([amount, min, first, last, to]) =>
    encodeFunctionData({ abi: ROUTER_CALLS, functionName: 'swapExactTokensForTokens', args: [amount, min, [first as Hex, last as Hex], to as Hex, 1n << 40n] }),
  ),
  fc.constantFrom<Hex>('0x', '0x12aa3c', transfer(DEAD, AMOUNT), approve(ROUTER, AMOUNT)),
);

const HONEST_SWAP = {
  tx: {
    from: on(CHAIN, USER),
    to: on(CHAIN, ROUTER),
    data: encodeFunctionData({ abi: ROUTER_CALLS, functionName: 'swap', args: [DEAD, { srcToken: NATIVE, dstToken: WETH, srcReceiver: DEAD, dstReceiver: USER, amount: AMOUNT, minReturnAmount: MINIMUM, flags: 0n }, '0x'] }),
    amount: String(MINIMUM * 2n),
    eip155: { gas: '300000', gasPrice: '1000000000' },
  },
};

/** An answer: the honest one with some fields replaced by near misses, or fuzzKit's generic corruptions of it. */
const approvalAnswers: fc.Arbitrary<Answer> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ from: account, to: account, data: approvalData, value: wei }, { requiredKeys: [] }).map((tx) => ({ body: { tx: { ...HONEST_APPROVAL.tx, ...tx } } })) },
  { weight: 1, arbitrary: answers(HONEST_APPROVAL) },
);
const swapAnswers: fc.Arbitrary<Answer> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ from: account, to: account, data: routerCall, amount: wei }, { requiredKeys: ['data'] }).map((tx) => ({ body: { tx: { ...HONEST_SWAP.tx, ...tx } } })) },
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

  it('build-transaction: refused, or a call to the router that pays the amount shown of the token shown, to the visitor, guaranteeing the minimum', async () => {
    let passed = 0;
    await fuzz(
      '/v1/convert/build-transaction',
      swapAnswers,
      async (answer) => {
        const context = await served('/v1/convert/build-transaction', answer);
        for (const from of [on(CHAIN, NATIVE), on(CHAIN, USDC)]) {
          try {
            const built = await withTimeout(buildSwapTransaction(context, { amount: AMOUNT, slippage: 1, from, to: on(CHAIN, WETH), userAddress: on(CHAIN, USER) }), 8000, 'buildSwapTransaction');
            const call = checkSwapTransaction(built, { caipNetworkId: CHAIN, user: USER, from, to: on(CHAIN, WETH), amount: AMOUNT, minimum: MINIMUM, router: ROUTER });
            const native = from.endsWith(NATIVE);
            // What passed, read independently of the modal's reader.
            const decoded = decodeFunctionData({ abi: ROUTER_CALLS, data: call.data as Hex });
            const args = decoded.args as readonly unknown[];
            const low = (value: unknown) => `0x${(BigInt(value as bigint) & ((1n << 160n) - 1n)).toString(16).padStart(40, '0')}`;
            const facts =
              decoded.functionName === 'swap'
                ? (() => {
                    const desc = args[1] as { srcToken: string; dstToken: string; dstReceiver: string; amount: bigint; minReturnAmount: bigint };
                    return { tokenIn: desc.srcToken.toLowerCase(), tokenOut: desc.dstToken.toLowerCase(), to: desc.dstReceiver.toLowerCase(), amount: desc.amount, min: desc.minReturnAmount };
                  })()
                : decoded.functionName === 'unoswap'
                  ? { tokenIn: low(args[0]), tokenOut: undefined, to: USER, amount: args[1] as bigint, min: args[2] as bigint }
                  : decoded.functionName === 'unoswapTo'
                    ? { tokenIn: low(args[1]), tokenOut: undefined, to: low(args[0]), amount: args[2] as bigint, min: args[3] as bigint }
                    : decoded.functionName === 'ethUnoswap'
                      ? { tokenIn: NATIVE, tokenOut: undefined, to: USER, amount: AMOUNT, min: args[0] as bigint }
                      : decoded.functionName === 'ethUnoswapTo2'
                        ? { tokenIn: NATIVE, tokenOut: undefined, to: low(args[0]), amount: AMOUNT, min: args[1] as bigint }
                        : decoded.functionName === 'swapExactETHForTokens'
                          ? { tokenIn: NATIVE, tokenOut: (args[1] as string[])[1]?.toLowerCase(), to: (args[2] as string).toLowerCase(), amount: AMOUNT, min: args[0] as bigint }
                          : { tokenIn: (args[2] as string[])[0]?.toLowerCase(), tokenOut: (args[2] as string[])[1]?.toLowerCase(), to: (args[3] as string).toLowerCase(), amount: args[0] as bigint, min: args[1] as bigint };
            const fits =
              call.to.toLowerCase() === ROUTER &&
              call.value === (native ? AMOUNT : 0n) &&
              facts.tokenIn === (native ? NATIVE : USDC) &&
              facts.tokenOut === WETH &&
              (facts.to === USER || facts.to === '0x0000000000000000000000000000000000000000') &&
              facts.amount === AMOUNT &&
              facts.min >= MINIMUM;
            if (!fits) throw new Error(`a swap other than the one shown passed: ${preview({ value: String(call.value), facts: { ...facts, amount: String(facts.amount), min: String(facts.min) } })}`);
            passed += 1;
          } catch (error) {
            expectRefusal(error, [MalformedResponseError, HttpStatusError, SwapTransactionMismatchError]);
          }
        }
      },
      { numRuns: 300, examples: [{ body: HONEST_SWAP }], hostErrors: errors },
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
