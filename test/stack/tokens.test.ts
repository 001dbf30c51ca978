import { expect } from 'chai';
import { decodeErrorResult, encodeAbiParameters, encodeErrorResult, keccak256, parseAbi, type Hex } from 'viem';
import { DEV, balances, dataGet, identity, randomAddress, stackTokens, token, transferData } from './dataKit';
import { IDS, gatewayRpc, stackInfo } from './stackInfo';

// Dev 2 is never spent from by any test, so its balances are what the stack started with.
const HOLDER = DEV[2];

async function call(caip2: string, to: string, data: string): Promise<string> {
  const { body } = await gatewayRpc(caip2, 'eth_call', [{ to, data }, 'latest']);
  if (body.error) throw new Error(body.error.message);
  return body.result as string;
}

async function keccak(text: string): Promise<string> {
  const hex = Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');
  return (await gatewayRpc('eip155:1', 'web3_sha3', [`0x${hex}`])).body.result as string;
}

describe('local stack: deployed tokens', () => {
  it('publishes USDC, WETH and ZERO at the same addresses on every chain in /stack.json', async () => {
    const tokens = await stackTokens();
    const { chains } = await stackInfo();
    expect(Object.keys(tokens)).to.have.members(Object.keys(chains));
    const first = tokens[1]!;
    expect(first.map(({ symbol, name, decimals }) => ({ symbol, name, decimals }))).to.deep.equal([
      { symbol: 'USDC', name: 'USD Coin', decimals: 6 },
      { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
      { symbol: 'ZERO', name: 'Zero Decimals', decimals: 0 },
    ]);
    for (const list of Object.values(tokens)) expect(list).to.deep.equal(first);
    for (const t of first) expect(t.address).to.match(/^0x[0-9a-f]{40}$/);
  });

  it('are real ERC-20 contracts: name, symbol, decimals, totalSupply, balanceOf', async () => {
    const weth = await token(8453, 'WETH');
    const text = (hex: string) => new TextDecoder().decode(Uint8Array.from(hex.slice(130).match(/../g)!.map((b) => parseInt(b, 16)))).replace(/\0+$/, '');
    expect(text(await call('eip155:8453', weth.address, '0x06fdde03'))).to.equal('Wrapped Ether');
    expect(text(await call('eip155:8453', weth.address, '0x95d89b41'))).to.equal('WETH');
    expect(BigInt(await call('eip155:8453', weth.address, '0x313ce567'))).to.equal(18n);
    expect(BigInt(await call('eip155:8453', weth.address, '0x18160ddd'))).to.equal(1000n * 10n ** 18n);
    const held = await call('eip155:8453', weth.address, `0x70a08231${HOLDER.slice(2).padStart(64, '0')}`);
    expect(BigInt(held)).to.equal(2n * 10n ** 18n);
  });

  it('use the standard selectors and event topics (keccak256 of the signatures)', async () => {
    const selectors: Record<string, string> = {
      'name()': '06fdde03', 'symbol()': '95d89b41', 'decimals()': '313ce567', 'totalSupply()': '18160ddd',
      'balanceOf(address)': '70a08231', 'transfer(address,uint256)': 'a9059cbb',
      'transferFrom(address,address,uint256)': '23b872dd', 'approve(address,uint256)': '095ea7b3',
      'allowance(address,address)': 'dd62ed3e',
    };
    for (const [signature, selector] of Object.entries(selectors)) expect((await keccak(signature)).slice(2, 10), signature).to.equal(selector);
    expect(await keccak('Transfer(address,address,uint256)')).to.equal('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
    expect(await keccak('Approval(address,address,uint256)')).to.equal('0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925');
  });
});

describe('local stack: token revert reasons', () => {
  // Reads only (eth_call, with a state override where an allowance is needed): no chain changes.
  const BALANCE_TEXT = 'ERC20: transfer amount exceeds balance';
  const ALLOWANCE_TEXT = 'ERC20: insufficient allowance';
  const transferFromData = (from: string, to: string, amount: bigint) =>
    `0x23b872dd${[from, to].map((a) => a.slice(2).padStart(64, '0')).join('')}${amount.toString(16).padStart(64, '0')}`;

  /** The revert data of a call that must revert. */
  async function revertData(caip2: string, call: Record<string, string>, stateOverride?: unknown): Promise<Hex> {
    const { body } = await gatewayRpc(caip2, 'eth_call', stateOverride ? [call, 'latest', stateOverride] : [call, 'latest']);
    expect(body.error, 'the call should revert').to.not.equal(undefined);
    expect(body.error!.message).to.contain('execution reverted');
    return (body.error!.data ?? '0x') as Hex;
  }

  /** Checks `data` decodes to Error(text) and is byte for byte what Solidity's require emits. */
  function expectErrorString(data: Hex, text: string) {
    expect(decodeErrorResult({ data })).to.deep.include({ errorName: 'Error', args: [text] });
    expect(data).to.equal(encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [text] }));
  }

  it('transfer beyond the balance reverts with Error("ERC20: transfer amount exceeds balance")', async () => {
    const usdc = await token(1, 'USDC');
    expectErrorString(await revertData('eip155:1', { from: randomAddress(), to: usdc.address, data: transferData(HOLDER, 1n) }), BALANCE_TEXT);
    // A holder asking for one base unit more than it has (1000 USDC), on the on-demand chain too.
    const onDemand = await token(10, 'USDC');
    expectErrorString(await revertData('eip155:10', { from: HOLDER, to: onDemand.address, data: transferData(randomAddress(), 1000n * 10n ** 6n + 1n) }), BALANCE_TEXT);
  });

  it('transferFrom beyond the allowance reverts with Error("ERC20: insufficient allowance")', async () => {
    const weth = await token(8453, 'WETH');
    const data = await revertData('eip155:8453', { from: randomAddress(), to: weth.address, data: transferFromData(HOLDER, randomAddress(), 1n) });
    expectErrorString(data, ALLOWANCE_TEXT);
  });

  it('transferFrom within the allowance but beyond the balance reverts with the balance text', async () => {
    const weth = await token(8453, 'WETH');
    const [owner, spender] = [randomAddress(), randomAddress()];
    // The allowance of owner to spender lives at keccak256(owner ‖ spender) (erc20Bytecode.mjs).
    const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [owner as Hex, spender as Hex]));
    const override = { [weth.address]: { stateDiff: { [slot]: `0x${(10n ** 30n).toString(16).padStart(64, '0')}` } } };
    const data = await revertData('eip155:8453', { from: spender, to: weth.address, data: transferFromData(owner, randomAddress(), 1n) }, override);
    expectErrorString(data, BALANCE_TEXT);
  });

  it('still succeeds within the balance, and reverts with no data for malformed calldata', async () => {
    const usdc = await token(1, 'USDC');
    const ok = await gatewayRpc('eip155:1', 'eth_call', [{ from: HOLDER, to: usdc.address, data: transferData(randomAddress(), 1n) }, 'latest']);
    expect(BigInt(ok.body.result as string)).to.equal(1n); // true
    // Too short for transfer's two words: refused without a reason, as compiled code does.
    expect(await revertData('eip155:1', { from: HOLDER, to: usdc.address, data: transferData(randomAddress(), 1n).slice(0, 74) })).to.equal('0x');
  });
});

describe('local stack: balance endpoint', () => {
  it('answers native ETH and every held token in the documented shape', async () => {
    const { status, body } = await balances(HOLDER, 'eip155:42161');
    expect(status).to.equal(200);
    const [native, ...held] = body.balances;
    expect(native).to.not.have.property('address');
    expect(native).to.include({ name: 'Ethereum', symbol: 'ETH', chainId: 'eip155:42161', price: 3000 });
    expect(native!.quantity.decimals).to.equal('18');
    expect(Number(native!.quantity.numeric)).to.be.closeTo(10_000, 1);
    expect(native!.value).to.be.closeTo(30_000_000, 3000);

    const tokens = (await stackTokens())[42161]!;
    const { explorerUrl } = await stackInfo();
    expect(held.map((b) => [b.symbol, b.quantity.decimals, b.quantity.numeric, b.price, b.value])).to.deep.equal([
      ['USDC', '6', '1000.0', 1, 1000],
      ['WETH', '18', '2.0', 3000, 6000],
      ['ZERO', '0', '5.0', 0.1, 0.5],
    ]);
    held.forEach((b, i) => {
      expect(Object.keys(b)).to.have.members(['name', 'symbol', 'chainId', 'address', 'value', 'price', 'quantity', 'iconUrl']);
      expect(b.address).to.equal(`eip155:42161:${tokens[i]!.address}`);
      expect(b.chainId).to.equal('eip155:42161');
      expect(b.iconUrl).to.equal(`${explorerUrl}/public/getTokenImage/${b.symbol}?${IDS}`);
    });
  });

  it('serves the icons it names', async () => {
    const { body } = await balances(HOLDER, 'eip155:1');
    for (const b of body.balances) {
      const res = await fetch(b.iconUrl);
      expect(res.status, b.iconUrl).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('image/svg+xml');
    }
  });

  it('lists only the native coin for an address that holds no token', async () => {
    const { body } = await balances('0x000000000000000000000000000000000000dead', 'eip155:1');
    expect(body.balances.map((b) => [b.symbol, b.quantity.numeric])).to.deep.equal([['ETH', '0.0']]);
  });

  it('answers an unsupported chain with no balances', async () => {
    const { status, body } = await balances(HOLDER, 'eip155:137');
    expect(status).to.equal(200);
    expect(body).to.deep.equal({ balances: [] });
  });

  it('refuses a bad address and missing ids with 400', async () => {
    expect((await balances('0x1234', 'eip155:1')).status).to.equal(400);
    const missing = await dataGet<{ error: string }>(`/v1/account/${HOLDER}/balance`, 'chainId=eip155:1', 'projectId=p');
    expect(missing.status).to.equal(400);
    expect(missing.body.error).to.contain('st').and.to.contain('sv');
  });
});

describe('local stack: identity and prices', () => {
  it('names dev 0 with an avatar, dev 1 without, and nobody else', async () => {
    const dev0 = await identity('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(dev0.status).to.equal(200);
    expect(dev0.body.name).to.equal('dev0.reown.id');
    expect(dev0.body.avatar).to.match(/^data:image\/svg\+xml;base64,/);
    expect((await identity(DEV[1])).body).to.include({ name: 'dev1.reown.id', avatar: null });
    expect((await identity(DEV[5])).body).to.include({ name: null, avatar: null });
    expect((await dataGet('/v1/identity/nope', '')).status).to.equal(400);
  });

  it('prices one fungible a call, the first address, as the hosted service; refuses what it cannot price', async () => {
    const { apiUrl } = await stackInfo();
    const usdc = await token(1, 'USDC');
    const zero = await token(1, 'ZERO');
    const price = async (addresses: unknown[]) => {
      const res = await fetch(`${apiUrl}/v1/fungible/price?${IDS}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currency: 'usd', projectId: 'test-project', addresses }),
      });
      return { status: res.status, body: (await res.json()) as { fungibles: { address: string; name: string; symbol: string; iconUrl: string; price: number; decimals: number }[] } };
    };
    // Only the first address counts.
    const first = await price([`eip155:1:${usdc.address}`, `eip155:1:${zero.address}`]);
    expect(first.status).to.equal(200);
    expect(first.body.fungibles.map(({ address, symbol, name, price: p, decimals }) => ({ address, symbol, name, price: p, decimals }))).to.deep.equal([
      { address: `eip155:1:${usdc.address}`, symbol: 'USDC', name: 'USD Coin', price: 1, decimals: 6 },
    ]);
    expect(first.body.fungibles[0]?.iconUrl).to.contain('/public/getTokenImage/USDC?');
    expect((await price(['eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'])).body.fungibles.map((f) => [f.address, f.symbol, f.price])).to.deep.equal([
      ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'ETH', 3000],
    ]);
    expect((await price([`eip155:1:${zero.address}`])).body.fungibles.map((f) => f.price)).to.deep.equal([0.1]);
    // Refusals in the hosted words.
    const failed = (field: string, description: string) => ({ status: 400, body: { status: 'FAILED', reasons: [{ field, description }] } });
    expect(await price([])).to.deep.equal(failed('address', 'The address provided is invalid'));
    expect(await price(['eip155:1:0x12'])).to.deep.equal(failed('address', 'The address provided is invalid'));
    expect(await price(['eip155:1:0x0000000000000000000000000000000000000001'])).to.deep.equal(failed('asset', 'Asset is not supported: 0x0000000000000000000000000000000000000001'));
  });
});
