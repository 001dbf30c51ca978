import { expect } from 'chai';
import { FrameRequestError, freshEmail, SecureFrameClient, signInWithEmail, type FrameUser } from '../support/secureFrameClient';
import { stackInfo } from './stackInfo';

// The embedded user's smart account in the local secure frame, spoken to directly over
// postMessage as the modal does: a Safe (owner: the user's key) on the chains where the stack
// runs a bundler (1 and 8453), driven through the data service's /v1/bundler route. Arbitrum
// (42161) has the contracts but no bundler: the eoa only. Every test signs in a fresh user.

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

async function rejection(promise: Promise<unknown>): Promise<FrameRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FrameRequestError) return error;
    throw error;
  }
  throw new Error('expected the frame to answer with an error');
}

describe('local stack: secure frame smart accounts', function () {
  this.timeout(120_000);
  let secureSiteUrl = '';
  let mailUrl = '';
  let chains: Record<string, string> = {};
  let frame: SecureFrameClient | undefined;

  const open = async (chainId = 1) => {
    frame = await SecureFrameClient.open({ secureSiteUrl, chainId, rpcUrl: chains[String(chainId)] });
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
});
