// Smart sessions on the local chains (demo/stack/sessions/ and the library demo/sessions/; node:test,
// `npm run test:setup`): the Delegation Framework deployed as the stack deploys it, a fresh EOA
// upgraded by a real EIP-7702 (type-4) transaction, delegations signed with the library and
// redeemed by a session key. What the chain refuses is asserted twice: the reason an eth_call
// gives, and a transaction sent anyway (fixed gas, no estimate) that is mined reverted and moves
// nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as abis from '@metamask/delegation-abis';
import { createPublicClient, createWalletClient, decodeErrorResult, defineChain, encodeFunctionData, erc20Abi, http, parseEther, parseUnits, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { decodePermissionContext } from '../sessions/decodePermissionContext.mjs';
import { delegationTypedData } from '../sessions/delegationTypedData.mjs';
import { disableDelegationCall } from '../sessions/disableDelegationCall.mjs';
import { encodePermissionContext } from '../sessions/encodePermissionContext.mjs';
import { grantResponse } from '../sessions/grantResponse.mjs';
import { readGrantRequest } from '../sessions/readGrantRequest.mjs';
import { redeemCall } from '../sessions/redeemCall.mjs';
import { sessionDelegation } from '../sessions/sessionDelegation.mjs';
import { upgradeState } from '../sessions/upgradeState.mjs';
import { deployTokens } from '../stack/deployTokens.mjs';
import { DEPLOYER } from '../stack/assets.mjs';
import { startAnvilChains } from '../stack/startAnvilChains.mjs';
import { startSessions } from '../stack/sessions/startSessions.mjs';
import { SESSION_CONTRACTS, SESSION_OWNER } from '../stack/sessions/sessionAddresses.mjs';
import { ENTRY_POINT_07 } from '../stack/smartAccounts/smartAccountAddresses.mjs';

const CHAIN_ID = 8453;
const OTHER_CHAIN_ID = 1;
const DAY = 86_400;
const running = {};
// Every error the manager and the enforcers can revert with (custom errors and Error(string)).
const ERRORS = [...abis.DelegationManager, ...abis.EIP7702StatelessDeleGator].filter((item) => item.type === 'error');

const chainOf = (chainId) => {
  const rpcUrl = running.anvil.chains.find((c) => c.chainId === chainId).rpcUrl;
  return defineChain({ id: chainId, name: `local ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
};
const clients = (chainId = CHAIN_ID) => {
  const chain = chainOf(chainId);
  return { publicClient: createPublicClient({ chain, transport: http() }), wallet: (account) => createWalletClient({ account, chain, transport: http() }) };
};
const chainTime = async (publicClient) => Number((await publicClient.getBlock()).timestamp);

/** A fresh key with 1 ETH on `chainId`. */
async function fundedKey(chainId = CHAIN_ID) {
  const account = privateKeyToAccount(generatePrivateKey());
  await clients(chainId).publicClient.request({ method: 'anvil_setBalance', params: [account.address, toHex(parseEther('1'))] });
  return account;
}

/** Upgrades `eoa` to the stateless DeleGator by a type-4 transaction it sends itself; returns the receipt. */
async function upgrade(eoa, chainId = CHAIN_ID) {
  const { publicClient, wallet } = clients(chainId);
  const client = wallet(eoa);
  const authorization = await client.signAuthorization({ account: eoa, contractAddress: SESSION_CONTRACTS.eip7702StatelessDeleGator, executor: 'self' });
  const hash = await client.sendTransaction({ authorizationList: [authorization], to: eoa.address, data: '0x' });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  assert.equal(receipt.type, 'eip7702');
  assert.equal(receipt.status, 'success');
  return receipt;
}

/** A request as a host sends it, for `sessionKey` (its public key), expiring in a week. */
const requestFor = async (sessionKey, permission, { chainId = CHAIN_ID, expiry } = {}) => ({
  chainId: toHex(chainId),
  expiry: expiry ?? (await chainTime(clients(chainId).publicClient)) + 7 * DAY,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey.publicKey }] } },
  permissions: [permission],
  policies: [],
});

/** What the wallet does on a grant: read, build, sign (for `signChainId`), answer. Returns the answer. */
async function grant(eoa, params, { signChainId, now } = {}) {
  const request = readGrantRequest([params], now === undefined ? {} : { now });
  const delegation = sessionDelegation({ request, delegator: eoa.address });
  const signature = await eoa.signTypedData(delegationTypedData({ delegation, chainId: signChainId ?? Number(request.chainId), delegationManager: SESSION_CONTRACTS.delegationManager }));
  return grantResponse({ request, address: eoa.address, context: encodePermissionContext([{ ...delegation, signature }]) });
}

/** The session key redeems `calls` within `answer`; resolves to the receipt (success). */
async function redeem(sessionKey, answer, calls, chainId = CHAIN_ID) {
  const { publicClient, wallet } = clients(chainId);
  const hash = await wallet(sessionKey).sendTransaction({ to: answer.signerMeta.delegationManager, data: redeemCall({ context: answer.context, calls }) });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  assert.equal(receipt.status, 'success');
  return receipt;
}

/** The revert reason of `data` sent to `to` by `from` (eth_call), as text: an Error(string) or a custom error's name. */
async function revertReason(publicClient, { from, to, data }) {
  try {
    await publicClient.call({ account: from, to, data });
  } catch (error) {
    const raw = error.walk((e) => typeof e.data === 'string' && e.data.startsWith('0x'))?.data;
    if (!raw) return error.shortMessage;
    try {
      const decoded = decodeErrorResult({ abi: ERRORS, data: raw });
      return decoded.errorName === 'Error' ? decoded.args[0] : decoded.errorName;
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * The chain refuses the session key's redeem of `calls`: returns the reason, after sending it
 * anyway and seeing it mined reverted.
 */
async function refusal(sessionKey, answer, calls, chainId = CHAIN_ID) {
  const { publicClient, wallet } = clients(chainId);
  const tx = { from: sessionKey.address, to: answer.signerMeta.delegationManager, data: redeemCall({ context: answer.context, calls }) };
  const reason = await revertReason(publicClient, tx);
  assert.notEqual(reason, null, 'the call succeeds');
  const hash = await wallet(sessionKey).sendTransaction({ to: tx.to, data: tx.data, gas: 1_000_000n });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  assert.equal(receipt.status, 'reverted', `mined: ${reason}`);
  return reason;
}

const nativePermission = async (allowance, period = DAY) => ({
  type: 'native-token-recurring-allowance',
  data: { allowance: toHex(allowance), start: await chainTime(clients().publicClient), period },
});

describe('smart sessions on the local chains', { timeout: 120_000 }, () => {
  before(async () => {
    running.anvil = await startAnvilChains({ chainIds: [OTHER_CHAIN_ID, CHAIN_ID] });
    running.sessions = await startSessions(running.anvil.chains);
    const [usdc, weth] = await deployTokens(running.anvil.chains.find((c) => c.chainId === CHAIN_ID).rpcUrl);
    running.usdc = usdc;
    running.weth = weth;
  });
  after(async () => {
    await running.anvil?.stop();
  });

  /** A fresh EOA holding 100 USDC (sent by the token deployer), with 1 ETH. */
  async function eoaWithUsdc() {
    const eoa = await fundedKey();
    const { publicClient } = clients();
    await publicClient.request({ method: 'anvil_impersonateAccount', params: [DEPLOYER] });
    const hash = await publicClient.request({
      method: 'eth_sendTransaction',
      params: [{ from: DEPLOYER, to: running.usdc.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [eoa.address, parseUnits('100', 6)] }) }],
    });
    assert.equal((await publicClient.waitForTransactionReceipt({ hash })).status, 'success');
    return eoa;
  }
  const usdcBalance = (address) => clients().publicClient.readContract({ address: running.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
  const usdcCall = (functionName, args) => ({ to: running.usdc.address, data: encodeFunctionData({ abi: erc20Abi, functionName, args }) });

  test('deploys every part with the constructor arguments it names, at the published addresses', async () => {
    assert.deepEqual(running.sessions, { chainIds: [OTHER_CHAIN_ID, CHAIN_ID], contracts: SESSION_CONTRACTS });
    for (const chainId of [OTHER_CHAIN_ID, CHAIN_ID]) {
      const { publicClient } = clients(chainId);
      for (const [name, address] of Object.entries(SESSION_CONTRACTS)) assert.notEqual(await publicClient.getCode({ address }), undefined, `${name} on ${chainId}`);
      const read = (contract, functionName) => publicClient.readContract({ address: SESSION_CONTRACTS[contract], abi: abis[contract === 'delegationManager' ? 'DelegationManager' : 'EIP7702StatelessDeleGator'], functionName });
      assert.equal((await read('delegationManager', 'owner')).toLowerCase(), SESSION_OWNER);
      assert.equal((await read('eip7702StatelessDeleGator', 'delegationManager')).toLowerCase(), SESSION_CONTRACTS.delegationManager);
      assert.equal((await read('eip7702StatelessDeleGator', 'entryPoint')).toLowerCase(), ENTRY_POINT_07);
    }
  });

  test("each caveat's terms read back on chain as asked (the enforcers' own getTermsInfo)", async () => {
    const { publicClient } = clients();
    const sessionKey = privateKeyToAccount(generatePrivateKey());
    const termsInfo = (name, terms) => publicClient.readContract({ address: Object.entries(SESSION_CONTRACTS).find(([key]) => key.toLowerCase() === name.toLowerCase())[1], abi: abis[name], functionName: 'getTermsInfo', args: [terms] });
    const caveatsOf = async (permission) => {
      const params = await requestFor(sessionKey, permission);
      return { expiry: params.expiry, caveats: sessionDelegation({ request: readGrantRequest([params]), delegator: sessionKey.address }).caveats };
    };
    const start = await chainTime(publicClient);
    const native = await caveatsOf({ type: 'native-token-recurring-allowance', data: { allowance: toHex(parseEther('0.01')), start, period: DAY } });
    assert.deepEqual(native.caveats.map((c) => c.enforcer), [SESSION_CONTRACTS.exactCalldataEnforcer, SESSION_CONTRACTS.nativeTokenPeriodTransferEnforcer, SESSION_CONTRACTS.timestampEnforcer]);
    assert.equal(await termsInfo('ExactCalldataEnforcer', native.caveats[0].terms), '0x');
    assert.deepEqual(await termsInfo('NativeTokenPeriodTransferEnforcer', native.caveats[1].terms), [parseEther('0.01'), BigInt(DAY), BigInt(start)]);
    assert.deepEqual(await termsInfo('TimestampEnforcer', native.caveats[2].terms), [0n, BigInt(native.expiry)]);

    const erc20 = await caveatsOf({ type: 'erc20-recurring-allowance', data: { token: running.usdc.address, allowance: toHex(parseUnits('5', 6)), start, period: 7 * DAY } });
    assert.deepEqual(erc20.caveats.map((c) => c.enforcer), [SESSION_CONTRACTS.valueLteEnforcer, SESSION_CONTRACTS.erc20PeriodTransferEnforcer, SESSION_CONTRACTS.timestampEnforcer]);
    assert.equal(await termsInfo('ValueLteEnforcer', erc20.caveats[0].terms), 0n);
    const [token, ...amounts] = await termsInfo('ERC20PeriodTransferEnforcer', erc20.caveats[1].terms);
    assert.deepEqual([token.toLowerCase(), ...amounts], [running.usdc.address, parseUnits('5', 6), BigInt(7 * DAY), BigInt(start)]);

    const call = await caveatsOf({ type: 'contract-call', data: { address: running.usdc.address, abi: erc20Abi, functions: [{ functionName: 'transfer' }, { functionName: 'transferFrom', valueLimit: '0x0' }] } });
    assert.deepEqual(call.caveats.map((c) => c.enforcer), [SESSION_CONTRACTS.allowedTargetsEnforcer, SESSION_CONTRACTS.allowedMethodsEnforcer, SESSION_CONTRACTS.valueLteEnforcer, SESSION_CONTRACTS.timestampEnforcer]);
    assert.deepEqual((await termsInfo('AllowedTargetsEnforcer', call.caveats[0].terms)).map((a) => a.toLowerCase()), [running.usdc.address]);
    assert.deepEqual(await termsInfo('AllowedMethodsEnforcer', call.caveats[1].terms), ['0xa9059cbb', '0x23b872dd']);
    assert.equal(await termsInfo('ValueLteEnforcer', call.caveats[2].terms), 0n);
  });

  test('0.01 ETH per day: an upgraded EOA grants it, the session key moves 0.004, then 0.007 more is refused on chain', async () => {
    const { publicClient } = clients();
    const eoa = await fundedKey();
    const sessionKey = await fundedKey();
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    assert.equal(await upgradeState(publicClient, eoa.address), 'none');
    await upgrade(eoa);
    assert.equal(await upgradeState(publicClient, eoa.address), 'upgraded');
    assert.equal(await publicClient.getCode({ address: eoa.address }), `0xef0100${SESSION_CONTRACTS.eip7702StatelessDeleGator.slice(2)}`);

    const answer = await grant(eoa, await requestFor(sessionKey, await nativePermission(parseEther('0.01'))));
    assert.equal(answer.address, eoa.address.toLowerCase());
    assert.equal(answer.signerMeta.delegationManager, SESSION_CONTRACTS.delegationManager);
    const before = await publicClient.getBalance({ address: eoa.address });
    await redeem(sessionKey, answer, [{ to: recipient, value: parseEther('0.004') }]);
    assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.004'));
    assert.equal(await publicClient.getBalance({ address: eoa.address }), before - parseEther('0.004'), 'paid from the EOA; the session key paid the gas');

    assert.equal(await refusal(sessionKey, answer, [{ to: recipient, value: parseEther('0.007') }]), 'NativeTokenPeriodTransferEnforcer:transfer-amount-exceeded');
    assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.004'));
    // What is left of the day's allowance still goes.
    await redeem(sessionKey, answer, [{ to: recipient, value: parseEther('0.006') }]);
    assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.01'));
    assert.equal(await refusal(sessionKey, answer, [{ to: recipient, value: 1n }]), 'NativeTokenPeriodTransferEnforcer:transfer-amount-exceeded');
    // A day later the allowance is whole again (the chain's clock moves on for the later tests too).
    await publicClient.request({ method: 'evm_increaseTime', params: [toHex(DAY)] });
    await publicClient.request({ method: 'evm_mine', params: [] });
    await redeem(sessionKey, answer, [{ to: recipient, value: parseEther('0.01') }]);
    assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.02'));
  });

  test('a native allowance allows plain transfers only, not a call to a token of the account', async () => {
    const eoa = await eoaWithUsdc();
    const sessionKey = await fundedKey();
    await upgrade(eoa);
    const answer = await grant(eoa, await requestFor(sessionKey, await nativePermission(parseEther('0.01'))));
    const thief = privateKeyToAccount(generatePrivateKey()).address;
    assert.equal(await refusal(sessionKey, answer, [usdcCall('transfer', [thief, parseUnits('100', 6)])]), 'ExactCalldataEnforcer:invalid-calldata');
    assert.equal(await usdcBalance(thief), 0n);
  });

  test('an expired delegation is refused on chain', async () => {
    const eoa = await fundedKey();
    const sessionKey = await fundedKey();
    await upgrade(eoa);
    const now = await chainTime(clients().publicClient);
    // Read as if asked a minute before it expired (a wallet refuses a past expiry itself).
    const answer = await grant(eoa, await requestFor(sessionKey, await nativePermission(parseEther('0.01')), { expiry: now - 1 }), { now: now - 60 });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    assert.equal(await refusal(sessionKey, answer, [{ to: recipient, value: 1n }]), 'TimestampEnforcer:expired-delegation');
  });

  test('contract-call: transfer on one token goes; approve, another token and native value are refused on chain', async () => {
    const eoa = await eoaWithUsdc();
    const sessionKey = await fundedKey();
    await upgrade(eoa);
    const permission = { type: 'contract-call', data: { address: running.usdc.address, abi: erc20Abi, functions: [{ functionName: 'transfer' }] } };
    const answer = await grant(eoa, await requestFor(sessionKey, permission));
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await redeem(sessionKey, answer, [usdcCall('transfer', [recipient, parseUnits('7', 6)])]);
    assert.equal(await usdcBalance(recipient), parseUnits('7', 6));

    assert.equal(await refusal(sessionKey, answer, [usdcCall('approve', [recipient, parseUnits('50', 6)])]), 'AllowedMethodsEnforcer:method-not-allowed');
    const wethTransfer = { to: running.weth.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] }) };
    assert.equal(await refusal(sessionKey, answer, [wethTransfer]), 'AllowedTargetsEnforcer:target-address-not-allowed');
    assert.equal(await refusal(sessionKey, answer, [{ ...usdcCall('transfer', [recipient, 1n]), value: 1n }]), 'ValueLteEnforcer:value-too-high');
    assert.equal(await usdcBalance(recipient), parseUnits('7', 6));
  });

  test('5 USDC per week: 3 go, 3 more are refused on chain', async () => {
    const eoa = await eoaWithUsdc();
    const sessionKey = await fundedKey();
    await upgrade(eoa);
    const start = await chainTime(clients().publicClient);
    const permission = { type: 'erc20-recurring-allowance', data: { token: running.usdc.address, allowance: toHex(parseUnits('5', 6)), start, period: 7 * DAY } };
    const answer = await grant(eoa, await requestFor(sessionKey, permission));
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await redeem(sessionKey, answer, [usdcCall('transfer', [recipient, parseUnits('3', 6)])]);
    assert.equal(await refusal(sessionKey, answer, [usdcCall('transfer', [recipient, parseUnits('3', 6)])]), 'ERC20PeriodTransferEnforcer:transfer-amount-exceeded');
    assert.equal(await usdcBalance(recipient), parseUnits('3', 6));
  });

  test('after the EOA sends disableDelegation, a redeem is refused on chain', async () => {
    const { publicClient, wallet } = clients();
    const eoa = await fundedKey();
    const sessionKey = await fundedKey();
    await upgrade(eoa);
    const answer = await grant(eoa, await requestFor(sessionKey, await nativePermission(parseEther('0.01'))));
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await redeem(sessionKey, answer, [{ to: recipient, value: parseEther('0.001') }]);

    const [delegation] = decodePermissionContext(answer.context);
    const hash = await wallet(eoa).sendTransaction({ to: SESSION_CONTRACTS.delegationManager, data: disableDelegationCall(delegation) });
    assert.equal((await publicClient.waitForTransactionReceipt({ hash })).status, 'success');
    assert.equal(await refusal(sessionKey, answer, [{ to: recipient, value: parseEther('0.001') }]), 'CannotUseADisabledDelegation');
    assert.equal(await publicClient.getBalance({ address: recipient }), parseEther('0.001'));
  });

  test('a delegation signed for another chain is refused on this one; signed for this one, it redeems', async () => {
    const eoa = await fundedKey();
    const sessionKey = await fundedKey();
    await upgrade(eoa);
    const params = await requestFor(sessionKey, await nativePermission(parseEther('0.01')));
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const lying = await grant(eoa, params, { signChainId: OTHER_CHAIN_ID });
    assert.equal(await refusal(sessionKey, lying, [{ to: recipient, value: 1n }]), 'InvalidERC1271Signature');
    await redeem(sessionKey, await grant(eoa, params), [{ to: recipient, value: 1n }]);
    assert.equal(await clients().publicClient.getBalance({ address: recipient }), 1n);
  });

  test('a delegation redeemed by another key than its delegate is refused on chain', async () => {
    const eoa = await fundedKey();
    const sessionKey = await fundedKey();
    const other = await fundedKey();
    await upgrade(eoa);
    const answer = await grant(eoa, await requestFor(sessionKey, await nativePermission(parseEther('0.01'))));
    assert.equal(await refusal(other, answer, [{ to: other.address, value: 1n }]), 'InvalidDelegate');
  });
});
