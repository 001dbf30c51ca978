// wallet_grantPermissions and wallet_revokePermissions in the frame (smart sessions, MetaMask's
// Delegation Framework; the shared library is demo/sessions/). Only the user's key account (eoa)
// grants: it is upgraded by EIP-7702 to the stateless DeleGator on the session's chain when it is
// not yet (the upgrade's gas and fees estimated before the screen shows its maximum fee, and sent
// as shown), then it signs a delegation to the app's session key whose caveats enforce the
// permission on chain. A revoke sends DelegationManager.disableDelegation from the eoa (unless
// that delegation is already disabled), checks the receipt, then signs `Revoke permission {pci}`.
// Each is read strictly before anything is shown (-32602 with the reason); the screen's words are
// sessionSummary.mjs'.
import { erc20Abi } from 'viem';
import { chainClient } from './chainClient.mjs';
import { checkRpcChain } from './checkRpcChain.mjs';
import { FrameError } from './frameError.mjs';
import { prepareUpgrade } from './prepareUpgrade.mjs';
import { prepareTransaction, sendTransaction } from './signing.mjs';
import { upgradeAccount } from './upgradeAccount.mjs';
import { delegationTypedData } from '../sessions/delegationTypedData.mjs';
import { disableDelegationCall } from '../sessions/disableDelegationCall.mjs';
import { encodePermissionContext } from '../sessions/encodePermissionContext.mjs';
import { grantResponse } from '../sessions/grantResponse.mjs';
import { isDelegationDisabled } from '../sessions/isDelegationDisabled.mjs';
import { readGrantRequest } from '../sessions/readGrantRequest.mjs';
import { readRevokeRequest } from '../sessions/readRevokeRequest.mjs';
import { revokeMessage } from '../sessions/revokeMessage.mjs';
import { sessionDelegation } from '../sessions/sessionDelegation.mjs';
import { upgradeState } from '../sessions/upgradeState.mjs';
import { SESSION_CHAIN_IDS, SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';

const RECEIPT_TIMEOUT_MS = 60_000;

export const safeCannotGrant = () => new FrameError('Smart sessions are granted from the key account; switch the account type to it', 4100);
const notAvailable = (chainId) => new FrameError(`Smart sessions are not available on chain ${chainId}`, 4200);
const strictly = (read) => {
  try {
    return read();
  } catch (error) {
    throw new FrameError(error.message, -32602);
  }
};
const same = (a, b) => a.toLowerCase() === b.toLowerCase();

export function sessionPermissions({ chain, accountTypes }) {
  /** The chain's client, after checking its RPC answers for that chain. */
  async function clientOf(chainId) {
    if (!SESSION_CHAIN_IDS.includes(chainId)) throw notAvailable(chainId);
    const rpcUrl = chain.rpcUrlFor(chainId);
    if (!rpcUrl) throw new FrameError(`No RPC URL for chain ${chainId}`, -32603);
    const client = chainClient(chainId, rpcUrl);
    await checkRpcChain(client, chainId);
    if (!(await client.getCode({ address: SESSION_CONTRACTS.delegationManager }))) throw notAvailable(chainId);
    return { client, rpcUrl };
  }

  /** Throws 4100 unless `address` is the user's key account (the Safe's own text when it is their Safe). */
  async function checkIsKeyAccount(address, user, chainId) {
    if (same(address, user.address)) return;
    const safe = accountTypes.isEnabled(chainId) ? await accountTypes.safeAddress(user, chainId) : undefined;
    throw safe && same(address, safe) ? safeCannotGrant() : new FrameError('Unknown account', 4100);
  }

  /** `{ [token]: { symbol, decimals } }` of the ERC-20 permissions, read from the chain (never from the app). */
  async function tokensOf(client, permissions) {
    const tokens = {};
    for (const { type, data } of permissions) {
      if (type !== 'erc20-recurring-allowance') continue;
      try {
        const [symbol, decimals] = await Promise.all(['symbol', 'decimals'].map((functionName) => client.readContract({ address: data.token, abi: erc20Abi, functionName })));
        tokens[data.token] = { symbol: String(symbol), decimals: Number(decimals) };
      } catch {
        throw new FrameError(`The token ${data.token} on chain ${client.chain.id} does not answer its symbol and decimals`, -32603);
      }
    }
    return tokens;
  }

  return {
    /**
     * Everything the grant's screen shows, checked: `{ request, address, delegate, tokens, upgrade, client, rpcUrl }`;
     * `upgrade` (prepareUpgrade.mjs: gas, fees, maximum fee, balance) when the account is not yet upgraded, else null.
     */
    async prepareGrant(params, user) {
      const request = strictly(() => readGrantRequest(params));
      const chainId = Number(request.chainId);
      // The account asked, else the one in use on that chain, must be the key account.
      if (request.address) await checkIsKeyAccount(request.address, user, chainId);
      else if ((await accountTypes.active(user, chainId)).type !== 'eoa') throw safeCannotGrant();
      const { client, rpcUrl } = await clientOf(chainId);
      const state = await upgradeState(client, user.address);
      if (state === 'other') throw new FrameError(`The key account is delegated to another contract on chain ${chainId} (EIP-7702)`, 4100);
      const tokens = await tokensOf(client, request.permissions);
      const delegation = sessionDelegation({ request, delegator: user.address });
      const upgrade = state === 'none' ? await prepareUpgrade(client, user.address) : null;
      return { request, address: user.address.toLowerCase(), delegation, delegate: delegation.delegate, tokens, upgrade, client, rpcUrl };
    },

    /** After Approve: the upgrade if needed, then the signed delegation; resolves to the answer. */
    async grant(prepared, account) {
      const { request, delegation, client, rpcUrl } = prepared;
      if (!same(account.address, prepared.address)) throw new FrameError('The key account changed', -32603);
      if (prepared.upgrade) await upgradeAccount({ client, account, rpcUrl, upgrade: prepared.upgrade });
      const signature = await account.signTypedData(delegationTypedData({ delegation, chainId: Number(request.chainId), delegationManager: SESSION_CONTRACTS.delegationManager }));
      return grantResponse({ request, address: account.address, context: encodePermissionContext([{ ...delegation, signature }]), delegationManager: SESSION_CONTRACTS.delegationManager });
    },

    /** Everything the revoke's screen shows, checked: `{ revoke, prepared (the transaction, or null when already disabled), client }`. */
    async prepareRevoke(params, user) {
      const revoke = strictly(() => readRevokeRequest(params));
      await checkIsKeyAccount(revoke.address, user, revoke.chainId);
      const { client, rpcUrl } = await clientOf(revoke.chainId);
      const tokens = await tokensOf(client, revoke.permissions);
      const disabled = await isDelegationDisabled(client, revoke.delegation);
      const tx = { to: SESSION_CONTRACTS.delegationManager, data: disableDelegationCall(revoke.delegation) };
      const prepared = disabled ? null : await prepareTransaction({ tx }, { address: user.address, chainId: revoke.chainId, rpcUrl });
      return { revoke: { ...revoke, tokens }, prepared, client };
    },

    /** After Approve: disableDelegation sent and confirmed (unless already disabled), then the signature for the service. */
    async revoke({ revoke, prepared, client }, account) {
      if (!same(account.address, revoke.address)) throw new FrameError('The key account changed', -32603);
      if (prepared) {
        const hash = await sendTransaction(account, prepared);
        const receipt = await client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS }).catch(() => {
          throw new FrameError(`The revoke transaction ${hash} was not confirmed`, -32603);
        });
        if (receipt.status !== 'success') throw new FrameError(`The revoke transaction ${hash} reverted`, -32603);
      }
      return account.signMessage({ message: revokeMessage(revoke.pci) });
    },
  };
}
