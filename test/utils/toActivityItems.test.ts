import { expect } from 'chai';
import type { Network } from '../../src/config/Network';
import type { WireTransaction } from '../../src/services/blockchain/wireTypes';
import { toActivityItems } from '../../src/utils/toActivityItems';

const network = (caipNetworkId: string, explorer?: string): Network => ({
  id: Number(caipNetworkId.split(':')[1]),
  chainNamespace: 'eip155',
  caipNetworkId,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  ...(explorer ? { blockExplorers: { default: { name: 'Local explorer', url: explorer } } } : {}),
});
const MAINNET = network('eip155:1', 'https://explorer.example/eth/');

function tx(id: string, chain: string, transfers: WireTransaction['transfers'], metadata: Partial<WireTransaction['metadata']> = {}): WireTransaction {
  return {
    id,
    metadata: { operationType: 'send', hash: `0x${id}`, chain, minedAt: '2026-11-20T10:00:00Z', sentFrom: '0xa', sentTo: '0xb', status: 'confirmed', nonce: 1, ...metadata },
    transfers,
  };
}

const usdc = (direction: 'in' | 'out', numeric: string, value?: number) => ({
  fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://img.example/usdc.png' } },
  direction,
  quantity: { numeric },
  ...(value === undefined ? {} : { value }),
});
const eth = (direction: 'in' | 'out', numeric: string) => ({ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction, quantity: { numeric } });
const spam = { nft_info: { name: 'Free Claim', flags: { is_spam: true } }, direction: 'in' as const, quantity: { numeric: '1' } };

describe('toActivityItems (spec §4, §5, §9)', () => {
  it('keeps only the connected chain', () => {
    const items = toActivityItems([tx('a', 'eip155:1', [usdc('in', '1')]), tx('b', 'eip155:8453', [usdc('in', '1')])], MAINNET);
    expect(items.map((item) => item.id)).to.deep.equal(['a']);
  });

  it('drops transactions whose transfers are all spam NFTs, keeps mixed ones without the spam', () => {
    const items = toActivityItems([tx('a', 'eip155:1', [spam, spam]), tx('b', 'eip155:1', [spam, usdc('out', '2')])], MAINNET);
    expect(items.map((item) => [item.id, item.transfers.map((t) => [t.quantity, t.symbol])])).to.deep.equal([['b', [['2', 'USDC']]]]);
  });

  it('reads a transfer: direction, token icon, dollar value, and its page on the network explorer', () => {
    const [item] = toActivityItems([tx('a1', 'eip155:1', [usdc('out', '1234.56789', 1234.57)])], MAINNET);
    expect(item).to.deep.include({ kind: 'transfer', direction: 'out', explorerUrl: 'https://explorer.example/eth/tx/0xa1' });
    expect(item?.transfers).to.deep.equal([{ direction: 'out', quantity: '1234.56789', symbol: 'USDC', iconUrl: 'https://img.example/usdc.png', usd: 1234.57 }]);
  });

  it("reads the service's 'trade' with something paid and something received as a swap", () => {
    const [swap, oneWay] = toActivityItems(
      [tx('a', 'eip155:1', [eth('out', '1'), usdc('in', '2988.0213')], { operationType: 'trade' }), tx('b', 'eip155:1', [eth('out', '1')], { operationType: 'trade' })],
      MAINNET,
    );
    expect(swap?.kind).to.equal('trade');
    expect(oneWay?.kind, 'a trade with nothing received is a send').to.equal('transfer');
  });

  it("names a purchase's provider from the transaction's application", () => {
    const items = toActivityItems(
      [
        tx('a', 'eip155:1', [usdc('in', '98.9')], { operationType: 'buy', application: { name: 'Rampa' }, sentFrom: '0x00000000000000000000000000000000000000aa' }),
        tx('b', 'eip155:1', [usdc('in', '5')], { operationType: 'buy', sentFrom: '0x00000000000000000000000000000000000000aa' }),
        tx('c', 'eip155:1', [usdc('in', '5')], { operationType: 'receive', application: { name: 'Some dapp' } }),
      ],
      MAINNET,
    );
    expect(items.map((item) => [item.kind, item.provider])).to.deep.equal([
      ['buy', 'Rampa'],
      ['buy', undefined],
      ['transfer', undefined],
    ]);
  });

  it('gives no explorer link on a network without an explorer, and keeps a transaction without transfers', () => {
    const [item] = toActivityItems([tx('a', 'eip155:1', null)], network('eip155:1'));
    expect(item?.explorerUrl).to.equal(undefined);
    expect(item?.transfers).to.deep.equal([]);
  });
});
