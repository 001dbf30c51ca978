// Pay's local exchange (demo/stack/exchange/; node:test, `npm run test:setup`): the data-service
// twin's JSON-RPC (POST /v1/json-rpc: reown_getExchanges, reown_getExchangePayUrl,
// reown_getExchangeBuyStatus) in the hosted shapes and with the hosted refusals, and the
// exchange's own page and API: a confirmed payment deposited on chain from its hot wallet, the
// demo balance lowered, a balance too low refused, the status mapped as the hosted service maps it.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createDataService } from '../stack/dataService.mjs';
import { deployTokens } from '../stack/deployTokens.mjs';
import { createExchange } from '../stack/exchange/createExchange.mjs';
import { closeServer, listen } from '../stack/ports.mjs';
import { rpc } from '../stack/rpcClient.mjs';
import { startAnvilChains } from '../stack/startAnvilChains.mjs';

const running = { chains: [], tokens: {} };
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';
// A Solana account (the wrapped-SOL mint): a recipient of another namespace that passes the address check.
const SOLANA_ACCOUNT = 'So11111111111111111111111111111111111111112';

async function call(method, params, query = 'projectId=p') {
  const res = await fetch(`${running.api}/v1/json-rpc?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }) });
  return { status: res.status, body: await res.json() };
}
const exchangePost = (path, body) => fetch(`${running.exchange}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const payUrlParams = (overrides = {}) => ({ exchangeId: 'local_exchange', asset: 'eip155:8453/slip44:60', amount: '0.25', recipient: `eip155:8453:${RECIPIENT}`, ...overrides });

describe("Pay's local exchange and the data service's exchange JSON-RPC", { timeout: 120_000 }, () => {
  before(async () => {
    running.anvil = await startAnvilChains({ chainIds: [1, 8453] });
    for (const chain of running.anvil.chains) running.tokens[chain.chainId] = await deployTokens(chain.rpcUrl);
    const exchange = createExchange({ getChains: () => running.chains, getTokens: () => running.tokens, getUrl: () => running.exchange });
    for (const chain of running.anvil.chains) await exchange.fund(chain.rpcUrl, running.tokens[chain.chainId]);
    running.chains = running.anvil.chains;
    running.exchangeServer = createServer(exchange.handler);
    running.exchange = `http://127.0.0.1:${await listen(running.exchangeServer, { host: '127.0.0.1', port: 0, label: 'exchange' })}`;
    running.server = createServer(createDataService({ getChains: () => running.chains, getTokens: () => running.tokens, exchange }));
    running.api = `http://127.0.0.1:${await listen(running.server, { host: '127.0.0.1', port: 0, label: 'data service' })}`;
    running.info = exchange.info;
  });
  after(async () => {
    if (running.server) await closeServer(running.server);
    if (running.exchangeServer) await closeServer(running.exchangeServer);
    await running.anvil?.stop();
  });

  test('reown_getExchanges: the local exchange, filtered by asset, includeOnly and exclude', async () => {
    const usdc = running.tokens[1].find((t) => t.symbol === 'USDC').address;
    const entry = { id: 'local_exchange', name: 'Local Exchange', imageUrl: `${running.exchange}/icon.svg` };
    assert.deepEqual(await call('reown_getExchanges', { page: 0 }), { status: 200, body: { jsonrpc: '2.0', id: 7, result: { total: 1, exchanges: [entry] } } });
    assert.deepEqual((await call('reown_getExchanges', { page: 0, asset: 'eip155:1/slip44:60' })).body.result.total, 1);
    assert.deepEqual((await call('reown_getExchanges', { page: 0, asset: `eip155:1/erc20:${usdc.toUpperCase().replace('0X', '0x')}` })).body.result.total, 1);
    assert.deepEqual((await call('reown_getExchanges', { page: 0, asset: `eip155:8453/erc20:${usdc}` })).body.result, { total: 0, exchanges: [] });
    assert.deepEqual((await call('reown_getExchanges', { page: 0, asset: 'not an asset', includeOnly: ['a'], exclude: ['b'] })).body.result, { total: 0, exchanges: [] });
    assert.deepEqual((await call('reown_getExchanges', { page: 0, includeOnly: ['binance'] })).body.result, { total: 0, exchanges: [] });
    assert.deepEqual((await call('reown_getExchanges', { page: 0, exclude: ['local_exchange'] })).body.result, { total: 0, exchanges: [] });
    assert.deepEqual(await call('reown_getExchanges', { page: 0, includeOnly: ['local_exchange'], exclude: [] }), {
      status: 400,
      body: { jsonrpc: '2.0', id: 7, error: { code: -6, message: 'reown_getExchanges: Validation error: includeOnly and exclude are mutually exclusive' } },
    });
  });

  test('refuses an unknown method, params of the wrong shape and an empty projectId', async () => {
    assert.deepEqual(await call('reown_nothing', {}), { status: 400, body: { jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } } });
    for (const params of [{}, { page: -1 }, { page: 0, includeOnly: 'local_exchange' }, null]) {
      const { status, body } = await call('reown_getExchanges', params);
      assert.equal(status, 400);
      assert.equal(body.error.code, -32602, JSON.stringify(params));
      assert.match(body.error.message, /^Invalid params: /);
    }
    assert.equal((await call('reown_getExchangePayUrl', payUrlParams({ amount: 1 }))).body.error.code, -32602);
    assert.equal((await call('reown_getExchanges', { page: 0 }, 'projectId=')).body.error.code, -1);
    const missing = await fetch(`${running.api}/v1/json-rpc`, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'reown_getExchanges', params: { page: 0 } }) });
    assert.equal(missing.status, 400);
  });

  test('reown_getExchangePayUrl: the exchange page of the hosted shape, and its refusals', async () => {
    const { status, body } = await call('reown_getExchangePayUrl', payUrlParams(), 'projectId=my-project');
    assert.equal(status, 200);
    assert.match(body.result.sessionId, /^[0-9a-f]{32}$/);
    assert.equal(body.result.url, `${running.exchange}/?asset=eip155:8453/slip44:60&amount=0.25&recipient=${RECIPIENT}&sessionId=${body.result.sessionId}&projectId=my-project`);
    // Hex amounts are read as the hosted service reads them; the URL carries the float.
    assert.match((await call('reown_getExchangePayUrl', payUrlParams({ amount: '0x10' }))).body.result.url, /&amount=16&/);
    const refusals = [
      [payUrlParams({ exchangeId: 'binance' }), 'reown_getExchangePayUrl: Exchange not found: Validation error: Exchange binance not found'],
      // The recipient is read as the hosted disassemble_caip10 reads it: its address checked for its namespace.
      [payUrlParams({ recipient: 'eip155:1:nothex' }), 'reown_getExchangePayUrl: Validation error: Address format is not supported: nothex'],
      [payUrlParams({ recipient: `solana:8453:${RECIPIENT}` }), `reown_getExchangePayUrl: Validation error: Address format is not supported: ${RECIPIENT}`],
      [payUrlParams({ recipient: `cosmos:8453:${RECIPIENT}` }), `reown_getExchangePayUrl: Validation error: Namespace is not supported: cosmos:8453:${RECIPIENT}`],
      [payUrlParams({ recipient: RECIPIENT }), `reown_getExchangePayUrl: Validation error: Wrong CAIP-10 format: ${RECIPIENT}`],
      [payUrlParams({ recipient: `solana:8453:${SOLANA_ACCOUNT}` }), 'reown_getExchangePayUrl: Validation error: Invalid recipient. CAIP-10 namespace must match asset namespace: solana != slip44'],
      [payUrlParams({ recipient: `eip155:1:${RECIPIENT}` }), 'reown_getExchangePayUrl: Validation error: Invalid recipient. CAIP-10 chainId must match asset chainId: 1 != 60'],
      [payUrlParams({ asset: 'eip155:42161/slip44:60', recipient: `eip155:42161:${RECIPIENT}` }), 'reown_getExchangePayUrl: Validation error: Asset eip155:42161/slip44:60 is not supported by exchange local_exchange'],
      [payUrlParams({ amount: 'ten' }), 'reown_getExchangePayUrl: Validation error: Invalid amount. Expected a valid number or hexadecimal string: ten'],
    ];
    for (const [params, message] of refusals) {
      assert.deepEqual(await call('reown_getExchangePayUrl', params), { status: 400, body: { jsonrpc: '2.0', id: 7, error: { code: -7, message } } });
    }
  });

  test('a payment confirmed on the exchange page is deposited on chain, and the status follows it', async () => {
    const { result } = (await call('reown_getExchangePayUrl', payUrlParams())).body;
    const before = BigInt(await rpc(running.chains.find((c) => c.chainId === 8453).rpcUrl, 'eth_getBalance', [RECIPIENT, 'latest']));
    // Before Confirm the exchange knows no payment: UNKNOWN, as a non-2xx answer maps.
    assert.deepEqual((await call('reown_getExchangeBuyStatus', { exchangeId: 'local_exchange', sessionId: result.sessionId })).body.result, { status: 'UNKNOWN', txHash: null });
    const page = await fetch(result.url);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<h1>Pay 0\.25 ETH<\/h1>/);
    assert.match(html, /Balance<\/dt><dd data-field="balance">5 ETH</);
    const query = new URL(result.url).searchParams;
    const paid = await exchangePost('/api/pay', { asset: query.get('asset'), amount: query.get('amount'), recipient: query.get('recipient'), sessionId: result.sessionId });
    assert.equal(paid.status, 201);
    const answer = await paid.json();
    assert.equal(answer.status, 'success');
    assert.match(answer.txid, /^0x[0-9a-f]{64}$/);
    const status = (await call('reown_getExchangeBuyStatus', { exchangeId: 'local_exchange', sessionId: result.sessionId })).body.result;
    assert.deepEqual(status, { status: 'SUCCESS', txHash: answer.txid });
    const rpcUrl = running.chains.find((c) => c.chainId === 8453).rpcUrl;
    const tx = await rpc(rpcUrl, 'eth_getTransactionByHash', [answer.txid]);
    assert.deepEqual([tx.from, tx.to, BigInt(tx.value)], [running.info().hotWalletAddress, RECIPIENT.toLowerCase(), 250_000_000_000_000_000n]);
    assert.equal(BigInt(await rpc(rpcUrl, 'eth_getBalance', [RECIPIENT, 'latest'])) - before, 250_000_000_000_000_000n);
    // Paid once only; the demo balance is lower.
    const again = await exchangePost('/api/pay', { asset: query.get('asset'), amount: query.get('amount'), recipient: query.get('recipient'), sessionId: result.sessionId });
    assert.deepEqual([again.status, await again.json()], [409, { error: 'This payment was already made' }]);
    assert.match(await (await fetch(result.url)).text(), /data-field="balance">4\.75 ETH</);
  });

  test('a USDC payment on chain 1 is a transfer of exactly that amount to the recipient', async () => {
    const usdc = running.tokens[1].find((t) => t.symbol === 'USDC').address;
    const { result } = (await call('reown_getExchangePayUrl', payUrlParams({ asset: `eip155:1/erc20:${usdc}`, amount: '12.5', recipient: `eip155:1:${RECIPIENT}` }))).body;
    const paid = await exchangePost('/api/pay', { asset: `eip155:1/erc20:${usdc}`, amount: '12.5', recipient: RECIPIENT, sessionId: result.sessionId });
    const { txid } = await paid.json();
    const receipt = await rpc(running.chains.find((c) => c.chainId === 1).rpcUrl, 'eth_getTransactionReceipt', [txid]);
    assert.equal(receipt.status, '0x1');
    const [log] = receipt.logs;
    assert.equal(log.address, usdc);
    assert.equal(log.topics[2], `0x${RECIPIENT.slice(2).toLowerCase().padStart(64, '0')}`);
    assert.equal(BigInt(log.data), 12_500_000n);
  });

  test('a demo balance too low, an amount or recipient that is wrong: refused, nothing sent', async () => {
    const { result } = (await call('reown_getExchangePayUrl', payUrlParams({ asset: 'eip155:1/slip44:60', amount: '6', recipient: `eip155:1:${RECIPIENT}` }))).body;
    const rpcUrl = running.chains.find((c) => c.chainId === 1).rpcUrl;
    const before = await rpc(rpcUrl, 'eth_getBalance', [RECIPIENT, 'latest']);
    const low = await exchangePost('/api/pay', { asset: 'eip155:1/slip44:60', amount: '6', recipient: RECIPIENT, sessionId: result.sessionId });
    assert.deepEqual([low.status, await low.json()], [402, { error: 'Your demo balance is 5 ETH: not enough to pay 6 ETH' }]);
    assert.deepEqual((await call('reown_getExchangeBuyStatus', { exchangeId: 'local_exchange', sessionId: result.sessionId })).body.result.status, 'UNKNOWN');
    for (const [amount, recipient] of [['-1', RECIPIENT], ['0', RECIPIENT], ['0.1234567890123456789', RECIPIENT], ['1', 'bob']]) {
      const refused = await exchangePost('/api/pay', { asset: 'eip155:1/slip44:60', amount, recipient, sessionId: result.sessionId });
      assert.equal(refused.status, 400, `${amount} to ${recipient}`);
    }
    const page = await fetch(`${running.exchange}/?asset=eip155:1/slip44:60&amount=inf&recipient=${RECIPIENT}&sessionId=${result.sessionId}`);
    assert.equal(page.status, 400);
    assert.match(await page.text(), /role="alert">The amount must be a number above 0/);
    assert.equal(await rpc(rpcUrl, 'eth_getBalance', [RECIPIENT, 'latest']), before, 'nothing sent to the recipient');
  });

  test('the status maps the exchange answer as the hosted service does', async () => {
    const fault = (body) => fetch(`${running.exchange}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/api/status', times: 1, ...body }) });
    const status = () => call('reown_getExchangeBuyStatus', { exchangeId: 'local_exchange', sessionId: 'abc' });
    await fault({ mode: 'body', body: { status: 'ERROR', txid: '0x01' } });
    assert.deepEqual((await status()).body.result, { status: 'FAILED', txHash: '0x01' });
    await fault({ mode: 'body', body: { status: 'in_progress' } });
    assert.deepEqual((await status()).body.result, { status: 'IN_PROGRESS', txHash: null });
    await fault({ mode: 'body', body: { status: 'odd' } });
    assert.deepEqual((await status()).body.result, { status: 'UNKNOWN', txHash: null });
    await fault({ mode: '503' });
    assert.deepEqual((await status()).body.result, { status: 'UNKNOWN', txHash: null });
    await fault({ mode: 'malformed' });
    const broken = await status();
    assert.deepEqual([broken.status, broken.body.error.code], [500, -8]);
    const tooLong = await call('reown_getExchangeBuyStatus', { exchangeId: 'local_exchange', sessionId: 'x'.repeat(51) });
    assert.deepEqual(tooLong.body.error, { code: -8, message: 'reown_getExchangeBuyStatus: Validation error: Invalid session ID' });
  });
});
