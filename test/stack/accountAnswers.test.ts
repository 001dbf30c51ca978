// The data-service twin's balance and identity calls refuse and answer what the hosted service
// (blockchain-api src/handlers/balance.rs, identity.rs) refuses and answers, in its shapes:
// demo/stack/accountRoutes.mjs, identity.mjs, hostedRefusals.mjs.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { DEV, dataGet, identity, type Balance } from './dataKit';
import { IDS, stackInfo } from './stackInfo';

// Dev 2 is never spent from by any test: it always holds ETH and tokens on every chain.
const HOLDER = DEV[2];
const SOLANA_KEY = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const invalidAddress = { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] };

/** A GET with the usual ids whose answer is read as text (extractor rejections are not JSON). */
async function getText(path: string, query: string, ids = IDS): Promise<{ status: number; type: string | null; text: string }> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}${path}?${[query, ids].filter(Boolean).join('&')}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

const balanceOf = (address: string, query: string) => dataGet<{ balances: Balance[] }>(`/v1/account/${address}/balance`, query);

describe('local stack: the balance call, as the hosted one', () => {
  it('wants currency, one of the hosted list in lowercase, and says so as the query extractor does', async () => {
    const missing = await getText(`/v1/account/${HOLDER}/balance`, 'chainId=eip155:1');
    expect(missing).to.deep.equal({ status: 400, type: 'text/plain; charset=utf-8', text: 'Failed to deserialize query string: missing field `currency`' });
    const upper = await getText(`/v1/account/${HOLDER}/balance`, 'currency=USD&chainId=eip155:1');
    expect(upper.status).to.equal(400);
    expect(upper.text).to.equal('Failed to deserialize query string: currency: unknown variant `USD`, expected one of `btc`, `eth`, `usd`, `eur`, `gbp`, `aud`, `cad`, `inr`, `jpy`');
    expect((await balanceOf(HOLDER, 'currency=usd&chainId=eip155:1')).body.balances.map((b) => b.symbol)).to.include.members(['ETH', 'USDC']);
  });

  it('answers nothing, without looking, to a request no browser sent (no Origin), to the SDK versions it mutes, and for Rootstock', async () => {
    const query = `currency=usd&chainId=eip155:1&${IDS}`;
    const originless = (await executeServerCommand('data-get-without-origin', { path: `/v1/account/${HOLDER}/balance?${query}` })) as { status: number; text: string };
    expect(originless.status).to.equal(200);
    expect(JSON.parse(originless.text)).to.deep.equal({ balances: [] });
    for (const sv of ['html-wagmi-1.6.5', 'react-ethers-1.6.4']) {
      const muted = await dataGet(`/v1/account/${HOLDER}/balance`, 'currency=usd&chainId=eip155:1', `projectId=test-project&st=appkit&sv=${sv}`);
      expect(muted, sv).to.deep.equal({ status: 200, body: { balances: [] } });
    }
    // Not even the address is checked first.
    expect(await balanceOf('not-an-address', 'currency=usd&chainId=eip155:30')).to.deep.equal({ status: 200, body: { balances: [] } });
  });

  it('checks the address in the namespace of chainId: Solana base58, EVM for any other', async () => {
    for (const [address, chainId] of [
      ['0x1234', 'eip155:1'],
      [HOLDER.slice(2), 'eip155:1'],
      [SOLANA_KEY, 'eip155:1'],
      [HOLDER, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'bip122:000000000933ea01ad0ee984209779ba'],
    ]) {
      expect(await balanceOf(address!, `currency=usd&chainId=${encodeURIComponent(chainId!)}`), `${address} on ${chainId}`).to.deep.equal({ status: 400, body: invalidAddress });
    }
    // An unknown namespace is read as eip155: an EVM address passes, on a chain the stack does not run.
    expect(await balanceOf(HOLDER, 'currency=usd&chainId=tron:0x2b6653dc')).to.deep.equal({ status: 200, body: { balances: [] } });
  });

  it('refuses a forceUpdate that is empty or not EVM token ids, and any on Solana', async () => {
    const usdc = (await stackInfo()).tokens[1]!.find((t) => t.symbol === 'USDC')!.address;
    for (const forceUpdate of ['', 'eip155:1', `eip155:1:${usdc},`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_KEY}`]) {
      expect(await balanceOf(HOLDER, `currency=usd&chainId=eip155:1&forceUpdate=${encodeURIComponent(forceUpdate)}`), forceUpdate).to.deep.equal({ status: 400, body: invalidAddress });
    }
    const fresh = await balanceOf(HOLDER, `currency=usd&chainId=eip155:1&forceUpdate=${encodeURIComponent(`eip155:1:${usdc}`)}`);
    expect(fresh.status).to.equal(200);
    expect(fresh.body.balances.map((b) => b.symbol)).to.include('USDC');
    const onSolana = await balanceOf(SOLANA_KEY, `currency=usd&chainId=${encodeURIComponent('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')}&forceUpdate=${encodeURIComponent(`eip155:1:${usdc}`)}`);
    expect(onSolana).to.deep.equal({ status: 400, body: { status: 'FAILED', reasons: [{ field: 'address', description: 'Unsupported namespace: solana' }] } });
  });
});

describe('local stack: the identity call, as the hosted one', () => {
  it('answers name, avatar and resolvedAt, for the address in any case or without 0x', async () => {
    const before = Date.now();
    const { status, body } = await identity(DEV[0].toUpperCase().replace('0X', '0x'));
    expect(status).to.equal(200);
    expect(Object.keys(body)).to.deep.equal(['name', 'avatar', 'resolvedAt']);
    expect(body.name).to.equal('dev0.reown.id');
    expect(Date.parse(body.resolvedAt)).to.be.within(before - 1000, Date.now() + 1000);
    expect((await identity(DEV[0].slice(2))).body.name).to.equal('dev0.reown.id');
  });

  it('answers a Solana address with nothing, and refuses what is neither', async () => {
    const solana = await identity(SOLANA_KEY);
    expect(solana.status).to.equal(200);
    expect(solana.body).to.include({ name: null, avatar: null });
    expect(Number.isNaN(Date.parse(solana.body.resolvedAt))).to.equal(false);
    for (const address of ['0x1234', `${DEV[0]}00`, 'vitalik.eth']) expect(await identity(address), address).to.deep.equal({ status: 400, body: invalidAddress });
  });

  it('refuses useCache, which only the hosted service’s own test project may send', async () => {
    const projectId = 'identity-cache-test';
    const refused = await dataGet(`/v1/identity/${DEV[0]}`, 'useCache=false', `projectId=${projectId}&st=appkit&sv=html-wagmi-4.2.2`);
    expect(refused).to.deep.equal({
      status: 400,
      body: { status: 'FAILED', reasons: [{ field: '', description: `Invalid parameter: The project ID ${projectId} is not allowed to use \`use_cache\` parameter` }] },
    });
    const notABoolean = await getText(`/v1/identity/${DEV[0]}`, 'useCache=1');
    expect(notABoolean).to.deep.equal({ status: 400, type: 'text/plain; charset=utf-8', text: 'Failed to deserialize query string: useCache: provided string was not `true` or `false`' });
    // A Solana address is answered before the flag is looked at.
    expect((await dataGet(`/v1/identity/${SOLANA_KEY}`, 'useCache=true')).status).to.equal(200);
  });
});
