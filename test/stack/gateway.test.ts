import { expect } from 'chai';
import { IDS, gatewayRpc, stackInfo } from './stackInfo';

// anvil's first dev account (default mnemonic) and its starting balance.
const DEV0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const TEN_THOUSAND_ETH = 10_000n * 10n ** 18n;
const ONE_ETH = 10n ** 18n;

function randomAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

async function balanceOf(caip2: string, address: string): Promise<bigint> {
  const { body } = await gatewayRpc(caip2, 'eth_getBalance', [address, 'latest']);
  return BigInt(body.result as string);
}

describe('local stack: JSON-RPC gateway', () => {
  it('routes eth_chainId to the right chain for every running chain', async () => {
    const { chains } = await stackInfo();
    const ids = Object.keys(chains).map(Number);
    expect(ids).to.include.members([1, 8453, 42161, 10]);
    for (const id of ids) {
      const { status, body } = await gatewayRpc(`eip155:${id}`, 'eth_chainId');
      expect(status).to.equal(200);
      expect(Number(body.result)).to.equal(id);
    }
  });

  it('accepts text/plain bodies, as clients send them to skip the preflight', async () => {
    const { apiUrl } = await stackInfo();
    const res = await fetch(`${apiUrl}/v1/?chainId=eip155:1&projectId=test-project`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'eth_chainId', params: [] }),
    });
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ jsonrpc: '2.0', id: 9, result: '0x1' });
  });

  it('gives anvil dev account 0 its 10000 ETH', async () => {
    expect(await balanceOf('eip155:1', DEV0)).to.equal(TEN_THOUSAND_ETH);
    expect(await balanceOf('eip155:42161', DEV0)).to.equal(TEN_THOUSAND_ETH);
  });

  it('changes real chain state with eth_sendTransaction', async () => {
    const chain = 'eip155:8453';
    const to = randomAddress();
    const before = await balanceOf(chain, DEV0);
    const sent = await gatewayRpc(chain, 'eth_sendTransaction', [{ from: DEV0, to, value: `0x${ONE_ETH.toString(16)}` }]);
    expect(sent.body.error).to.equal(undefined);
    const hash = sent.body.result as string;
    expect(hash).to.match(/^0x[0-9a-f]{64}$/);
    const receipt = await gatewayRpc(chain, 'eth_getTransactionReceipt', [hash]);
    expect((receipt.body.result as { status: string }).status).to.equal('0x1');
    expect(await balanceOf(chain, to)).to.equal(ONE_ETH);
    expect(before - (await balanceOf(chain, DEV0)) >= ONE_ETH).to.equal(true);
    // Other chains are separate nodes: the recipient has nothing there.
    expect(await balanceOf('eip155:1', to)).to.equal(0n);
  });

  it('answers an unknown chain with HTTP 400 and a JSON-RPC error naming it', async () => {
    const { status, body } = await gatewayRpc('eip155:137', 'eth_chainId');
    expect(status).to.equal(400);
    expect(body.id).to.equal(1);
    expect(body.error?.message).to.contain('eip155:137').and.to.contain('eip155:1');
  });

  it('requires projectId', async () => {
    const { status, body } = await gatewayRpc('eip155:1', 'eth_chainId', [], 'foo=bar');
    expect(status).to.equal(400);
    expect(body.error?.message).to.contain('projectId');
  });
});

describe('local stack: supported chains', () => {
  it('lists the running chains as CAIP-2 ids', async () => {
    const { apiUrl, chains } = await stackInfo();
    const res = await fetch(`${apiUrl}/v1/supported-chains?${IDS}`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('access-control-allow-origin')).to.equal('*');
    const body = (await res.json()) as { http: string[]; ws: string[] };
    // The hosted answer's two lists and nothing else.
    expect(Object.keys(body)).to.have.members(['http', 'ws']);
    // Exactly the running EVM chains, the Solana ledger's three ids, the Bitcoin twin's network, and the Polkadot and Cosmos ledgers' two each.
    expect(body.http).to.have.members([
      ...Object.keys(chains).map((id) => `eip155:${id}`),
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'bip122:000000000933ea01ad0ee984209779ba',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      'cosmos:cosmoshub-4',
      'cosmos:theta-testnet-001',
    ]);
    expect(body.ws).to.deep.equal([]);
  });

  it('answers GET and HEAD only, as the hosted list does', async () => {
    const { apiUrl } = await stackInfo();
    expect((await fetch(`${apiUrl}/v1/supported-chains?${IDS}`, { method: 'HEAD' })).status).to.equal(200);
    expect((await fetch(`${apiUrl}/v1/supported-chains?${IDS}`, { method: 'POST' })).status).to.equal(405);
  });

  it('requires st and sv too', async () => {
    const { apiUrl } = await stackInfo();
    const res = await fetch(`${apiUrl}/v1/supported-chains?projectId=test-project`);
    expect(res.status).to.equal(400);
    expect(((await res.json()) as { error: string }).error).to.contain('st').and.to.contain('sv');
  });
});
