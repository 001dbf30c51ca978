import { expect } from 'chai';
import { approveFarcaster, clickInPopup, completeSocialLogin, openLoginPopup, popupCount, SecureFrameClient, signInWithSocial, socialLoginResult, socialResult, type FrameEvent, type FrameUser, rejection } from '../support/secureFrameClient';
import { stackInfo } from './stackInfo';

// The social logins and Farcaster of the local secure frame, driven as the modal drives them:
// a popup opened on an empty page, sent to the local OpenID Connect provider,
// a demo user clicked there (server command popup-click), the result posted back by the popup.

const CHAIN_ID = 1;

/** Resolves once no open page is at `origin` any more (a popup's close is not instant). */
async function noPagesAt(origin: string): Promise<number> {
  let count = await popupCount(origin);
  for (let i = 0; i < 50 && count > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    count = await popupCount(origin);
  }
  return count;
}

const sessionUpdates = (frame: SecureFrameClient) => frame.events.filter((e: FrameEvent) => e.type === '@w3m-frame/SESSION_UPDATE');

/** The SESSION_UPDATEs after the first `before` (the frame posts one just after its SUCCESS). */
async function newSessionUpdates(frame: SecureFrameClient, before: number): Promise<FrameEvent[]> {
  for (let i = 0; i < 50 && sessionUpdates(frame).length === before; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return sessionUpdates(frame).slice(before);
}

describe('local stack: social login and Farcaster in the secure frame', function () {
  this.timeout(60_000);
  let secureSiteUrl = '';
  let oidcUrl = '';
  let rpcUrl = '';
  let frame: SecureFrameClient | undefined;

  const open = async () => {
    frame = await SecureFrameClient.open({ secureSiteUrl, chainId: CHAIN_ID, rpcUrl });
    return frame;
  };

  before(async () => {
    const stack = await stackInfo();
    ({ secureSiteUrl, oidcUrl } = stack);
    rpcUrl = stack.chains[String(CHAIN_ID)] as string;
  });
  afterEach(async () => {
    // The session lives in the frame origin's storage: each test starts signed out.
    await frame?.request('SIGN_OUT').catch(() => {});
    frame?.close();
    frame = undefined;
  });

  it('runs a discoverable OpenID Connect provider with PKCE S256', async () => {
    const res = await fetch(`${oidcUrl}/.well-known/openid-configuration`);
    expect(res.status).to.equal(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).to.equal(oidcUrl);
    expect(doc.code_challenge_methods_supported).to.deep.equal(['S256']);
    expect(doc.authorization_endpoint).to.equal(`${oidcUrl}/auth`);
  });

  it('answers GET_SOCIAL_REDIRECT_URI with the provider URL of that client, a fresh state and a PKCE challenge', async () => {
    const client = await open();
    const first = new URL((await client.request<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).uri);
    const second = new URL((await client.request<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).uri);
    expect(first.origin).to.equal(oidcUrl);
    const params = Object.fromEntries(first.searchParams);
    expect(params).to.include({ client_id: 'github', response_type: 'code', redirect_uri: `${secureSiteUrl}/social/callback`, code_challenge_method: 'S256' });
    expect(params.state).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(params.code_challenge).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(params).to.not.have.any.keys('code_verifier', 'client_secret');
    expect(second.searchParams.get('state')).to.not.equal(params.state);
    expect(second.searchParams.get('code_challenge')).to.not.equal(params.code_challenge);

    for (const provider of ['google', 'apple', 'facebook', 'x', 'discord']) {
      const { uri } = await client.request<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider });
      expect(new URL(uri).searchParams.get('client_id')).to.equal(provider);
    }
    for (const provider of ['myspace', 'farcaster', 'GOOGLE', '', 42]) {
      const error = await rejection(client.request('GET_SOCIAL_REDIRECT_URI', { provider }));
      expect(error.message, String(provider)).to.equal('Unsupported social provider');
    }
  });

  it('signs in a demo user through the popup; the same user gets the same address again', async () => {
    const client = await open();
    // As the modal: the popup first, then the URL, then the login, then the posted result.
    const popup = openLoginPopup();
    const { uri } = await client.request<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
    const result = socialResult(popup, secureSiteUrl);
    popup.location.href = uri;
    await completeSocialLogin(oidcUrl, 'Ada Lovelace');
    const resultUri = await result;
    popup.close();
    const callback = new URL(resultUri);
    expect(`${callback.origin}${callback.pathname}`).to.equal(`${secureSiteUrl}/social/callback`);
    expect(callback.searchParams.get('state')).to.equal(new URL(uri).searchParams.get('state'));
    expect(callback.searchParams.get('code')).to.be.a('string');
    expect(await noPagesAt(secureSiteUrl)).to.equal(0);
    expect(await noPagesAt(oidcUrl)).to.equal(0);

    const sessionsBefore = sessionUpdates(client).length;
    const user = await client.request<FrameUser>('CONNECT_SOCIAL', { uri: resultUri, preferredAccountType: 'eoa', chainId: CHAIN_ID });
    expect(user.address).to.match(/^0x[0-9a-fA-F]{40}$/);
    // Chain 1 runs a bundler: the user has a Safe there too, but asked for the eoa.
    const safe = user.accounts[1]?.address;
    expect(safe).to.match(/^0x[0-9a-fA-F]{40}$/).and.not.equal(user.address);
    expect(user).to.deep.equal({
      email: 'ada@example.test',
      address: user.address,
      chainId: CHAIN_ID,
      accounts: [
        { address: user.address, type: 'eoa' },
        { address: safe, type: 'smartAccount' },
      ],
      userName: 'ada',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    const updates = await newSessionUpdates(client, sessionsBefore);
    expect(updates).to.have.length(1);
    expect((updates[0]?.payload as { token?: unknown }).token).to.be.a('string');

    // Then it is a signed-in user like any other.
    expect(await client.request<FrameUser>('GET_USER')).to.deep.equal(user);
    expect(await client.request('IS_CONNECTED')).to.deep.equal({ isConnected: true });
    expect(await client.rpc('eth_accounts')).to.deep.equal([user.address]);
    await client.request('SIGN_OUT');
    expect(await client.request('IS_CONNECTED')).to.deep.equal({ isConnected: false });

    // The same person at the same provider: the same key in this browser.
    const again = await signInWithSocial(client, 'google', 'Ada Lovelace');
    expect(again.address).to.equal(user.address);
    // Another person, or the same person at another provider, is another wallet user.
    await client.request('SIGN_OUT');
    const grace = await signInWithSocial(client, 'google', 'Grace Hopper');
    expect(grace).to.deep.include({ email: 'grace@example.test', userName: 'grace' });
    expect(grace.address).to.not.equal(user.address);
    await client.request('SIGN_OUT');
    const adaOnGithub = await signInWithSocial(client, 'github', 'Ada Lovelace');
    expect(adaOnGithub.address).to.not.equal(user.address);
    expect(adaOnGithub.userName).to.equal('ada');
  });

  it('answers Cancel on the login page with User rejected the request. (4001)', async () => {
    const client = await open();
    const resultUri = await socialLoginResult(client, 'discord', 'Cancel');
    expect(new URL(resultUri).searchParams.get('error')).to.equal('access_denied');
    const error = await rejection(client.request('CONNECT_SOCIAL', { uri: resultUri }));
    expect(error.message).to.equal('User rejected the request.');
    expect(error.code).to.equal(4001);
    expect(await client.request('IS_CONNECTED')).to.deep.equal({ isConnected: false });
  });

  it('refuses a tampered, foreign or reused result with Invalid social login result', async () => {
    const client = await open();
    const resultUri = await socialLoginResult(client, 'x', 'Alan Turing');
    const tampered = new URL(resultUri);
    tampered.searchParams.set('state', 'A'.repeat(43));
    const elsewhere = new URL(resultUri);
    elsewhere.pathname = '/elsewhere';

    for (const uri of [tampered.href, elsewhere.href, resultUri.replace(secureSiteUrl, oidcUrl), 'not a url', '']) {
      const error = await rejection(client.request('CONNECT_SOCIAL', { uri }));
      expect(error.message, uri).to.equal('Invalid social login result');
    }
    // None of those used up the real state: it still signs in, once.
    const user = await client.request<FrameUser>('CONNECT_SOCIAL', { uri: resultUri });
    expect(user).to.deep.include({ email: 'alan@example.test', userName: 'alan' });
    const reused = await rejection(client.request('CONNECT_SOCIAL', { uri: resultUri }));
    expect(reused.message).to.equal('Invalid social login result');

    // A wrong code uses the state up: the right code cannot follow it.
    const next = await socialLoginResult(client, 'x', 'Alan Turing');
    const wrong = new URL(next);
    wrong.searchParams.set('code', 'not-the-code');
    expect((await rejection(client.request('CONNECT_SOCIAL', { uri: wrong.href }))).message).to.equal('Invalid social login result');
    expect((await rejection(client.request('CONNECT_SOCIAL', { uri: next }))).message).to.equal('Invalid social login result');
  });

  it('posts nothing from a callback page whose state is unknown', async () => {
    const popup = openLoginPopup();
    const posted = socialResult(popup, secureSiteUrl, 2000).then(
      () => true,
      () => false,
    );
    popup.location.href = `${secureSiteUrl}/social/callback?code=abc&state=${'B'.repeat(43)}`;
    expect(await posted).to.equal(false);
    popup.close();
  });

  it('signs in with Farcaster once the channel is approved', async () => {
    const client = await open();
    expect((await rejection(client.request('CONNECT_FARCASTER'))).message).to.equal('No Farcaster sign-in is in progress');

    const { url } = await client.request<{ url: string }>('GET_FARCASTER_URI');
    expect(url).to.match(new RegExp(`^${secureSiteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/farcaster/approve\\?channel=[A-Za-z0-9_-]{43}$`));
    const sessionsBefore = sessionUpdates(client).length;
    const connected = client.request<{ userName: string }>('CONNECT_FARCASTER');
    await new Promise((resolve) => setTimeout(resolve, 300)); // it waits for the approval
    await approveFarcaster(url);
    expect(await connected).to.deep.equal({ userName: 'demo.eth' });
    expect(await newSessionUpdates(client, sessionsBefore)).to.have.length(1);
    const user = await client.request<FrameUser>('GET_USER');
    expect(user.address).to.match(/^0x[0-9a-fA-F]{40}$/);
    expect(user).to.deep.include({ userName: 'demo.eth', chainId: CHAIN_ID });
    expect(user).to.not.have.property('email');
    // The approval worked once.
    expect((await rejection(client.request('CONNECT_FARCASTER'))).message).to.equal('No Farcaster sign-in is in progress');
    await client.request('SIGN_OUT');

    // Again, approved on the page itself (its Approve button): the same account, the same address.
    const second = await client.request<{ url: string }>('GET_FARCASTER_URI');
    expect(second.url).to.not.equal(url);
    const approvePage = window.open(second.url, '_blank');
    const again = client.request<{ userName: string }>('CONNECT_FARCASTER');
    await clickInPopup(secureSiteUrl, 'Approve');
    expect(await again).to.deep.equal({ userName: 'demo.eth' });
    approvePage?.close();
    expect((await client.request<FrameUser>('GET_USER')).address).to.equal(user.address);
  });
});
