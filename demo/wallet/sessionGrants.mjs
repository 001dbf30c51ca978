// Smart sessions for the demo browser wallet (createDemoWallet's `permissions: true`), per the
// project's wallet protocol, with the shared library (demo/sessions/): the permissions capability
// on the chains where the Delegation Framework is deployed, wallet_grantPermissions (the account
// is upgraded by EIP-7702 to the framework's stateless DeleGator if it is not yet, then it signs a
// delegation to the session key) and wallet_revokePermissions (disableDelegation sent from the
// account unless the delegation is already disabled, then `Revoke permission {pci}` signed).
// anvil signs for its unlocked dev accounts, but cannot sign an EIP-7702 authorization: that needs
// the account's private key, derived here from anvil's default mnemonic (the one the stack starts
// anvil with), so an account of another mnemonic is refused. The delegation and the revoke message
// are signed with the same key, the revoke transaction is sent by anvil for the unlocked account.
// It imports viem: it loads where package names resolve (tests, bundlers), not in the plain-module
// demo page, which does not turn `permissions` on.
import { WaitForTransactionReceiptTimeoutError, createPublicClient, createWalletClient, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { delegationTypedData } from '../sessions/delegationTypedData.mjs';
import { disableDelegationCall } from '../sessions/disableDelegationCall.mjs';
import { encodePermissionContext } from '../sessions/encodePermissionContext.mjs';
import { grantResponse } from '../sessions/grantResponse.mjs';
import { isDelegationDisabled } from '../sessions/isDelegationDisabled.mjs';
import { permissionsCapability } from '../sessions/permissionsCapability.mjs';
import { readGrantRequest } from '../sessions/readGrantRequest.mjs';
import { readRevokeRequest } from '../sessions/readRevokeRequest.mjs';
import { revokeMessage } from '../sessions/revokeMessage.mjs';
import { sessionDelegation } from '../sessions/sessionDelegation.mjs';
import { upgradeState } from '../sessions/upgradeState.mjs';
import { SESSION_CHAIN_IDS, SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';
import { ProviderRpcError, invalidParams, unauthorized } from './providerErrors.mjs';

/** anvil's default dev mnemonic: the stack's accounts are its first keys. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const RECEIPT_TIMEOUT_MS = 30_000;
// anvil mines at once: look for the receipt often rather than at viem's default 4 s.
const POLLING_INTERVAL_MS = 200;

const toHex = (chainId) => `0x${chainId.toString(16)}`;
const notAvailable = (chainId) => new ProviderRpcError(4200, `Smart sessions are not available on chain ${chainId}`);

/** The library's refusal of a request (an Error with its reason) as -32602; the wallet's own errors as they are. */
function asInvalidParams(read) {
  try {
    return read();
  } catch (error) {
    throw error instanceof ProviderRpcError ? error : invalidParams(error.message);
  }
}

/**
 * `rpc(chainId, method, params)` the chain's JSON-RPC, `rpcUrl(chainId)` its URL, `chainIds()` the
 * chains the wallet knows, `ask(method, params)` the person's approval.
 */
export function createSessionGrants({ rpc, rpcUrl, chainIds, ask }) {
  /** A change the next grant's answer gets (a wallet that lies, for tests), once. */
  let nextAlteration;

  const sessionChain = (chainId) => SESSION_CHAIN_IDS.includes(chainId) && chainIds().includes(chainId);

  /** The account's key from anvil's mnemonic; 4100 for an account that is not one of its first 20. */
  function keyOf(address) {
    for (let addressIndex = 0; addressIndex < 20; addressIndex += 1) {
      const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex });
      if (account.address.toLowerCase() === address.toLowerCase()) return account;
    }
    throw unauthorized(`The demo wallet holds no key for ${address}: smart sessions need one of anvil's dev accounts`);
  }

  /** The chain's public client (one per chain). */
  const clients = new Map();
  function clientOf(chainId) {
    if (!clients.has(chainId)) clients.set(chainId, createPublicClient({ transport: http(rpcUrl(chainId)), pollingInterval: POLLING_INTERVAL_MS }));
    return clients.get(chainId);
  }

  /** The transaction's receipt, mined; -32603 when it is not within RECEIPT_TIMEOUT_MS or cannot be read. */
  async function receiptOf(chainId, hash) {
    try {
      return await clientOf(chainId).waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
    } catch (error) {
      const timedOut = error instanceof WaitForTransactionReceiptTimeoutError;
      throw new ProviderRpcError(-32603, timedOut ? `The transaction ${hash} was not mined in time` : `The receipt of ${hash} could not be read: ${error.shortMessage ?? error.message}`);
    }
  }

  /** Upgrades the account (EIP-7702) to the framework's stateless DeleGator, unless it is already. */
  async function upgrade(chainId, account) {
    const state = await upgradeState(clientOf(chainId), account.address);
    if (state === 'upgraded') return;
    if (state === 'other') throw new ProviderRpcError(-32603, 'The account has other code: it cannot be upgraded for smart sessions');
    const client = createWalletClient({ account, transport: http(rpcUrl(chainId)) });
    const chain = { id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl(chainId)] } } };
    const authorization = await client.signAuthorization({ contractAddress: SESSION_CONTRACTS.eip7702StatelessDeleGator, executor: 'self', chainId });
    const hash = await client.sendTransaction({ chain, authorizationList: [authorization], to: account.address, data: '0x' });
    const receipt = await receiptOf(chainId, hash);
    if (receipt.status !== 'success') throw new ProviderRpcError(-32603, 'The upgrade of the account for smart sessions reverted');
  }

  return {
    /** `{ [hex]: { permissions } }` for the asked chains (all known ones when none asked) where sessions can be granted. */
    capabilities(wanted) {
      const ids = chainIds().filter((chainId) => sessionChain(chainId) && (wanted === undefined || wanted.map((hex) => Number(hex)).includes(chainId)));
      return Object.fromEntries(ids.map((chainId) => [toHex(chainId), { permissions: permissionsCapability() }]));
    },

    /** wallet_grantPermissions from `address` (the wallet's account). */
    async grant(params, address) {
      const request = asInvalidParams(() => readGrantRequest(params));
      const chainId = Number(request.chainId);
      if (!sessionChain(chainId)) throw notAvailable(chainId);
      if (request.address && request.address !== address.toLowerCase()) throw unauthorized(`The wallet cannot grant from ${request.address}`);
      const account = keyOf(address);
      await ask('wallet_grantPermissions', params);
      await upgrade(chainId, account);
      const delegation = sessionDelegation({ request, delegator: address });
      const signature = await account.signTypedData(delegationTypedData({ delegation, chainId, delegationManager: SESSION_CONTRACTS.delegationManager }));
      const context = encodePermissionContext([{ ...delegation, signature }]);
      const answer = grantResponse({ request, address, context, delegationManager: SESSION_CONTRACTS.delegationManager });
      const alter = nextAlteration;
      nextAlteration = undefined;
      return alter ? alter(answer) : answer;
    },

    /** wallet_revokePermissions with a session's `{ pci, permissions, expiry, address, context }`, from `address`. */
    async revoke(params, address) {
      const revoke = asInvalidParams(() => readRevokeRequest(params));
      if (revoke.address !== address.toLowerCase()) throw unauthorized(`The wallet cannot revoke for ${revoke.address}`);
      if (!sessionChain(revoke.chainId)) throw notAvailable(revoke.chainId);
      const account = keyOf(address);
      await ask('wallet_revokePermissions', params);
      // Already disabled (a revoke whose service step failed, retried): disabling again would revert.
      if (!(await isDelegationDisabled(clientOf(revoke.chainId), revoke.delegation))) {
        const hash = await rpc(revoke.chainId, 'eth_sendTransaction', [{ from: address, to: SESSION_CONTRACTS.delegationManager, data: disableDelegationCall(revoke.delegation) }]);
        const receipt = await receiptOf(revoke.chainId, hash);
        if (receipt.status !== 'success') throw new ProviderRpcError(-32603, 'The revoke transaction reverted: the session was not disabled');
      }
      return account.signMessage({ message: revokeMessage(revoke.pci) });
    },

    /** Test control: the next grant's answer goes through `change(answer)` (a wallet that answers something else than it was asked). */
    alterNextGrant(change) {
      nextAlteration = change;
    },
  };
}
