import { expect } from 'chai';
import { parseEther, recoverMessageAddress, toHex } from 'viem';
import { clickInFrame, codeIn, expireCodes, freshEmail, lastMail, linkIn, requestSignInCode, SecureFrameClient, signInWithEmail, visitLink, type FrameUser, rejection } from '../support/secureFrameClient';
import { freshAddress } from '../support/chainReads';
import { stackInfo } from './stackInfo';

// The local secure frame, spoken to directly over postMessage, as the modal does. Every test
// signs in with its own fresh address, so the 30 s resend allowance of one never hits another.

const CHAIN_ID = 1;
// These tests are about the user's plain key account (chain 1 would give a smart account by default).
const EOA = { preferredAccountType: 'eoa' } as const;
const VISIBLE = { width: 360, height: 480 };

async function chainRpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

interface Receipt {
  status: string;
  from: string;
  to: string;
}

/** The receipt, read through the frame (a forwarded read-only call); anvil mines right away. */
async function minedReceipt(client: SecureFrameClient, hash: string): Promise<Receipt | null> {
  for (let i = 0; i < 100; i += 1) {
    const receipt = await client.rpc<Receipt | null>('eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

describe('local stack: secure frame', function () {
  this.timeout(60_000);
  let secureSiteUrl = '';
  let mailUrl = '';
  let rpcUrl = '';
  let frame: SecureFrameClient | undefined;

  const open = async (visible = false) => {
    frame = await SecureFrameClient.open({ secureSiteUrl, chainId: CHAIN_ID, rpcUrl, ...(visible ? { visible: VISIBLE } : {}) });
    return frame;
  };

  before(async () => {
    const stack = await stackInfo();
    ({ secureSiteUrl, mailUrl } = stack);
    rpcUrl = stack.chains[String(CHAIN_ID)] as string;
  });
  afterEach(() => {
    frame?.close();
    frame = undefined;
  });

  it('posts READY once, answers the small requests, and refuses unknown types', async () => {
    const client = await open();
    expect(await client.request('GET_CHAIN_ID')).to.deep.equal({ chainId: CHAIN_ID });
    expect(await client.request('SWITCH_NETWORK', { chainId: 8453 })).to.deep.equal({ chainId: 8453 });
    expect(await client.request('GET_CHAIN_ID')).to.deep.equal({ chainId: 8453 });
    expect(await client.request('SYNC_THEME', { themeMode: 'dark' })).to.equal(undefined);
    expect(await client.request('SYNC_DAPP_DATA', { metadata: { name: 'Test app' }, sdkVersion: 'x', sdkType: 'appkit', projectId: 'p' })).to.equal(undefined);
    expect(await client.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).to.deep.equal({ smartAccountEnabledNetworks: [1, 8453] });
    const unknown = await rejection(client.request('NO_SUCH_THING'));
    expect(unknown.message).to.equal('An error occurred');
    expect(client.events.filter((e) => e.type === '@w3m-frame/READY')).to.have.length(1);
  });

  it('signs in a new device: the mailed link approves it, then the mailed code connects', async () => {
    const client = await open();
    const email = freshEmail('device');
    // The frame's session lives in its origin's storage, which the browser keeps across test
    // files: an earlier file may have left one signed in.
    await client.request('SIGN_OUT');
    expect(await client.request('IS_CONNECTED')).to.deep.equal({ isConnected: false });
    expect(await client.request('CONNECT_EMAIL', { email })).to.deep.equal({ action: 'VERIFY_DEVICE' });
    const linkMail = await lastMail(mailUrl, email);
    expect(linkMail?.subject).to.equal('Approve this device');
    expect(linkMail?.text).to.not.match(/\b\d{6}\b/);
    const approved = client.request('CONNECT_DEVICE');
    await visitLink(linkIn(linkMail));
    expect(await approved).to.equal(undefined);
    const codeMail = await lastMail(mailUrl, email);
    expect(codeMail?.subject).to.equal('Your sign-in code');
    const sessionUpdate = client.nextEvent((e) => e.type === '@w3m-frame/SESSION_UPDATE');
    expect(await client.request('CONNECT_OTP', { otp: codeIn(codeMail) })).to.equal(undefined);
    const { payload } = await sessionUpdate;
    expect((payload as { token: unknown }).token).to.be.a('string').and.not.match(/^0x[0-9a-f]{64}$/i);

    const user = await client.request<FrameUser>('GET_USER', { chainId: CHAIN_ID, ...EOA });
    expect(user.email).to.equal(email);
    expect(user.address).to.match(/^0x[0-9a-fA-F]{40}$/);
    expect(user).to.deep.include({ chainId: CHAIN_ID, preferredAccountType: 'eoa', smartAccountDeployed: false });
    // The whole list: the key's own account, and the user's Safe (another address) on this chain.
    const safe = user.accounts[1]?.address;
    expect(safe).to.match(/^0x[0-9a-fA-F]{40}$/).and.not.equal(user.address);
    expect(user.accounts).to.deep.equal([
      { address: user.address, type: 'eoa' },
      { address: safe, type: 'smartAccount' },
    ]);
    expect(await client.request('IS_CONNECTED')).to.deep.equal({ isConnected: true });
    expect(await client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).to.deep.equal({ type: 'eoa', address: user.address });
    // Still signed in on this device: no mail, straight to CONNECT.
    expect(await client.request('CONNECT_EMAIL', { email })).to.deep.equal({ action: 'CONNECT' });
    expect((await lastMail(mailUrl, email))?.receivedAt).to.equal(codeMail?.receivedAt);
    // A link works once.
    expect((await fetch(linkIn(linkMail))).status).to.equal(404);
  });

  it('refuses a wrong code with "Invalid code" and still takes the right one', async () => {
    const client = await open();
    const email = freshEmail('wrong');
    const otp = await requestSignInCode(client, mailUrl, email);
    const wrong = otp === '000000' ? '000001' : '000000';
    const refused = await rejection(client.request('CONNECT_OTP', { otp: wrong }));
    expect(refused.message).to.equal('Invalid code');
    await client.request('CONNECT_OTP', { otp });
    expect((await client.request<FrameUser>('GET_USER')).email).to.equal(email);
  });

  it('refuses a code older than 10 minutes with "Code expired"', async () => {
    const client = await open();
    const email = freshEmail('expired');
    const otp = await requestSignInCode(client, mailUrl, email);
    await expireCodes(secureSiteUrl, email);
    const refused = await rejection(client.request('CONNECT_OTP', { otp }));
    expect(refused.message).to.equal('Code expired');
    // An expired code is gone for good.
    expect((await rejection(client.request('CONNECT_OTP', { otp }))).message).to.equal('Invalid code');
  });

  it('gives the same address after SIGN_OUT and a new sign-in (a known device gets a code)', async () => {
    const client = await open();
    const email = freshEmail('again');
    const first = await signInWithEmail(client, mailUrl, email, EOA);
    expect(await client.request('SIGN_OUT')).to.equal(undefined);
    expect(await client.request('IS_CONNECTED')).to.deep.equal({ isConnected: false });
    expect((await rejection(client.request('GET_USER'))).message).to.equal('User is not connected');
    expect(await client.rpc('eth_accounts')).to.deep.equal([]);

    expect(await client.request('CONNECT_EMAIL', { email })).to.deep.equal({ action: 'VERIFY_OTP' });
    await client.request('CONNECT_OTP', { otp: codeIn(await lastMail(mailUrl, email)) });
    const second = await client.request<FrameUser>('GET_USER');
    expect(second.address).to.equal(first.address);
    expect(await client.rpc('eth_accounts')).to.deep.equal([first.address]);
  });

  it('changes the email with a code to the current address, then one to the new address', async () => {
    const client = await open();
    const email = freshEmail('old');
    const newEmail = freshEmail('new');
    const user = await signInWithEmail(client, mailUrl, email, EOA);
    expect(await client.request('UPDATE_EMAIL', { email: newEmail })).to.deep.equal({ action: 'VERIFY_PRIMARY_OTP' });
    const primary = codeIn(await lastMail(mailUrl, email));
    expect((await rejection(client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: primary }))).message).to.equal('No email change is in progress');
    expect(await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).to.deep.equal({ action: 'VERIFY_SECONDARY_OTP' });
    const secondary = codeIn(await lastMail(mailUrl, newEmail));
    expect(await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).to.deep.equal({ newEmail });
    expect(await client.request<FrameUser>('GET_USER')).to.deep.include({ email: newEmail, address: user.address });
  });

  it('refuses a second mail to the same address within 30 s (429, with the real wait)', async () => {
    const client = await open();
    const email = freshEmail('resend');
    expect(await client.request('CONNECT_EMAIL', { email })).to.deep.equal({ action: 'VERIFY_DEVICE' });
    const refused = await rejection(client.request('CONNECT_EMAIL', { email }));
    expect(refused.code).to.equal(429);
    const match = /^Too many requests\. Try again in (\d+) seconds$/.exec(refused.message);
    expect(match, refused.message).to.not.equal(null);
    expect(Number(match?.[1])).to.be.within(28, 30);
    const mails = (await (await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(email)}`)).json()) as unknown[];
    expect(mails).to.have.length(1);
  });

  it('ignores messages from another origin or another window', async () => {
    const client = await open();
    // A sandboxed sibling (an opaque origin) and a same-origin sibling (the right origin, but not
    // the frame's parent) each ask for GET_CHAIN_ID; neither may get an answer.
    const sandboxed = document.createElement('iframe');
    sandboxed.setAttribute('sandbox', 'allow-scripts');
    let frameIndex = -1;
    for (let i = 0; i < window.length; i += 1) if (window[i] === client.element.contentWindow) frameIndex = i;
    sandboxed.srcdoc = `<script>parent.frames[${frameIndex}].postMessage({ type: '@w3m-app/GET_CHAIN_ID', id: 'from-sandbox' }, '*');</script>`;
    const sibling = document.createElement('iframe');
    document.body.append(sandboxed, sibling);
    try {
      const siblingWindow = sibling.contentWindow as Window & { Function: FunctionConstructor };
      // A function of the sibling's realm, so the message's source is the sibling window.
      siblingWindow.Function('target', 'origin', "target.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id: 'from-sibling' }, origin);")(client.element.contentWindow, client.origin);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await client.request('GET_CHAIN_ID')).to.deep.equal({ chainId: CHAIN_ID });
      const ids = client.events.map((e) => e.id);
      expect(ids).to.not.include('from-sandbox');
      expect(ids).to.not.include('from-sibling');
    } finally {
      sandboxed.remove();
      sibling.remove();
    }
  });

  it('answers read-only RPC at once and refuses methods it does not run', async () => {
    const client = await open();
    expect(await client.rpc('eth_chainId')).to.equal('0x1');
    expect(await client.rpc('eth_blockNumber')).to.match(/^0x[0-9a-f]+$/);
    expect(await client.rpc('eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest'])).to.match(/^0x[0-9a-f]+$/);
    const refused = await rejection(client.rpc('eth_sign', ['0x0000000000000000000000000000000000000001', '0x00']));
    expect([refused.message, refused.code]).to.deep.equal(['Requested RPC call is not allowed', 4200]);
  });

  it('signs personal_sign once Approve is clicked in the frame', async () => {
    const client = await open(true);
    const user = await signInWithEmail(client, mailUrl, freshEmail('sign'), EOA);
    const message = 'Sign in to the test app';
    const signature = await clickInFrame(client, 'Approve', client.rpc<`0x${string}`>('personal_sign', [toHex(message), user.address]));
    expect(await recoverMessageAddress({ message, signature })).to.equal(user.address);
  });

  it('sends an approved eth_sendTransaction and anvil mines it', async () => {
    const client = await open(true);
    const user = await signInWithEmail(client, mailUrl, freshEmail('send'), EOA);
    await chainRpc(rpcUrl, 'anvil_setBalance', [user.address, toHex(parseEther('1'))]);
    // A fresh address: other tests read the chain's well-known ones and must find them as they were.
    const to = freshAddress();
    const tx = { from: user.address, to, value: toHex(parseEther('0.01')) };
    const hash = await clickInFrame(client, 'Approve', client.rpc<`0x${string}`>('eth_sendTransaction', [tx]));
    expect(hash).to.match(/^0x[0-9a-f]{64}$/);
    const receipt = await minedReceipt(client, hash);
    expect(receipt?.status).to.equal('0x1');
    expect(receipt?.from.toLowerCase()).to.equal(user.address.toLowerCase());
    expect(receipt?.to.toLowerCase()).to.equal(to.toLowerCase());
  });

  it('answers 4001 when Reject is clicked', async () => {
    const client = await open(true);
    const user = await signInWithEmail(client, mailUrl, freshEmail('reject'), EOA);
    const refused = await rejection(clickInFrame(client, 'Reject', client.rpc('personal_sign', [toHex('no'), user.address])));
    expect([refused.message, refused.code]).to.deep.equal(['User rejected the request.', 4001]);
  });

  it('drops a waiting request on RPC_ABORT, and the next one can still be approved', async () => {
    const client = await open(true);
    const user = await signInWithEmail(client, mailUrl, freshEmail('abort'), EOA);
    const waiting = client.rpc('personal_sign', [toHex('never'), user.address]);
    waiting.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await client.request('RPC_ABORT')).to.equal(undefined);
    const aborted = await rejection(waiting);
    expect([aborted.message, aborted.code]).to.deep.equal(['Request was aborted', 4001]);
    const message = 'after an abort';
    const signature = await clickInFrame(client, 'Approve', client.rpc<`0x${string}`>('personal_sign', [toHex(message), user.address]));
    expect(await recoverMessageAddress({ message, signature })).to.equal(user.address);
  });
});
