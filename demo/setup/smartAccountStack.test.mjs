// The local ERC-4337 stack (demo/stack/smartAccounts/; node:test, `npm run test:setup`): chains 1,
// 8453 and 42161 with the EntryPoint and Safe contracts, the alto bundlers, and the data-service
// twin's /v1/bundler route in front of them. A Safe smart account (permissionless'
// toSafeSmartAccount with the stack's addresses, a fresh owner key) driven by viem's bundler
// client through the twin's route, as the secure frame will drive it.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createPublicClient, custom, defineChain, encodeAbiParameters, http, parseEther, toFunctionSelector, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction';
import { createDataService } from '../stack/dataService.mjs';
import { closeServer, listen } from '../stack/ports.mjs';
import { startAnvilChains } from '../stack/startAnvilChains.mjs';
import { toUserSafe } from '../secure-frame/safeAccount.mjs';
import { createUserOperations } from '../secure-frame/userOperations.mjs';
import { startSmartAccounts } from '../stack/smartAccounts/startSmartAccounts.mjs';

const CHAIN_ID = 8453;
const running = {};

const bundlerUrl = (query) => `${running.api}/v1/bundler?${query}`;
const postBundler = (query, body) => fetch(bundlerUrl(query), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const safeAccount = (client) => toUserSafe({ client, owner: privateKeyToAccount(generatePrivateKey()) });

describe('the local ERC-4337 stack', { timeout: 240_000 }, () => {
  before(async () => {
    running.anvil = await startAnvilChains({ chainIds: [1, CHAIN_ID, 42161] });
    running.smartAccounts = startSmartAccounts();
    const { bundlers, info } = await running.smartAccounts.start(running.anvil.chains);
    running.info = info;
    running.server = createServer(createDataService({ getChains: () => running.anvil.chains, getBundlers: () => bundlers }));
    running.api = `http://127.0.0.1:${await listen(running.server, { host: '127.0.0.1', port: 0, label: 'data service' })}`;
    const rpcUrl = running.anvil.chains.find((c) => c.chainId === CHAIN_ID).rpcUrl;
    const chain = defineChain({ id: CHAIN_ID, name: 'Base (local)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
    running.publicClient = createPublicClient({ chain, transport: http(rpcUrl) });
    running.bundlerClient = (account) =>
      createBundlerClient({ account, client: running.publicClient, chain, transport: http(bundlerUrl(`projectId=p&chainId=eip155:${CHAIN_ID}`)), pollingInterval: 100 });
  });
  after(async () => {
    if (running.server) await closeServer(running.server);
    await running.smartAccounts?.stop();
    await running.anvil?.stop();
  });

  test('publishes the EntryPoint at its canonical address and bundlers on 1 and 8453 only', async () => {
    assert.equal(running.info.contracts.entryPoint, entryPoint07Address.toLowerCase());
    assert.deepEqual(running.info.bundlerChainIds, [1, 8453]);
    for (const { rpcUrl } of running.anvil.chains) {
      const client = createPublicClient({ transport: http(rpcUrl) });
      for (const [name, address] of Object.entries(running.info.contracts)) assert.notEqual(await client.getCode({ address }), undefined, `${name} on ${rpcUrl}`);
    }
  });

  test('a first user op deploys the account and pays 0.01 ETH; its signature verifies before (ERC-6492) and after (ERC-1271)', async () => {
    const { publicClient } = running;
    const account = await safeAccount(publicClient);
    assert.equal(await publicClient.getCode({ address: account.address }), undefined, 'the counterfactual address has no code');
    const message = 'Sign in to the local stack';
    const before = await account.signMessage({ message });
    assert.equal(await publicClient.verifyMessage({ address: account.address, message, signature: before }), true, 'ERC-6492 before deployment');
    assert.equal(await publicClient.verifyMessage({ address: account.address, message: 'another message', signature: before }), false);

    await publicClient.request({ method: 'anvil_setBalance', params: [account.address, toHex(parseEther('1'))] });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const bundlerClient = running.bundlerClient(account);
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: recipient, value: parseEther('0.01') }] });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 60_000 });
    assert.equal(receipt.success, true);
    assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.01'));
    assert.notEqual(await publicClient.getCode({ address: account.address }), undefined, 'deployed by its first user op');

    const after = await account.signMessage({ message });
    assert.equal(await publicClient.verifyMessage({ address: account.address, message, signature: after }), true, 'ERC-1271 after deployment');
    assert.equal(await publicClient.verifyMessage({ address: account.address, message: 'another message', signature: after }), false);
  });

  test("the secure frame derives a user's Safe address only from the known proxy code", async () => {
    const { publicClient } = running;
    const owner = privateKeyToAccount(generatePrivateKey());
    const selector = toFunctionSelector('proxyCreationCode()');
    // An RPC that answers other proxy code for the factory: the address would be one the user does not own.
    const lying = createPublicClient({
      chain: publicClient.chain,
      transport: custom({
        request: async (args) => (args.method === 'eth_call' && args.params?.[0]?.data?.startsWith(selector) ? encodeAbiParameters([{ type: 'bytes' }], ['0x6080604052']) : publicClient.request(args)),
      }),
    });
    await assert.rejects(async () => (await toUserSafe({ client: lying, owner })).getAddress(), /another Safe proxy code/);
    const honest = await (await toUserSafe({ client: publicClient, owner })).getAddress();
    assert.match(honest, /^0x[0-9a-fA-F]{40}$/);
  });

  test("the secure frame refuses a bundler's hash or receipt of another user operation", async () => {
    // The twin's route, behind a bundler that lies about one answer: `lie(method, body)` rewrites it.
    let lie = () => undefined;
    const liar = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const { method } = JSON.parse(body);
      const upstream = await fetch(`${running.api}${req.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const answer = await upstream.json();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(lie(method, answer) ?? answer));
    });
    const apiUrl = `http://127.0.0.1:${await listen(liar, { host: '127.0.0.1', port: 0, label: 'lying bundler' })}`;
    try {
      const { publicClient } = running;
      const rpcUrl = running.anvil.chains.find((c) => c.chainId === CHAIN_ID).rpcUrl;
      const owner = privateKeyToAccount(generatePrivateKey());
      const safe = await toUserSafe({ client: publicClient, owner });
      await publicClient.request({ method: 'anvil_setBalance', params: [safe.address, toHex(parseEther('1'))] });
      const operations = createUserOperations({ config: { apiUrl }, projectId: 'p' });
      const send = async () => {
        const prepared = await operations.prepare({ chainId: CHAIN_ID, rpcUrl, owner: owner.address, sender: safe.address, calls: [{ to: privateKeyToAccount(generatePrivateKey()).address, value: 1n }] });
        return { prepared, hash: await operations.submit(prepared, await operations.sign(prepared, owner)) };
      };
      const otherHash = `0x${'ab'.repeat(32)}`;

      lie = (method, answer) => (method === 'eth_getUserOperationReceipt' && answer.result ? { ...answer, result: { ...answer.result, userOpHash: otherHash } } : undefined);
      const { prepared, hash } = await send();
      await assert.rejects(operations.included(prepared, hash), /receipt for another user operation/);
      await assert.rejects(operations.rawReceipt(prepared, hash), /receipt for another user operation/);

      lie = () => undefined;
      assert.equal((await operations.included(prepared, hash)).userOpHash, hash, 'the honest receipt is taken');

      lie = (method, answer) => (method === 'eth_sendUserOperation' && answer.result ? { ...answer, result: otherHash } : undefined);
      await assert.rejects(send(), /hash of another user operation/);
    } finally {
      await closeServer(liar);
    }
  });

  test('a batch of two calls goes in one user op', async () => {
    const { publicClient } = running;
    const account = await safeAccount(publicClient);
    await publicClient.request({ method: 'anvil_setBalance', params: [account.address, toHex(parseEther('1'))] });
    const [a, b] = [generatePrivateKey(), generatePrivateKey()].map((key) => privateKeyToAccount(key).address);
    const bundlerClient = running.bundlerClient(account);
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: a, value: parseEther('0.02') }, { to: b, value: parseEther('0.03') }] });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 60_000 });
    assert.equal(receipt.success, true);
    assert.equal(await publicClient.getBalance({ address: a }), parseEther('0.02'));
    assert.equal(await publicClient.getBalance({ address: b }), parseEther('0.03'));
  });

  test('the route refuses what the hosted one refuses', async () => {
    const call = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };
    const other = await postBundler(`projectId=p&chainId=eip155:${CHAIN_ID}`, call);
    assert.equal(other.status, 422);
    assert.match(await other.text(), /^Failed to deserialize the JSON body into the target type: method: unknown variant `eth_chainId`/);

    const gasPrice = { ...call, method: 'pimlico_getUserOperationGasPrice' };
    const noProject = await postBundler(`chainId=eip155:${CHAIN_ID}`, gasPrice);
    assert.equal(noProject.status, 400);
    assert.equal(await noProject.text(), 'Failed to deserialize query string: missing field `projectId`');
    const unknownProject = await postBundler(`projectId=&chainId=eip155:${CHAIN_ID}`, gasPrice);
    assert.equal(unknownProject.status, 401);
    assert.deepEqual(await unknownProject.json(), { status: 'FAILED', reasons: [{ field: 'authentication', description: 'We failed to authenticate your request' }] });

    const noBundler = await postBundler('projectId=p&chainId=eip155:42161', gasPrice);
    assert.equal(noBundler.status, 400);
    assert.equal((await noBundler.json()).reasons[0].field, 'chainId');
    // A chain id that is a name of every object's prototype is no chain either.
    const inherited = await postBundler('projectId=p&chainId=eip155:constructor', gasPrice);
    assert.equal(inherited.status, 400);
    assert.equal((await inherited.json()).reasons[0].field, 'chainId');

    const sponsor = await postBundler(`projectId=p&chainId=eip155:${CHAIN_ID}`, { ...call, method: 'pm_sponsorUserOperation' });
    assert.equal(sponsor.status, 200);
    assert.match((await sponsor.json()).error.message, /no paymaster runs on the local stack/);

    const passes = await postBundler(`projectId=p&chainId=eip155:${CHAIN_ID}&bundler=pimlico`, gasPrice);
    assert.equal(passes.status, 200);
    assert.ok((await passes.json()).result.standard.maxFeePerGas);
  });
});
