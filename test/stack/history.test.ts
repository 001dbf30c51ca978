import { expect } from 'chai';
import { DEV, type Tx, balances, dataGet, history, randomAddress, sendTx, token, transferData } from './dataKit';
import { stackInfo } from './stackInfo';

// Only dev accounts 6-9 send transactions here (0-5 keep their starting balances for other files).
const SENDER = DEV[7];
const CHAIN = 'eip155:8453';
const USDC_UNIT = 10n ** 6n;

const findTx = (data: Tx[], hash: string) => data.find((tx) => tx.metadata.hash === hash);

describe('local stack: history endpoint', () => {
  before(async () => {
    // Dev 7 starts without tokens: the deployer (dev 9) hands it some, a real transfer too.
    const usdc = await token(8453, 'USDC');
    await sendTx(CHAIN, { from: DEV[9], to: usdc.address, data: transferData(SENDER, 100n * USDC_UNIT) });
  });

  it('shows a token transfer for both parties, out for the sender and in for the receiver', async () => {
    const usdc = await token(8453, 'USDC');
    const receiver = randomAddress();
    const receipt = await sendTx(CHAIN, { from: SENDER, to: usdc.address, data: transferData(receiver, 12_500_000n) });
    expect(receipt.status).to.equal('0x1');
    const hash = receipt.transactionHash;

    const sent = await history(SENDER, CHAIN);
    expect(sent.status).to.equal(200);
    const out = findTx(sent.body.data, hash)!;
    expect(out, 'sender sees the tx').to.not.equal(undefined);
    expect(Object.keys(out)).to.have.members(['id', 'metadata', 'transfers']);
    expect(out.metadata).to.include({ operationType: 'send', hash, chain: CHAIN, sentFrom: SENDER, sentTo: usdc.address, status: 'confirmed' });
    expect(out.metadata.nonce).to.be.a('number');
    expect(new Date(out.metadata.minedAt).toISOString()).to.equal(out.metadata.minedAt);
    expect(out.transfers).to.deep.equal([
      {
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: out.transfers![0]!.fungible_info!.icon.url } },
        direction: 'out',
        quantity: { numeric: '12.5' },
        value: 12.5,
        price: 1,
      },
    ]);
    expect(out.transfers![0]!.fungible_info!.icon.url).to.contain('/public/getTokenImage/USDC?');

    const received = await history(receiver, CHAIN);
    expect(received.body.next).to.equal(null);
    expect(received.body.data).to.have.length(1);
    const incoming = received.body.data[0]!;
    expect(incoming.metadata).to.include({ operationType: 'receive', hash, sentFrom: SENDER });
    expect(incoming.transfers!.map((t) => [t.direction, t.quantity.numeric, t.fungible_info!.symbol])).to.deep.equal([['in', '12.5', 'USDC']]);

    // The balance endpoint reads the same chain state; other chains know nothing of it.
    const held = await balances(receiver, CHAIN);
    expect(held.body.balances.map((b) => [b.symbol, b.quantity.numeric])).to.deep.equal([['ETH', '0.0'], ['USDC', '12.5']]);
    expect((await history(receiver, 'eip155:1')).body).to.deep.equal({ data: [], next: null });
  });

  it('pages 20 at a time, newest first, with a cursor that holds while new blocks arrive', async () => {
    const chain = 'eip155:42161';
    const receiver = randomAddress();
    const hashes: string[] = [];
    for (let i = 1; i <= 25; i += 1) hashes.push((await sendTx(chain, { from: DEV[6], to: receiver, value: `0x${i.toString(16)}` })).transactionHash);

    const page1 = await history(receiver, chain);
    expect(page1.body.data.map((tx) => tx.metadata.hash)).to.deep.equal(hashes.slice(5).reverse());
    expect(page1.body.next).to.be.a('string');
    const first = page1.body.data[0]!;
    expect(first.metadata).to.include({ operationType: 'receive', sentFrom: DEV[6], sentTo: receiver });
    expect(first.transfers).to.deep.equal([
      { fungible_info: first.transfers![0]!.fungible_info, direction: 'in', quantity: { numeric: '0.000000000000000025' }, value: 0, price: 3000 },
    ]);
    expect(first.transfers![0]!.fungible_info).to.include({ name: 'Ethereum', symbol: 'ETH' });

    const late = await sendTx(chain, { from: DEV[6], to: receiver, value: '0x1a' });
    const page2 = await history(receiver, chain, page1.body.next!);
    expect(page2.body.data.map((tx) => tx.metadata.hash)).to.deep.equal(hashes.slice(0, 5).reverse());
    expect(page2.body.next).to.equal(null);
    expect((await history(receiver, chain)).body.data[0]!.metadata.hash).to.equal(late.transactionHash);

    expect((await history(receiver, chain, 'not-a-cursor')).status).to.equal(400);
  });

  it('marks transfers to oneself as self and reverted ones as failed', async () => {
    const weth = await token(8453, 'WETH');
    const self = await sendTx(CHAIN, { from: DEV[8], to: DEV[8], value: '0x5' });
    // The token is not payable: a value sent to it reverts (gas given, so anvil does not refuse it).
    const failed = await sendTx(CHAIN, { from: DEV[8], to: weth.address, value: '0x7', gas: '0x20000' });
    expect(failed.status).to.equal('0x0');

    const { body } = await history(DEV[8], CHAIN);
    const selfTx = findTx(body.data, self.transactionHash)!;
    expect(selfTx.metadata).to.include({ operationType: 'send', status: 'confirmed' });
    expect(selfTx.transfers!.map((t) => t.direction)).to.deep.equal(['self']);
    const failedTx = findTx(body.data, failed.transactionHash)!;
    expect(failedTx.metadata).to.include({ operationType: 'send', status: 'failed', sentTo: weth.address });
    expect(failedTx.transfers!.map((t) => [t.direction, t.quantity.numeric])).to.deep.equal([['out', '0.000000000000000007']]);
  });

  it('answers an unsupported chain with nothing and requires chainId and the ids', async () => {
    expect((await history(SENDER, 'eip155:137')).body).to.deep.equal({ data: [], next: null });
    expect((await dataGet(`/v1/account/${SENDER}/history`, '')).status).to.equal(400);
    expect((await dataGet(`/v1/account/${SENDER}/history`, `chainId=${CHAIN}`, 'projectId=p&st=x')).status).to.equal(400);
  });
});

describe('local stack: spam NFT fixture', () => {
  it('plants a received spam NFT as the newest item of that address and chain only', async () => {
    const { apiUrl } = await stackInfo();
    const address = randomAddress();
    const res = await fetch(`${apiUrl}/__fixtures/spam-nft`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, chainId: 'eip155:1' }),
    });
    expect(res.status).to.equal(201);

    const { body } = await history(address, 'eip155:1');
    expect(body.next).to.equal(null);
    expect(body.data).to.have.length(1);
    const [tx] = body.data;
    expect(tx!.metadata).to.include({ operationType: 'receive', chain: 'eip155:1', sentTo: address, status: 'confirmed' });
    expect(tx!.transfers).to.deep.equal([
      {
        nft_info: { name: tx!.transfers![0]!.nft_info!.name, content: { preview: { url: tx!.transfers![0]!.nft_info!.content.preview.url } }, flags: { is_spam: true } },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ]);
    expect((await history(address, 'eip155:8453')).body.data).to.deep.equal([]);

    const bad = await fetch(`${apiUrl}/__fixtures/spam-nft`, { method: 'POST', body: JSON.stringify({ address, chainId: 'eip155:137' }) });
    expect(bad.status).to.equal(400);
  });
});
