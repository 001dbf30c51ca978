import { expect } from 'chai';
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, toHex } from 'viem';
import { rpc } from '../support/chainRpc';
import { balanceOf, freshAddress } from '../support/chainReads';
import { callsOf, uniqueProjectId } from '../support/dataService';
import { clickInFrame, freshEmail, readFramePage, SecureFrameClient, signInWithEmail, waitForFramePage, type FrameUser, rejection } from '../support/secureFrameClient';
import { stackInfo } from './stackInfo';

// The embedded user's smart account in the local secure frame, spoken to directly over
// postMessage as the modal does: a Safe (owner: the user's key) on the chains where the stack
// runs a bundler (1 and 8453), driven through the data service's /v1/bundler route. Arbitrum
// (42161) has the contracts but no bundler: the eoa only. Every test signs in a fresh user.

const VISIBLE = { width: 360, height: 520 };
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ENTRY_POINT = '0x0000000071727de22e5e9d8baf0edac6f37da032';

const codeAt = async (rpcUrl: string, address: string) => (await rpc(rpcUrl, 'eth_getCode', [address, 'latest'])) as string;
const fund = (rpcUrl: string, address: string) => rpc(rpcUrl, 'anvil_setBalance', [address, toHex(parseEther('1'))]);

interface Receipt {
  status: string;
  from: string;
  to: string;
  transactionHash: string;
  logs: { address: string; topics: string[] }[];
}
const receiptOf = (rpcUrl: string, hash: string) => rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]) as Promise<Receipt | null>;

/** The approval screen's rows once it shows a request titled `title`. */
async function screenRows(client: SecureFrameClient, title: string): Promise<Record<string, string>> {
  const page = await waitForFramePage(client.element, (found) => found.screen?.title === title, `"${title}"`, 20_000);
  return Object.fromEntries(page.screen?.rows ?? []);
}

const smartOf = (user: FrameUser) => user.accounts.find((a) => a.type === 'smartAccount')?.address as `0x${string}`;
const eoaOf = (user: FrameUser) => user.accounts.find((a) => a.type === 'eoa')?.address as `0x${string}`;

describe('local stack: secure frame smart accounts', function () {
  this.timeout(120_000);
  let secureSiteUrl = '';
  let mailUrl = '';
  let chains: Record<string, string> = {};
  let frame: SecureFrameClient | undefined;

  const open = async (chainId = 1, visible = false) => {
    frame = await SecureFrameClient.open({ secureSiteUrl, chainId, rpcUrl: chains[String(chainId)], ...(visible ? { visible: VISIBLE } : {}) });
    return frame;
  };

  before(async () => {
    const stack = await stackInfo();
    ({ secureSiteUrl, mailUrl, chains } = stack);
  });
  afterEach(() => {
    frame?.close();
    frame = undefined;
  });

  it('gives an email user a Safe on the bundler chains, preferred by default, and the eoa elsewhere', async () => {
    const client = await open(1);
    expect(await client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).to.deep.equal({ smartAccountEnabledNetworks: [1, 8453] });
    const user = await signInWithEmail(client, mailUrl, freshEmail('safe'));
    const eoa = user.accounts.find((a) => a.type === 'eoa')?.address as string;
    const safe = user.accounts.find((a) => a.type === 'smartAccount')?.address as string;
    expect(eoa).to.match(ADDRESS);
    expect(safe).to.match(ADDRESS);
    expect(safe).to.not.equal(eoa);
    expect(user).to.deep.include({ chainId: 1, address: safe, preferredAccountType: 'smartAccount', smartAccountDeployed: false });
    expect(await client.rpc('eth_accounts')).to.deep.equal([safe]);

    // The same Safe address on the other bundler chain; only the eoa where no bundler runs.
    await client.request('SWITCH_NETWORK', { chainId: 8453, rpcUrl: chains['8453'] });
    const onBase = await client.request<FrameUser>('GET_USER', { chainId: 8453 });
    expect(onBase).to.deep.include({ address: safe, preferredAccountType: 'smartAccount' });
    await client.request('SWITCH_NETWORK', { chainId: 42161, rpcUrl: chains['42161'] });
    const onArbitrum = await client.request<FrameUser>('GET_USER', { chainId: 42161 });
    expect(onArbitrum).to.deep.include({ address: eoa, preferredAccountType: 'eoa', smartAccountDeployed: false });
    expect(onArbitrum.accounts).to.deep.equal([{ address: eoa, type: 'eoa' }]);
    const refused = await rejection(client.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }));
    expect(refused.message).to.equal('Smart accounts are not available on chain 42161');
    expect((await rejection(client.request('INIT_SMART_ACCOUNT'))).message).to.equal('Smart accounts are not available on chain 42161');

    await client.request('SWITCH_NETWORK', { chainId: 1 });
    expect(await client.request('INIT_SMART_ACCOUNT')).to.deep.equal({ address: safe, isDeployed: false });
    expect((await rejection(client.request('SET_PREFERRED_ACCOUNT', { type: 'owner' }))).message).to.equal('Unknown account type: owner');
    // The choice is the user's, kept by the frame: a new frame (a reload) still answers it.
    expect(await client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).to.deep.equal({ type: 'eoa', address: eoa });
    client.close();
    const reloaded = await open(1);
    expect(await reloaded.request<FrameUser>('GET_USER', { chainId: 1, preferredAccountType: 'smartAccount' })).to.deep.include({ address: eoa, preferredAccountType: 'eoa' });
    expect(await reloaded.rpc('eth_accounts')).to.deep.equal([eoa]);
    expect(await reloaded.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).to.deep.equal({ type: 'smartAccount', address: safe });
    expect(await reloaded.rpc('eth_accounts')).to.deep.equal([safe]);
  });

  it("sends the Safe's first transaction as a user op that deploys it, and its signature verifies before and after", async () => {
    const rpcUrl = chains['1'] as string;
    const publicClient = createPublicClient({ transport: http(rpcUrl) });
    const client = await open(1, true);
    const user = await signInWithEmail(client, mailUrl, freshEmail('deploy'));
    const safe = smartOf(user);
    expect(user).to.deep.include({ address: safe, smartAccountDeployed: false });
    expect(await codeAt(rpcUrl, safe)).to.equal('0x');

    const message = 'Sign in to the test app';
    const before = await clickInFrame(client, 'Approve', client.rpc<`0x${string}`>('personal_sign', [toHex(message), safe]));
    expect(await publicClient.verifyMessage({ address: safe, message, signature: before }), 'ERC-6492 before deployment').to.equal(true);
    expect(await publicClient.verifyMessage({ address: safe, message: 'another message', signature: before })).to.equal(false);

    await fund(rpcUrl, safe);
    const to = freshAddress();
    const sending = client.rpc<string>('eth_sendTransaction', [{ from: safe, to, value: toHex(parseEther('0.01')) }]);
    sending.catch(() => {});
    const rows = await screenRows(client, 'Send transaction');
    expect(rows).to.deep.include({ Network: 'Ethereum', 'Sent from': 'Smart account', To: to, Amount: '0.01 ETH', Account: safe });
    expect(rows['Network fee (max)']).to.match(/^0\.\d+ ETH$/);
    const hash = await clickInFrame(client, 'Approve', sending);
    expect(hash).to.match(/^0x[0-9a-f]{64}$/);
    const receipt = await receiptOf(rpcUrl, hash);
    expect(receipt?.status, 'the transaction that included the user op').to.equal('0x1');
    expect(receipt?.to.toLowerCase(), 'sent to the EntryPoint').to.equal(ENTRY_POINT);
    expect(await balanceOf(rpcUrl, to)).to.equal(parseEther('0.01'));
    expect(await codeAt(rpcUrl, safe), 'deployed by its first user op').to.not.equal('0x');
    expect(await client.request<FrameUser>('GET_USER', { chainId: 1 })).to.deep.include({ address: safe, smartAccountDeployed: true });

    const after = await clickInFrame(client, 'Approve', client.rpc<`0x${string}`>('personal_sign', [toHex(message), safe]));
    expect(await publicClient.verifyMessage({ address: safe, message, signature: after }), 'ERC-1271 after deployment').to.equal(true);
    expect(await publicClient.verifyMessage({ address: safe, message: 'another message', signature: after })).to.equal(false);

    const typedData = {
      domain: { name: 'Test Market', version: '1', chainId: 1, verifyingContract: freshAddress() },
      types: { Order: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Order' as const,
      message: { amount: 5n },
    };
    const typedJson = JSON.stringify({ ...typedData, types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }], ...typedData.types }, message: { amount: '5' } });
    const typed = await clickInFrame(client, 'Approve', client.rpc<`0x${string}`>('eth_signTypedData_v4', [safe, typedJson]));
    expect(await publicClient.verifyTypedData({ address: safe, ...typedData, signature: typed }), 'typed data, ERC-1271').to.equal(true);
    expect(await publicClient.verifyTypedData({ address: safe, ...typedData, message: { amount: 6n }, signature: typed })).to.equal(false);
  });

  it('sends wallet_sendCalls as one user op and reports its status (EIP-5792)', async () => {
    const rpcUrl = chains['1'] as string;
    const client = await open(1, true);
    const user = await signInWithEmail(client, mailUrl, freshEmail('batch'));
    const [safe, eoa] = [smartOf(user), eoaOf(user)];
    expect(await client.rpc('wallet_getCapabilities', [safe, ['0x1', '0xa4b1']])).to.deep.equal({ '0x1': { atomic: { status: 'supported' } }, '0xa4b1': { atomic: { status: 'unsupported' } } });
    // The eoa does not batch; it grants smart sessions (secureFrameSessions.test.ts).
    expect(await client.rpc('wallet_getCapabilities', [eoa, ['0x1']])).to.deep.equal({ '0x1': { atomic: { status: 'unsupported' }, permissions: { supported: true, signerTypes: ['keys'], keyTypes: ['secp256k1'], permissionTypes: ['native-token-recurring-allowance', 'erc20-recurring-allowance', 'contract-call'], policyTypes: [] } } });
    expect((await rejection(client.rpc('wallet_getCallsStatus', ['0x1234']))).code).to.equal(5730);

    await fund(rpcUrl, safe);
    const [a, b] = [freshAddress(), freshAddress()];
    const calls = [
      { to: a, value: toHex(parseEther('0.02')) },
      { to: b, value: toHex(parseEther('0.03')) },
    ];
    const sending = client.rpc<{ id: string }>('wallet_sendCalls', [{ version: '2.0.0', from: safe, chainId: '0x1', atomicRequired: true, calls }]);
    sending.catch(() => {});
    const rows = await screenRows(client, 'Send calls');
    expect(rows).to.deep.include({ 'Sent from': 'Smart account', Calls: '2', Amount: '0.05 ETH', 'Call 1': `${a} · 0.02 ETH`, 'Call 2': `${b} · 0.03 ETH` });
    const { id } = await clickInFrame(client, 'Approve', sending);
    expect(id).to.match(/^0x[0-9a-f]{64}$/);

    type Status = { version: string; id: string; chainId: string; status: number; atomic: boolean; receipts?: { status: string; transactionHash: string; blockHash: string; blockNumber: string; gasUsed: string; logs: unknown[] }[] };
    let status: Status | undefined;
    for (let i = 0; i < 200 && status?.status !== 200; i += 1) {
      status = await client.rpc<Status>('wallet_getCallsStatus', [id]);
      if (status.status === 100) await new Promise((resolve) => setTimeout(resolve, 100));
      else break;
    }
    expect(status).to.deep.include({ version: '2.0.0', id, chainId: '0x1', status: 200, atomic: true });
    expect(status?.receipts).to.have.length(1);
    const [included] = status?.receipts ?? [];
    expect(included?.status).to.equal('0x1');
    expect(included?.blockNumber).to.match(/^0x[0-9a-f]+$/);
    expect(included?.gasUsed).to.match(/^0x[0-9a-f]+$/);
    const receipt = await receiptOf(rpcUrl, included?.transactionHash as string);
    expect(receipt?.status).to.equal('0x1');
    expect(receipt?.to.toLowerCase()).to.equal(ENTRY_POINT);
    expect(await balanceOf(rpcUrl, a)).to.equal(parseEther('0.02'));
    expect(await balanceOf(rpcUrl, b)).to.equal(parseEther('0.03'));
    expect(await client.rpc('wallet_showCallsStatus', [id])).to.equal(null);

    // The eoa does not batch: refused before anything is shown.
    await client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' });
    const atomic = await rejection(client.rpc('wallet_sendCalls', [{ version: '2.0.0', from: eoa, chainId: '0x1', atomicRequired: true, calls }]));
    expect([atomic.message, atomic.code]).to.deep.equal(['Atomicity not supported', 5760]);
    const loose = await rejection(client.rpc('wallet_sendCalls', [{ version: '2.0.0', from: eoa, chainId: '0x1', atomicRequired: false, calls }]));
    expect(loose.code).to.equal(4200);
    expect((await readFramePage(client.element))?.screen).to.equal(null);
  });

  it("refuses the smart account's requests, before showing them, unless the chain's own RPC answers for that chain", async () => {
    // The app gives chain 1 the RPC of Base: nothing is prepared, signed or sent with it.
    const wrong = await SecureFrameClient.open({ secureSiteUrl, chainId: 1, rpcUrl: chains['8453'] });
    frame = wrong;
    const user = await signInWithEmail(wrong, mailUrl, freshEmail('wrongrpc'));
    const safe = smartOf(user);
    const MISMATCH = ['The RPC of chain 1 answers for chain 8453', -32603];
    const refusedWith = async (pending: Promise<unknown>) => {
      const error = await rejection(pending);
      return [error.message, error.code];
    };
    expect(await refusedWith(wrong.rpc('personal_sign', [toHex('hello'), safe])), 'personal_sign').to.deep.equal(MISMATCH);
    expect(await refusedWith(wrong.rpc('eth_sendTransaction', [{ from: safe, to: freshAddress(), value: '0x1' }])), 'eth_sendTransaction').to.deep.equal(MISMATCH);
    const batch = { version: '2.0.0', from: safe, chainId: '0x1', atomicRequired: true, calls: [{ to: freshAddress(), value: '0x1' }] };
    expect(await refusedWith(wrong.rpc('wallet_sendCalls', [batch])), 'wallet_sendCalls').to.deep.equal(MISMATCH);
    wrong.close();

    // A chain the app gave no RPC for: whether the Safe is deployed there (which decides its
    // signature's ERC-6492 wrapping) is not read from another chain's RPC.
    const onBase = await open(8453);
    await signInWithEmail(onBase, mailUrl, freshEmail('norpc'));
    const { address } = await onBase.request<FrameUser>('GET_USER', { chainId: 8453 });
    expect(await refusedWith(onBase.rpc('personal_sign', [toHex('hello'), address], { chainId: 1 }))).to.deep.equal(['No RPC URL for chain 1', -32603]);
    expect((await readFramePage(onBase.element))?.screen).to.equal(null);
  });

  it("shows each call's data in a batch, and a transaction's, as its size and its bytes (as text)", async () => {
    const rpcUrl = chains['1'] as string;
    const client = await open(1, true);
    const safe = smartOf(await signInWithEmail(client, mailUrl, freshEmail('calldata')));
    await fund(rpcUrl, safe);
    const [token, to] = [freshAddress(), freshAddress()];
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as `0x${string}`, 5n] });
    const calls = [
      { to: token, data: transfer },
      { to, value: toHex(parseEther('0.01')) },
    ];
    const batch = client.rpc('wallet_sendCalls', [{ version: '2.0.0', from: safe, chainId: '0x1', atomicRequired: true, calls }]);
    batch.catch(() => {});
    const page = await waitForFramePage(client.element, (found) => found.screen?.title === 'Send calls', '"Send calls"', 20_000);
    const rows = page.screen?.rows ?? [];
    const first = rows.findIndex(([label]) => label === 'Call 1');
    expect(rows.slice(first)).to.deep.equal([
      ['Call 1', `${token} · 0 ETH`],
      ['Data', `68 bytes\n${transfer}`],
      ['Call 2', `${to} · 0.01 ETH`],
      ['Account', safe],
    ]);
    expect((await rejection(clickInFrame(client, 'Reject', batch))).code).to.equal(4001);

    const single = client.rpc('eth_sendTransaction', [{ from: safe, to: token, data: transfer }]);
    single.catch(() => {});
    expect(await screenRows(client, 'Send transaction')).to.deep.include({ To: token, Data: `68 bytes\n${transfer}` });
    expect((await rejection(clickInFrame(client, 'Reject', single))).code).to.equal(4001);
  });

  it("reads whether the Safe is deployed until it is, then no more (GET_USER)", async () => {
    // The frame's RPC for chain 1 is the data service's gateway, whose log says what it was asked.
    const { apiUrl } = await stackInfo();
    const projectId = uniqueProjectId('safecode');
    const gateway = `${apiUrl}/v1/?chainId=eip155:1&projectId=${projectId}`;
    const codeReads = async () => (await callsOf(projectId, /^\/v1\/?$/)).flatMap((call) => call.rpc ?? []).filter((method) => method === 'eth_getCode').length;
    const client = await SecureFrameClient.open({ secureSiteUrl, chainId: 1, rpcUrl: gateway, visible: VISIBLE });
    frame = client;
    const user = await signInWithEmail(client, mailUrl, freshEmail('safecode'));
    const safe = smartOf(user);

    // Not deployed: read again each time.
    let before = await codeReads();
    expect(await client.request<FrameUser>('GET_USER', { chainId: 1 })).to.deep.include({ smartAccountDeployed: false });
    expect(await client.request<FrameUser>('GET_USER', { chainId: 1 })).to.deep.include({ smartAccountDeployed: false });
    expect((await codeReads()) - before, 'an undeployed Safe is read each time').to.equal(2);

    await fund(chains['1'] as string, safe);
    const sending = client.rpc<string>('eth_sendTransaction', [{ from: safe, to: freshAddress(), value: '0x1' }]);
    await clickInFrame(client, 'Approve', sending);
    expect(await codeAt(chains['1'] as string, safe), 'deployed by its first user op').to.not.equal('0x');

    // Seen deployed once, it stays deployed.
    before = await codeReads();
    for (let i = 0; i < 3; i += 1) expect(await client.request<FrameUser>('GET_USER', { chainId: 1 })).to.deep.include({ smartAccountDeployed: true });
    expect(await client.request('INIT_SMART_ACCOUNT')).to.deep.equal({ address: safe, isDeployed: true });
    expect((await codeReads()) - before, 'a deployed Safe is read once').to.equal(1);
  });

  it('sends from the eoa once the user prefers it', async () => {
    const rpcUrl = chains['1'] as string;
    const client = await open(1, true);
    const user = await signInWithEmail(client, mailUrl, freshEmail('switch'));
    const eoa = eoaOf(user);
    expect(await client.rpc('eth_accounts'), 'the smart account before the switch').to.deep.equal([smartOf(user)]);
    expect(await client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).to.deep.equal({ type: 'eoa', address: eoa });
    expect(await client.rpc('eth_accounts')).to.deep.equal([eoa]);
    await fund(rpcUrl, eoa);
    const to = freshAddress();
    const sending = client.rpc<string>('eth_sendTransaction', [{ from: eoa, to, value: toHex(parseEther('0.01')) }]);
    sending.catch(() => {});
    const rows = await screenRows(client, 'Send transaction');
    expect(rows).to.not.have.property('Sent from');
    const hash = await clickInFrame(client, 'Approve', sending);
    let receipt: Receipt | null = null;
    for (let i = 0; i < 100 && !receipt; i += 1) {
      receipt = await receiptOf(rpcUrl, hash);
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(receipt?.from.toLowerCase()).to.equal(eoa.toLowerCase());
    expect(receipt?.to.toLowerCase()).to.equal(to.toLowerCase());
    expect(await balanceOf(rpcUrl, to)).to.equal(parseEther('0.01'));
  });
});
