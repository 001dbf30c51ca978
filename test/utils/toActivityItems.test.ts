import { expect } from 'chai';
import type { WireTransaction } from '../../src/services/blockchain/wireTypes';
import { toActivityItems } from '../../src/utils/toActivityItems';

function tx(id: string, chain: string, transfers: WireTransaction['transfers']): WireTransaction {
  return {
    id,
    metadata: { operationType: 'send', hash: `0x${id}`, chain, minedAt: '2026-11-20T10:00:00Z', sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', nonce: 1 },
    transfers,
  };
}

const usdc = (direction: 'in' | 'out', numeric: string) => ({ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction, quantity: { numeric } });
const spam = { nft_info: { name: 'Free Claim', flags: { is_spam: true } }, direction: 'in' as const, quantity: { numeric: '1' } };

describe('toActivityItems (spec §4, §5, §9)', () => {
  it('keeps only the connected chain', () => {
    const items = toActivityItems([tx('a', 'eip155:1', [usdc('in', '1')]), tx('b', 'eip155:8453', [usdc('in', '1')])], 'eip155:1');
    expect(items.map((item) => item.id)).to.deep.equal(['a']);
  });

  it('drops transactions whose transfers are all spam NFTs, keeps mixed ones without the spam', () => {
    const items = toActivityItems([tx('a', 'eip155:1', [spam, spam]), tx('b', 'eip155:1', [spam, usdc('out', '2')])], 'eip155:1');
    expect(items.map((item) => [item.id, item.amounts])).to.deep.equal([['b', ['2 USDC']]]);
  });

  it('shows quantities to 3 decimals and reads the direction', () => {
    const [item] = toActivityItems([tx('a', 'eip155:1', [usdc('out', '1234.56789')])], 'eip155:1');
    expect(item?.amounts).to.deep.equal(['1,234.568 USDC']);
    expect(item?.direction).to.equal('out');
  });

  it('pads no zeros: whole amounts, such as a 0-decimals token, read whole', () => {
    const [item] = toActivityItems([tx('a', 'eip155:1', [usdc('in', '5')])], 'eip155:1');
    expect(item?.amounts).to.deep.equal(['5 USDC']);
  });

  it('keeps a transaction without transfers', () => {
    expect(toActivityItems([tx('a', 'eip155:1', null)], 'eip155:1')[0]?.amounts).to.deep.equal([]);
  });
});
