// The local market (Uniswap V2 deployed on every anvil chain, demo/stack/deployMarket.mjs) and
// the data service's convert endpoints that answer from it (demo/stack/convertRoutes.mjs).
// Swaps run on chain 42161, which no other test swaps on, from FRESH addresses (funded with
// anvil_setBalance, impersonated so anvil signs for them, tokens given by the deployer, dev
// account 9), so dev accounts 0-5 keep their balances and the pools move only by what this file does.
import { expect } from 'chai';
import { decodeFunctionData, decodeFunctionResult, encodeFunctionData, getAddress, getContractAddress, parseAbi, type Abi, type Hex } from 'viem';
import { rpcUrlOf, sendFromDevAccount, type DevTransaction } from '../support/anvilControl';
import { balanceOf, freshAddress, tokenBalanceOf, waitForReceipt } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { DEV, dataGet, token, transferData, type Answer } from './dataKit';
import { IDS, stackInfo } from './stackInfo';

const CHAIN = 42161;
const CAIP2 = `eip155:${CHAIN}`;
const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const NATIVE = `${CAIP2}:${NATIVE_ADDRESS}`;
const DEPLOYER = DEV[9];
const ETH = 10n ** 18n;
const USDC = 10n ** 6n;
const MAX_UINT256 = (1n << 256n) - 1n;
const LIQUIDITY = 'Conversion parameter error: insufficient liquidity';
const BALANCE = 'Conversion parameter error: insufficient balance';

const ROUTER_ABI = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);
const FACTORY_ABI = parseAbi(['function getPair(address, address) view returns (address)']);
const PAIR_ABI = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)']);
const ERC20_ABI = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

interface Market {
  router: string;
  factory: string;
  weth: string;
}
interface Failed {
  status: 'FAILED';
  reasons: { field: string; description: string }[];
}
interface Quote {
  id: null;
  fromAmount: string;
  fromAccount: string;
  toAmount: string;
  toAccount: string;
}
interface SwapTx {
  tx: { from: string; to: string; data: Hex; amount: string; eip155: { gas: string; gasPrice: string } };
}
interface ApproveTx {
  tx: { from: string; to: string; data: Hex; value: string; eip155: { gasPrice: string } };
}

const lower = (address: string) => address.toLowerCase();
const plain = (caip10: string) => caip10.split(':')[2]!;

async function market(chainId = CHAIN): Promise<Market> {
  return (await stackInfo()).market[chainId]!;
}

async function read<T>(to: string, abi: Abi, functionName: string, args: unknown[] = [], chainId = CHAIN): Promise<T> {
  const data = await rpc(await rpcUrlOf(chainId), 'eth_call', [{ to, data: encodeFunctionData({ abi, functionName, args }) }, 'latest']);
  return decodeFunctionResult({ abi, functionName, data: data as Hex }) as T;
}

/** Sends from an account anvil signs for (a dev account, or an impersonated fresh one); resolves to what the mined transaction cost. */
async function send(tx: DevTransaction) {
  const hash = await sendFromDevAccount(CHAIN, tx);
  const receipt = (await waitForReceipt(await rpcUrlOf(CHAIN), hash)) as { status: string; gasUsed?: string; effectiveGasPrice?: string };
  expect(receipt.status, `transaction ${hash}`).to.equal('0x1');
  return { gasUsed: BigInt(receipt.gasUsed!), effectiveGasPrice: BigInt(receipt.effectiveGasPrice!) };
}

/** A fresh address anvil signs for, holding `eth` wei and `usdc` base units (given by the deployer). */
async function freshUser({ eth = 0n, usdc = 0n } = {}): Promise<string> {
  const user = lower(freshAddress());
  const url = await rpcUrlOf(CHAIN);
  await rpc(url, 'anvil_setBalance', [user, `0x${eth.toString(16)}`]);
  await rpc(url, 'anvil_impersonateAccount', [user]);
  if (usdc > 0n) await send({ from: DEPLOYER, to: (await token(CHAIN, 'USDC')).address, data: transferData(user, usdc) as Hex });
  return user;
}

async function ids() {
  const usdc = await token(CHAIN, 'USDC');
  const weth = await token(CHAIN, 'WETH');
  return { usdc, weth, U: `${CAIP2}:${usdc.address}`, W: `${CAIP2}:${weth.address}` };
}

// Quotes take no userAddress on the hosted service; AppKit sends a plain one, which is ignored.
const quote = (from: string, to: string, amount: bigint) =>
  dataGet<{ quotes: Quote[] } & Partial<Failed>>('/v1/convert/quotes', `amount=${amount}&userAddress=${DEPLOYER}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&gasPrice=1000000000`);

/** POST /v1/convert/build-transaction with `body` over the fields AppKit always sends; a plain-text refusal reads as `{ text }`. */
async function buildTransaction(body: Record<string, unknown>): Promise<Answer<SwapTx & Partial<Failed> & { text?: string }>> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}/v1/convert/build-transaction?${IDS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectId: 'test-project', eip155: { slippage: 1 }, ...body }),
  });
  const text = await res.text();
  return { status: res.status, body: res.headers.get('content-type')?.startsWith('text/plain') ? { text } as never : JSON.parse(text) };
}

const onChain = (address: string) => `${CAIP2}:${address}`;

function expectFailed(answer: Answer<unknown>, field: string, description: string) {
  expect(answer.status).to.equal(400);
  expect(answer.body).to.deep.equal({ status: 'FAILED', reasons: [{ field, description }] });
}

/** The time a deadline counts from: the later of the latest block's time and now (an idle chain's last block is old). */
async function chainNow(): Promise<number> {
  const block = (await rpc(await rpcUrlOf(CHAIN), 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
  return Math.max(Number(block.timestamp), Math.floor(Date.now() / 1000));
}

describe('local stack: the market (Uniswap V2 on every chain)', () => {
  it('is published in /stack.json and /__stack.json, at the same deterministic addresses on every chain', async () => {
    const info = await stackInfo();
    const demo = (await (await fetch(`${info.demoUrl}/stack.json`)).json()) as { market: Record<string, Market> };
    expect(demo.market).to.deep.equal(info.market);
    expect(Object.keys(info.market)).to.have.members(Object.keys(info.chains));
    // WETH9, the factory and the router take the deployer's nonces right after the token setup
    // (3 tokens × (1 deployment + 6 transfers) = 21).
    const at = (nonce: number) => lower(getContractAddress({ from: DEPLOYER as Hex, nonce: BigInt(nonce) }));
    const [weth, factory, router] = [at(21), at(22), at(23)];
    for (const [chainId, m] of Object.entries(info.market)) {
      expect(m, `chain ${chainId}`).to.deep.equal({ router, factory, weth });
      for (const address of [router, factory, weth]) {
        expect(((await rpc(info.chains[chainId]!, 'eth_getCode', [address, 'latest'])) as string).length).to.be.greaterThan(1000);
      }
      expect(lower(await read<string>(router, ROUTER_ABI, 'factory', [], Number(chainId)))).to.equal(factory);
      expect(lower(await read<string>(router, ROUTER_ABI, 'WETH', [], Number(chainId)))).to.equal(weth);
    }
  });

  it('has deep ETH/USDC and WETH/USDC pools at the stack prices (3000 USDC per ETH), and none for ZERO', async () => {
    // Read on chain 10 (it mines only on demand; no test swaps there), so the reserves are the
    // ones funded at start, which also shows the market went in before that chain's switch.
    const chainId = (await stackInfo()).manualMiningChainId ?? 1;
    const { router, factory, weth: weth9 } = await market(chainId);
    const [usdc, weth, zero] = [await token(chainId, 'USDC'), await token(chainId, 'WETH'), await token(chainId, 'ZERO')];
    for (const [other, depth] of [[weth9, 1000n], [weth.address, 500n]] as const) {
      const pair = await read<string>(factory, FACTORY_ABI, 'getPair', [other, usdc.address], chainId);
      const [r0, r1] = await read<[bigint, bigint, number]>(pair, PAIR_ABI, 'getReserves', [], chainId);
      const token0 = lower(await read<string>(pair, PAIR_ABI, 'token0', [], chainId));
      const [reserveEth, reserveUsdc] = token0 === lower(usdc.address) ? [r1, r0] : [r0, r1];
      expect(reserveEth).to.equal(depth * ETH);
      expect(reserveUsdc).to.equal(depth * 3000n * USDC);
    }
    expect(await read<string>(factory, FACTORY_ABI, 'getPair', [zero.address, usdc.address], chainId)).to.equal('0x0000000000000000000000000000000000000000');
    // 1 ETH moves the price little: the quote is within 0.5 % of 3000 USDC (0.3 % is the pool fee).
    const [, out] = await read<bigint[]>(router, ROUTER_ABI, 'getAmountsOut', [ETH, [weth9, usdc.address]], chainId);
    expect(Number(out) / 1e6).to.be.within(2985, 3000);
  });
});

describe('local stack: convert endpoints', () => {
  it('lists the native coin, USDC and WETH of a swap network', async () => {
    const { explorerUrl } = await stackInfo();
    const { U, W } = await ids();
    const { status, body } = await dataGet<{ tokens: Record<string, unknown>[] }>('/v1/convert/tokens', `chainId=${CAIP2}`);
    expect(status).to.equal(200);
    const icon = (symbol: string) => `${explorerUrl}/public/getTokenImage/${symbol}?${IDS}`;
    expect(body.tokens).to.deep.equal([
      { name: 'Ethereum', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: icon('ETH'), eip2612: false },
      { name: 'USD Coin', symbol: 'USDC', address: U, decimals: 6, logoUri: icon('USDC'), eip2612: false },
      { name: 'Wrapped Ether', symbol: 'WETH', address: W, decimals: 18, logoUri: icon('WETH'), eip2612: false },
    ]);
    for (const t of body.tokens) expect((await fetch(t.logoUri as string)).status).to.equal(200);
  });

  it('quotes exactly what the router’s getAmountsOut answers, on every route', async () => {
    const { router, weth: weth9 } = await market();
    const { usdc, weth, U, W } = await ids();
    const routes: [string, string, bigint, string[]][] = [
      [NATIVE, U, ETH, [weth9, usdc.address]],
      [U, W, 3000n * USDC, [usdc.address, weth.address]],
      [U, NATIVE, 3000n * USDC, [usdc.address, weth9]],
      [W, U, ETH, [weth.address, usdc.address]],
      [NATIVE, W, ETH, [weth9, usdc.address, weth.address]], // through USDC
    ];
    for (const [from, to, amount, path] of routes) {
      const { status, body } = await quote(from, to, amount);
      expect(status, `${from} → ${to}`).to.equal(200);
      const amounts = await read<bigint[]>(router, ROUTER_ABI, 'getAmountsOut', [amount, path]);
      // The hosted answer: no quote id, the request's from, to and amount echoed.
      expect(body.quotes).to.deep.equal([{ id: null, fromAmount: String(amount), fromAccount: from, toAmount: String(amounts[amounts.length - 1]), toAccount: to }]);
    }
  });

  it('builds an ETH → USDC swap that, sent from the user, pays at least the minimum (the quote itself)', async () => {
    const { router, weth: weth9 } = await market();
    const { usdc, U } = await ids();
    const user = await freshUser({ eth: 10n * ETH });
    const { body: quoted } = await quote(NATIVE, U, ETH);
    const expected = BigInt(quoted.quotes[0]!.toAmount);

    const { status, body } = await buildTransaction({ amount: String(ETH), from: NATIVE, to: U, userAddress: onChain(user), disableEstimate: true });
    expect(status).to.equal(200);
    expect(Object.keys(body.tx)).to.have.members(['from', 'to', 'data', 'amount', 'eip155']);
    // `amount` is what the swap is expected to deliver, as the hosted service answers it: not the value to send.
    expect(body.tx).to.deep.include({ from: onChain(user), to: onChain(router), amount: String(expected) });
    expect(body.tx.eip155.gas).to.match(/^\d+$/);
    expect(body.tx.eip155.gasPrice).to.match(/^\d+$/);
    const call = decodeFunctionData({ abi: ROUTER_ABI, data: body.tx.data });
    expect(call.functionName).to.equal('swapExactETHForTokens');
    const [amountOutMin, path, to, deadline] = call.args as [bigint, string[], string, bigint];
    expect(amountOutMin).to.equal((expected * 99n) / 100n); // slippage 1 %
    expect(path.map(lower)).to.deep.equal([weth9, usdc.address]);
    expect(lower(to)).to.equal(user);
    expect(Number(deadline) - (await chainNow())).to.be.within(20 * 60 - 60, 20 * 60 + 60);

    await send({ from: user, to: plain(body.tx.to), data: body.tx.data, value: ETH, gas: BigInt(body.tx.eip155.gas) });
    const received = await tokenBalanceOf(await rpcUrlOf(CHAIN), usdc.address, user);
    expect(received >= amountOutMin).to.equal(true);
    // Only this file swaps on this chain, so nothing moved the pool between quote and swap.
    expect(received).to.equal(expected);
  });

  it('USDC → WETH: allowance, build-approve sent to the token, then the swap; and USDC → ETH', async () => {
    const { router, weth: weth9 } = await market();
    const { usdc, weth, U, W } = await ids();
    const user = await freshUser({ eth: ETH, usdc: 1000n * USDC });
    const allowance = () => dataGet<{ allowance: string }>('/v1/convert/allowance', `tokenAddress=${encodeURIComponent(U)}&userAddress=${onChain(user)}`);
    expect((await allowance()).body).to.deep.equal({ allowance: '0' });
    // Without the approval the swap cannot be estimated: the service says why.
    expectFailed(await buildTransaction({ amount: String(300n * USDC), from: U, to: W, userAddress: onChain(user) }), '', 'Conversion parameter error: insufficient allowance');

    // Without an amount the approval is unlimited (1inch's default); with one, exactly that.
    const unlimited = await dataGet<ApproveTx>('/v1/convert/build-approve', `from=${encodeURIComponent(U)}&to=${encodeURIComponent(W)}`);
    expect(decodeFunctionData({ abi: ERC20_ABI, data: unlimited.body.tx.data }).args).to.deep.equal([getAddress(router), MAX_UINT256]);
    const approve = await dataGet<ApproveTx>('/v1/convert/build-approve', `userAddress=${onChain(user)}&from=${encodeURIComponent(U)}&to=${encodeURIComponent(W)}&amount=${400n * USDC}`);
    expect(approve.status).to.equal(200);
    // The hosted answer: `from` echoed as sent (the token to approve, where the approval goes), `to`
    // the other token, no value, and only a gas price (no gas).
    expect(approve.body.tx).to.deep.include({ from: U, to: W, value: '0' });
    expect(Object.keys(approve.body.tx.eip155)).to.deep.equal(['gasPrice']);
    expect(approve.body.tx.eip155.gasPrice).to.match(/^\d+$/);
    const approval = decodeFunctionData({ abi: ERC20_ABI, data: approve.body.tx.data });
    expect(approval.functionName).to.equal('approve');
    const [spender, approved] = approval.args as readonly [string, bigint];
    expect([lower(spender), approved]).to.deep.equal([router, 400n * USDC]);
    await send({ from: user, to: plain(approve.body.tx.from), data: approve.body.tx.data });
    expect((await allowance()).body).to.deep.equal({ allowance: String(400n * USDC) });
    expect(await read<bigint>(usdc.address, ERC20_ABI, 'allowance', [user, router])).to.equal(400n * USDC);

    // The swap, estimated this time (no disableEstimate).
    const { body: quoted } = await quote(U, W, 300n * USDC);
    const expected = BigInt(quoted.quotes[0]!.toAmount);
    const built = await buildTransaction({ amount: String(300n * USDC), from: U, to: W, userAddress: onChain(user) });
    expect(built.status).to.equal(200);
    expect(built.body.tx).to.deep.include({ from: onChain(user), to: onChain(router), amount: String(expected) });
    const call = decodeFunctionData({ abi: ROUTER_ABI, data: built.body.tx.data });
    expect(call.functionName).to.equal('swapExactTokensForTokens');
    const [amountIn, amountOutMin, path, to] = call.args as [bigint, bigint, string[], string, bigint];
    expect([amountIn, amountOutMin, path.map(lower), lower(to)]).to.deep.equal([300n * USDC, (expected * 99n) / 100n, [usdc.address, weth.address], user]);
    await send({ from: user, to: router, data: built.body.tx.data, gas: BigInt(built.body.tx.eip155.gas) });
    expect(await tokenBalanceOf(await rpcUrlOf(CHAIN), weth.address, user)).to.equal(expected);
    expect(await tokenBalanceOf(await rpcUrlOf(CHAIN), usdc.address, user)).to.equal(700n * USDC);

    // USDC → ETH with the same approval: the router unwraps its WETH9 and pays the user in ETH.
    const { body: ethQuote } = await quote(U, NATIVE, 100n * USDC);
    const ethExpected = BigInt(ethQuote.quotes[0]!.toAmount);
    const toEth = await buildTransaction({ amount: String(100n * USDC), from: U, to: NATIVE, userAddress: onChain(user) });
    expect(toEth.status).to.equal(200);
    const ethCall = decodeFunctionData({ abi: ROUTER_ABI, data: toEth.body.tx.data });
    expect(ethCall.functionName).to.equal('swapExactTokensForETH');
    expect((ethCall.args![2] as string[]).map(lower)).to.deep.equal([usdc.address, weth9]);
    const before = await balanceOf(await rpcUrlOf(CHAIN), user);
    const { gasUsed, effectiveGasPrice } = await send({ from: user, to: router, data: toEth.body.tx.data, gas: BigInt(toEth.body.tx.eip155.gas) });
    expect(await balanceOf(await rpcUrlOf(CHAIN), user)).to.equal(before - gasUsed * effectiveGasPrice + ethExpected);
    expect(await tokenBalanceOf(await rpcUrlOf(CHAIN), usdc.address, user)).to.equal(600n * USDC);
  });

  it('tells insufficient liquidity (no pool, or more than the pool holds) from insufficient balance', async () => {
    const { U, W } = await ids();
    const zero = `${CAIP2}:${(await token(CHAIN, 'ZERO')).address}`;
    // No pool: ZERO is a token of the chain but no pool trades it.
    expectFailed(await quote(U, zero, USDC), '', LIQUIDITY);
    // More than the pool holds (its 1000 ETH).
    expectFailed(await quote(NATIVE, U, 2000n * ETH), '', LIQUIDITY);
    // Quotes know no user, so no balance: a user who holds less is quoted like anyone (as 1inch quotes).
    const poor = await freshUser({ eth: ETH / 2n, usdc: 5n * USDC });
    expect((await quote(U, W, 10n * USDC)).status).to.equal(200);
    // Building with an estimate runs the swap: too little balance is said; without one, nothing is checked.
    expectFailed(await buildTransaction({ amount: String(10n * USDC), from: U, to: W, userAddress: onChain(poor) }), '', BALANCE);
    expect((await buildTransaction({ amount: String(10n * USDC), from: U, to: W, userAddress: onChain(poor), disableEstimate: true })).status).to.equal(200);
    expectFailed(await buildTransaction({ amount: String(USDC), from: U, to: zero, userAddress: onChain(DEPLOYER) }), '', LIQUIDITY);
  });

  it('answers allowances: the native coin needs none, a token the allowance to the router', async () => {
    const { U } = await ids();
    const user = await freshUser();
    const native = await dataGet<{ allowance: string }>('/v1/convert/allowance', `tokenAddress=${encodeURIComponent(NATIVE)}&userAddress=${onChain(user)}`);
    expect(native).to.deep.equal({ status: 200, body: { allowance: String(MAX_UINT256) } });
    const token_ = await dataGet<{ allowance: string }>('/v1/convert/allowance', `tokenAddress=${encodeURIComponent(U)}&userAddress=${onChain(user)}`);
    expect(token_).to.deep.equal({ status: 200, body: { allowance: '0' } });
    // The deployer approved the router for the pools' liquidity.
    const deployer = await dataGet<{ allowance: string }>('/v1/convert/allowance', `tokenAddress=${encodeURIComponent(U)}&userAddress=${onChain(DEPLOYER)}`);
    expect(deployer.body.allowance).to.equal(String(MAX_UINT256));
  });

  it('refuses what the hosted service refuses: a plain userAddress, chains that differ, a build body of the wrong types', async () => {
    const { U, W } = await ids();
    const user = await freshUser({ eth: ETH });
    // The hosted service reads userAddress as CAIP-10 on allowance and build-transaction.
    expectFailed(await dataGet('/v1/convert/allowance', `tokenAddress=${encodeURIComponent(U)}&userAddress=${user}`), '', `Crypto utils error: Wrong CAIP-10 format: ${user}`);
    expectFailed(await buildTransaction({ amount: String(ETH), from: NATIVE, to: U, userAddress: user, disableEstimate: true }), '', `Crypto utils error: Wrong CAIP-10 format: ${user}`);
    expectFailed(await dataGet('/v1/convert/allowance', `tokenAddress=${plain(U)}&userAddress=${onChain(user)}`), '', `Crypto utils error: Wrong CAIP-10 format: ${plain(U)}`);
    // The user on another chain than the tokens.
    expectFailed(
      await buildTransaction({ amount: String(ETH), from: NATIVE, to: U, userAddress: `eip155:1:${user}`, disableEstimate: true }),
      '',
      'Invalid parameter: `from`, `to` and `userAddress` chain IDs must have the same value',
    );
    expectFailed(await dataGet('/v1/convert/build-approve', `from=${encodeURIComponent(U)}&to=${encodeURIComponent(`eip155:1:${plain(W)}`)}`), '', 'Invalid parameter: `from` and `to` chain IDs must have the same value');
    // The body's types, as its JSON extractor refuses them (422, plain text), and the slippage it needs.
    const refused = async (body: Record<string, unknown>, status: number, text: RegExp) => {
      const answer = await buildTransaction({ from: NATIVE, to: U, userAddress: onChain(user), disableEstimate: true, ...body });
      expect(answer.status, JSON.stringify(body)).to.equal(status);
      expect((answer.body as { text?: string }).text ?? JSON.stringify(answer.body)).to.match(text);
    };
    await refused({ amount: 10 ** 18 }, 422, /^Failed to deserialize the JSON body into the target type: amount: invalid type/);
    await refused({ amount: String(ETH), eip155: { slippage: 0.5 } }, 422, /^Failed to deserialize the JSON body into the target type: eip155\.slippage/);
    await refused({ amount: String(ETH), disableEstimate: 'true' }, 422, /^Failed to deserialize the JSON body into the target type: disableEstimate/);
    await refused({ amount: String(ETH), projectId: undefined }, 422, /missing field `projectId`/);
    expectFailed(await buildTransaction({ amount: String(ETH), from: NATIVE, to: U, userAddress: onChain(user), eip155: undefined }), '', 'Invalid parameter: slippage parameter is necessary for this type of conversion');
    // A missing query field: the query extractor's plain-text refusal.
    const { apiUrl } = await stackInfo();
    const noTo = await fetch(`${apiUrl}/v1/convert/quotes?${IDS}&amount=1&from=${encodeURIComponent(NATIVE)}`);
    expect([noTo.status, await noTo.text()]).to.deep.equal([400, 'Failed to deserialize query string: missing field `to`']);
  });

  it('answers the gas price from eth_gasPrice, in wei strings', async () => {
    const { status, body } = await dataGet<{ standard: string; fast: string; instant: string }>('/v1/convert/gas-price', `chainId=${CAIP2}`);
    const onChain = BigInt((await rpc(await rpcUrlOf(CHAIN), 'eth_gasPrice', [])) as string);
    expect(status).to.equal(200);
    expect(Object.keys(body)).to.deep.equal(['standard', 'fast', 'instant']);
    for (const value of Object.values(body)) expect(value).to.match(/^\d+$/);
    const [standard, fast, instant] = [body.standard, body.fast, body.instant].map(BigInt) as [bigint, bigint, bigint];
    // Other files' blocks move the base fee a little between the two reads.
    expect(Number(standard) / Number(onChain)).to.be.within(0.8, 1.25);
    expect(fast).to.equal((standard * 12n) / 10n);
    expect(instant).to.equal((standard * 15n) / 10n);
  });

  it('prices the native coin and the tokens, one a call', async () => {
    const { apiUrl, explorerUrl } = await stackInfo();
    const { U, W } = await ids();
    const icon = (symbol: string) => `${explorerUrl}/public/getTokenImage/${symbol}?${IDS}`;
    const expected = [
      { address: NATIVE, name: 'Ethereum', symbol: 'ETH', iconUrl: icon('ETH'), price: 3000, decimals: 18 },
      { address: U, name: 'USD Coin', symbol: 'USDC', iconUrl: icon('USDC'), price: 1, decimals: 6 },
      { address: W, name: 'Wrapped Ether', symbol: 'WETH', iconUrl: icon('WETH'), price: 3000, decimals: 18 },
    ];
    for (const fungible of expected) {
      const res = await fetch(`${apiUrl}/v1/fungible/price?${IDS}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currency: 'usd', addresses: [fungible.address], projectId: 'test-project' }),
      });
      expect(res.status).to.equal(200);
      expect(await res.json()).to.deep.equal({ fungibles: [fungible] });
    }
  });

  it('refuses networks outside the swap list, and chains the stack does not run', async () => {
    const sepolia = 'eip155:11155111';
    // As the hosted service passes on its provider's refusal of a chain it does not serve.
    const unsupported = `Conversion parameter error: Chain ID ${sepolia} is not supported`;
    expectFailed(await dataGet('/v1/convert/tokens', `chainId=${sepolia}`), '', unsupported);
    expectFailed(await dataGet('/v1/convert/gas-price', `chainId=${sepolia}`), '', unsupported);
    expectFailed(await quote(`${sepolia}:${NATIVE_ADDRESS}`, `${sepolia}:${NATIVE_ADDRESS}`, ETH), '', unsupported);
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112';
    expectFailed(await quote(solana, NATIVE, 1n), '', 'Crypto utils error: Namespace is not supported: solana');
    // Polygon is a swap network, but the local stack runs no chain 137.
    expectFailed(await dataGet('/v1/convert/tokens', 'chainId=eip155:137'), '', 'Conversion parameter error: the local stack runs no chain eip155:137');
  });

  it('checks identification and parameters, and takes injected faults, like the other routes', async () => {
    const { apiUrl } = await stackInfo();
    const missing = await fetch(`${apiUrl}/v1/convert/tokens?chainId=${CAIP2}&projectId=test-project`);
    expect(missing.status).to.equal(400);
    expect(missing.headers.get('access-control-allow-origin')).to.equal('*');
    expect(await missing.json()).to.deep.include({ status: 400, missing: ['st', 'sv'] });
    const { U } = await ids();
    expectFailed(await quote(NATIVE, U, 0n), 'amount', 'Conversion parameter error: amount must be a positive integer in base units');
    expectFailed(await quote(NATIVE, NATIVE, ETH), '', 'Conversion parameter error: from and to are the same token');

    const project = `convert-fault-${Math.random().toString(36).slice(2)}`;
    const added = await fetch(`${apiUrl}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/convert/*', mode: '503', projectId: project, times: 1 }),
    });
    expect(added.status).to.equal(201);
    const faulted = await dataGet('/v1/convert/gas-price', `chainId=${CAIP2}`, `projectId=${project}&st=appkit&sv=html-wagmi-4.2.2`);
    expect(faulted).to.deep.equal({ status: 503, body: { status: 503, message: 'Service Unavailable' } });
    expect((await dataGet('/v1/convert/gas-price', `chainId=${CAIP2}`, `projectId=${project}&st=appkit&sv=html-wagmi-4.2.2`)).status).to.equal(200);
  });
});
