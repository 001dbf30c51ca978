import { expect } from 'chai';
import type { WireBalance } from '../../src/services/blockchain/wireTypes';
import { filterBalances } from '../../src/utils/filterBalances';

function token(symbol: string, decimals: string, numeric: string, price: number, address: string | undefined = `eip155:1:0x${symbol}`): WireBalance {
  return { name: symbol, symbol, chainId: 'eip155:1', address, price, value: Number(numeric) * price, quantity: { decimals, numeric }, iconUrl: '' };
}

describe('filterBalances (spec §5)', () => {
  it('drops tokens with 0 decimals', () => {
    expect(filterBalances([token('ZERO', '0', '5', 0.1), token('WETH', '18', '2', 3000)]).map((b) => b.symbol)).to.deep.equal(['WETH']);
  });

  it('drops empty or unreadable quantities but always keeps the native coin', () => {
    const { address: _none, ...native } = token('ETH', '18', '0', 3000);
    const list = [native, token('AAA', '18', '0', 1), token('BBB', '18', 'abc', 1), token('CCC', '18', '0.5', 1)];
    expect(filterBalances(list).map((b) => b.symbol)).to.deep.equal(['ETH', 'CCC']);
  });

  it('drops a token with a stable-coin symbol priced away from one dollar', () => {
    const list = [token('USDC', '6', '10', 1), token('USDT', '6', '10', 0.02), token('DAI', '18', '10', 1.05)];
    expect(filterBalances(list).map((b) => b.symbol)).to.deep.equal(['USDC', 'DAI']);
  });

  it("keeps a stable coin a wallet listed without a price (no price is not a wrong price), but not one it priced away from a dollar", () => {
    const list = [token('USDC', '6', '10', 0), token('USDT', '6', '10', 0.02)];
    expect(filterBalances(list, { unpricedIsUnknown: true }).map((b) => b.symbol)).to.deep.equal(['USDC']);
    // The data service prices every token: its 0 is a price, and betrays a look-alike.
    expect(filterBalances(list).map((b) => b.symbol)).to.deep.equal([]);
  });
});
