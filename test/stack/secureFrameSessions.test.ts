import { expect } from 'chai';
import { createPublicClient, createWalletClient, erc20Abi, formatEther, http, parseEther, parseUnits, toHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { redeemCall } from '../../demo/sessions/redeemCall.mjs';
import { revokeMessage } from '../../demo/sessions/revokeMessage.mjs';
import { SESSION_CONTRACTS } from '../../demo/stack/sessions/sessionAddresses.mjs';
import { rpc } from '../support/chainRpc';
import { balanceOf, freshAddress } from '../support/chainReads';
import { clickInFrame, freshEmail, readFramePage, rejection, SecureFrameClient, signInWithEmail, waitForFramePage, type FrameUser } from '../support/secureFrameClient';
import { stackInfo } from './stackInfo';

// Smart sessions (ERC-7715) in the local secure frame, spoken to over postMessage as the modal
// does: wallet_grantPermissions from the embedded user's key account (upgraded by EIP-7702 to the
// Delegation Framework's DeleGator on the first grant), the host's session key redeeming the
// answer's context on chain, wallet_revokePermissions disabling it on chain. Every test signs in
// a fresh user on Base (8453).

const CHAIN_ID = 8453;
const VISIBLE = { width: 360, height: 560 };
const DAY = 86_400;

interface GrantAnswer {
  chainId: string;
  address: string;
  expiry: number;
  signer: unknown;
  permissions: unknown[];
  policies: unknown[];
  context: Hex;
  signerMeta: { delegationManager: Hex };
}

const eoaOf = (user: FrameUser) => user.accounts.find((a) => a.type === 'eoa')?.address as Hex;
const smartOf = (user: FrameUser) => user.accounts.find((a) => a.type === 'smartAccount')?.address as Hex;

/** "Until 28 Nov 2026, 15:00", as a visitor reads it in English. */
const untilText = (expiry: number) => `Until ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(expiry * 1000)}`;

describe('local stack: smart sessions in the secure frame', function () {
  this.timeout(120_000);
  let secureSiteUrl = '';
  let mailUrl = '';
  let rpcUrl = '';
  let usdc = '';
  let frame: SecureFrameClient | undefined;

  before(async () => {
    const stack = await stackInfo();
    ({ secureSiteUrl, mailUrl } = stack);
    rpcUrl = stack.chains[String(CHAIN_ID)] as string;
    usdc = stack.tokens[String(CHAIN_ID)]?.find((t) => t.symbol === 'USDC')?.address as string;
  });
  afterEach(() => {
    frame?.close();
    frame = undefined;
  });

  const publicClient = () => createPublicClient({ transport: http(rpcUrl) });
  const chainNow = async () => Number((await publicClient().getBlock()).timestamp);
  const fund = (address: string) => rpc(rpcUrl, 'anvil_setBalance', [address, toHex(parseEther('1'))]);

  /** A fresh email user in a visible frame on Base, using their key account unless `smart`. */
  async function signedIn({ smart = false } = {}) {
    frame = await SecureFrameClient.open({ secureSiteUrl, chainId: CHAIN_ID, rpcUrl, visible: VISIBLE });
    const user = await signInWithEmail(frame, mailUrl, freshEmail('session'));
    if (!smart) await frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' });
    return { client: frame, user, eoa: eoaOf(user) };
  }

  const requestFor = async (sessionKey: PrivateKeyAccount, permission: unknown) => ({
    chainId: toHex(CHAIN_ID),
    expiry: (await chainNow()) + 3 * DAY,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey.publicKey }] } },
    permissions: [permission],
    policies: [],
  });
  const nativePerDay = async (ether: string) => ({ type: 'native-token-recurring-allowance', data: { allowance: toHex(parseEther(ether)), start: await chainNow(), period: DAY } });

  /** The approval screen's rows once it shows `title`. */
  async function screenRows(client: SecureFrameClient, title: string) {
    const page = await waitForFramePage(client.element, (found) => found.screen?.title === title, `"${title}"`, 20_000);
    return { origin: page.screen?.origin, rows: Object.fromEntries(page.screen?.rows ?? []) as Record<string, string> };
  }

  /** The key account's EIP-7702 upgrade: its first transaction, in one of the last blocks. */
  async function upgradeTransactionOf(eoa: Hex) {
    const client = publicClient();
    const latest = await client.getBlockNumber();
    for (let number = latest; number >= 0n && number + 50n > latest; number -= 1n) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
      const sent = block.transactions.find((tx) => tx.from.toLowerCase() === eoa.toLowerCase());
      if (sent) return sent;
    }
    throw new Error(`no transaction from ${eoa} in the last 50 blocks`);
  }

  /** The session key sends the redeem itself; `gas` skips the estimate, so a refused redeem is mined (reverted). */
  async function redeem(sessionKey: PrivateKeyAccount, answer: GrantAnswer, calls: { to: Hex; value?: bigint; data?: Hex }[], gas?: bigint) {
    const wallet = createWalletClient({ account: sessionKey, chain: { id: CHAIN_ID, name: 'Base (local)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }, transport: http(rpcUrl) });
    const hash = await wallet.sendTransaction({ to: answer.signerMeta.delegationManager, data: redeemCall({ context: answer.context, calls }), ...(gas ? { gas } : {}) });
    return (await publicClient().waitForTransactionReceipt({ hash })).status;
  }

  it('grants 0.01 ETH per day from the key account in plain words; the session key spends within it, beyond is refused on chain, and a revoke disables it', async () => {
    const { client, eoa } = await signedIn();
    await fund(eoa);
    expect(await client.rpc('wallet_getCapabilities', [eoa, ['0x2105']])).to.deep.equal({
      '0x2105': {
        atomic: { status: 'unsupported' },
        permissions: { supported: true, signerTypes: ['keys'], keyTypes: ['secp256k1'], permissionTypes: ['native-token-recurring-allowance', 'erc20-recurring-allowance', 'contract-call'], policyTypes: [] },
      },
    });
    expect(await rpc(rpcUrl, 'eth_getCode', [eoa, 'latest'])).to.equal('0x');

    const sessionKey = privateKeyToAccount(generatePrivateKey());
    await fund(sessionKey.address);
    const request = await requestFor(sessionKey, await nativePerDay('0.01'));
    const granting = client.rpc<GrantAnswer>('wallet_grantPermissions', [request]);
    granting.catch(() => {});
    const screen = await screenRows(client, 'Grant permissions');
    expect(screen.origin).to.equal(`Requested by ${window.location.origin}`);
    expect(screen.rows).to.deep.include({
      Network: 'Base',
      Account: eoa.toLowerCase(),
      Permission: 'Spend up to 0.01 ETH per day',
      Valid: untilText(request.expiry),
      'Account upgrade': 'This upgrades your account to a smart account (EIP-7702)',
      'Session key': sessionKey.address.toLowerCase(),
    });
    // The upgrade's maximum fee is said before Approve, and the account can pay it.
    expect(screen.rows['Network fee (max)']).to.match(/^0\.\d+ ETH$/);
    expect(screen.rows).to.not.have.property('Balance');
    const answer = await clickInFrame(client, 'Approve', granting);
    expect(answer).to.deep.include({ chainId: '0x2105', address: eoa.toLowerCase(), expiry: request.expiry, signerMeta: { delegationManager: SESSION_CONTRACTS.delegationManager } });
    expect(answer.permissions).to.deep.equal(request.permissions);
    expect(await rpc(rpcUrl, 'eth_getCode', [eoa, 'latest']), 'upgraded by EIP-7702').to.equal(`0xef0100${SESSION_CONTRACTS.eip7702StatelessDeleGator.slice(2)}`);
    // What was shown is what was sent: the type-4 transaction's gas times its max fee per gas.
    const upgrade = await upgradeTransactionOf(eoa);
    expect(upgrade.type).to.equal('eip7702');
    expect(`${formatEther(upgrade.gas * (upgrade.maxFeePerGas as bigint))} ETH`).to.equal(screen.rows['Network fee (max)']);

    // The host spends within the permission with no prompt; beyond it the chain refuses.
    const recipient = freshAddress() as Hex;
    expect(await redeem(sessionKey, answer, [{ to: recipient, value: parseEther('0.004') }])).to.equal('success');
    expect(await balanceOf(rpcUrl, recipient)).to.equal(parseEther('0.004'));
    expect(await redeem(sessionKey, answer, [{ to: recipient, value: parseEther('0.007') }], 1_000_000n)).to.equal('reverted');
    expect(await balanceOf(rpcUrl, recipient)).to.equal(parseEther('0.004'));
    expect((await readFramePage(client.element))?.screen, 'the frame asked nothing').to.equal(null);

    const pci = crypto.randomUUID();
    const revoking = client.request<Hex>('RPC_REQUEST', {
      method: 'wallet_revokePermissions',
      params: { pci, permissions: answer.permissions, expiry: answer.expiry, address: `eip155:${CHAIN_ID}:${eoa}`, context: answer.context },
    });
    revoking.catch(() => {});
    const revokeScreen = await screenRows(client, 'Revoke permissions');
    // What Approve signs after the transaction is said before it.
    expect(revokeScreen.rows).to.deep.include({
      Network: 'Base',
      Account: eoa.toLowerCase(),
      Permission: 'Spend up to 0.01 ETH per day',
      'Session key': sessionKey.address.toLowerCase(),
      'Signed afterwards': revokeMessage(pci),
    });
    expect(revokeScreen.rows['Network fee (max)']).to.match(/^0\.\d+ ETH$/);
    const signature = await clickInFrame(client, 'Approve', revoking);
    expect(await publicClient().verifyMessage({ address: eoa, message: revokeMessage(pci), signature }), 'signed by the key account').to.equal(true);
    expect(await publicClient().verifyMessage({ address: eoa, message: revokeMessage('another'), signature })).to.equal(false);
    expect(await redeem(sessionKey, answer, [{ to: recipient, value: parseEther('0.001') }], 1_000_000n), 'disabled on chain').to.equal('reverted');
    expect(await balanceOf(rpcUrl, recipient)).to.equal(parseEther('0.004'));
  });

  it('names an ERC-20 allowance with the symbol the chain gives and a contract call by its function; Reject upgrades nothing', async () => {
    const { client, eoa } = await signedIn();
    const sessionKey = privateKeyToAccount(generatePrivateKey());
    const weekly = { type: 'erc20-recurring-allowance', data: { token: usdc, allowance: toHex(parseUnits('5', 6)), start: await chainNow(), period: 7 * DAY } };
    const asking = client.rpc('wallet_grantPermissions', [await requestFor(sessionKey, weekly)]);
    asking.catch(() => {});
    const unfunded = (await screenRows(client, 'Grant permissions')).rows;
    expect(unfunded).to.deep.include({ Permission: 'Spend up to 5 USDC per week', 'Account upgrade': 'This upgrades your account to a smart account (EIP-7702)' });
    // The key account holds no ETH: the screen says, before Approve, that it cannot pay the upgrade.
    expect(unfunded['Network fee (max)']).to.match(/^0\.\d+ ETH$/);
    expect(unfunded.Balance).to.equal('0 ETH, not enough to pay the network fee');
    const rejected = await rejection(clickInFrame(client, 'Reject', asking));
    expect([rejected.code, rejected.message]).to.deep.equal([4001, 'User rejected the request.']);
    expect(await rpc(rpcUrl, 'eth_getCode', [eoa, 'latest']), 'nothing sent').to.equal('0x');

    const transfers = { type: 'contract-call', data: { address: usdc, abi: erc20Abi, functions: [{ functionName: 'transfer' }] } };
    const calling = client.rpc('wallet_grantPermissions', [await requestFor(sessionKey, transfers)]);
    calling.catch(() => {});
    expect((await screenRows(client, 'Grant permissions')).rows).to.deep.include({ Permission: `Call transfer on ${usdc.toLowerCase()}` });
    expect((await rejection(clickInFrame(client, 'Reject', calling))).code).to.equal(4001);
  });

  it('refuses a grant from the Safe (4100), a request it cannot enforce (-32602) and a chain without the framework (4200), showing nothing', async () => {
    const { client, user } = await signedIn({ smart: true });
    const safe = smartOf(user);
    const sessionKey = privateKeyToAccount(generatePrivateKey());
    const request = await requestFor(sessionKey, await nativePerDay('0.01'));
    const SAFE_TEXT = 'Smart sessions are granted from the key account; switch the account type to it';

    const inUse = await rejection(client.rpc('wallet_grantPermissions', [request]));
    expect([inUse.code, inUse.message]).to.deep.equal([4100, SAFE_TEXT]);
    const asked = await rejection(client.rpc('wallet_grantPermissions', [{ ...request, address: safe }]));
    expect([asked.code, asked.message]).to.deep.equal([4100, SAFE_TEXT]);
    const stranger = await rejection(client.rpc('wallet_grantPermissions', [{ ...request, address: freshAddress() }]));
    expect([stranger.code, stranger.message]).to.deep.equal([4100, 'Unknown account']);
    const capabilities = await client.rpc<Record<string, Record<string, unknown>>>('wallet_getCapabilities', [safe, ['0x2105']]);
    expect(capabilities['0x2105']).to.not.have.property('permissions');

    await client.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' });
    const two = await rejection(client.rpc('wallet_grantPermissions', [{ ...request, permissions: [request.permissions[0], request.permissions[0]] }]));
    expect([two.code, two.message]).to.deep.equal([-32602, 'One permission per request can be granted: ask for each in its own request']);
    const policy = await rejection(client.rpc('wallet_grantPermissions', [{ ...request, policies: [{ type: 'gas-limit', data: { limit: '0x1' } }] }]));
    expect([policy.code, policy.message]).to.deep.equal([-32602, 'policies must be [] (no policy type is supported)']);
    const optimism = await rejection(client.rpc('wallet_grantPermissions', [{ ...request, chainId: '0xa' }]));
    expect([optimism.code, optimism.message]).to.deep.equal([4200, 'Smart sessions are not available on chain 10']);
    expect((await readFramePage(client.element))?.screen).to.equal(null);
  });
});
