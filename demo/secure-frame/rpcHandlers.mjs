// RPC_REQUEST and RPC_ABORT. Chain id and accounts are answered here, read-only methods go to
// the chain's RPC at once, signing methods wait for Approve on the frame's own screen (RPC_ABORT
// drops them with 'Request was aborted'; approvalScreen.mjs refuses them when the screen is not
// seen), and every other method is refused with 4200. A transaction's gas and fees are filled
// before it is shown, and what was shown is what is signed.
// The account is the one in use on the request's chain (accountTypes.mjs). From the smart
// account, eth_sendTransaction and wallet_sendCalls become one user operation through the
// bundler (userOperations.mjs), prepared before it is shown; eth_sendTransaction resolves to the
// hash of the transaction that included it, wallet_sendCalls to the batch id at once
// (walletCalls.mjs: EIP-5792); personal_sign and eth_signTypedData_v4 are the Safe's signature
// (ERC-6492-wrapped while it is not deployed on the request's chain, ERC-1271 after). Whatever
// the smart account signs or sends goes through the request's chain's own RPC, once it said it
// answers for that chain (eth_chainId). wallet_grantPermissions and
// wallet_revokePermissions (smart sessions) go from the key account only (sessionPermissions.mjs).
import { chainClient } from './chainClient.mjs';
import { parseChainId, parseRpcUrl } from './chainState.mjs';
import { checkRpcChain } from './checkRpcChain.mjs';
import { FrameError, userRejected } from './frameError.mjs';
import { jsonRpc } from './jsonRpc.mjs';
import { withAccount } from './keyVault.mjs';
import { summarize } from './requestSummary.mjs';
import { APPROVAL_METHODS, FORWARDED_METHODS, LOCAL_METHODS, SESSION_METHODS } from './rpcMethods.mjs';
import { toUserSafe } from './safeAccount.mjs';
import { sessionPermissions } from './sessionPermissions.mjs';
import { summarizeGrant, summarizeRevoke } from './sessionSummary.mjs';
import { personalSign, prepareTransaction, readPersonalSign, readTransaction, readTypedData, sendTransaction, signTypedData } from './signing.mjs';
import { atomicityNotSupported, callsStatus, capabilitiesOf, createCallsLedger, eoaCannotBatch, readSendCalls } from './walletCalls.mjs';
import { SESSION_CHAIN_IDS } from '../stack/sessions/sessionAddresses.mjs';

const READERS = { personal_sign: readPersonalSign, eth_signTypedData_v4: readTypedData, eth_sendTransaction: readTransaction };

/** viem's errors carry a one-line `shortMessage`; the frame's own errors pass unchanged. */
function asFrameError(error) {
  if (error instanceof FrameError) return error;
  return new FrameError(error?.shortMessage ?? error?.message ?? 'An error occurred', Number.isInteger(error?.code) ? error.code : -32603);
}

const needRpcUrl = (rpcUrl, chainId) => {
  if (!rpcUrl) throw new FrameError(`No RPC URL for chain ${chainId}`, -32603);
};

export function rpcHandlers({ session, chain, approvals, dapp, parentOrigin, accountTypes, userOperations }) {
  const ledger = createCallsLedger();
  const sessions = sessionPermissions({ chain, accountTypes });

  /** A smart-session grant or revoke: read and shown in plain words, then done from the key account. */
  async function approvedSession({ method, params }) {
    const user = await session.require();
    const grant = method === 'wallet_grantPermissions';
    const prepared = await (grant ? sessions.prepareGrant(params, user) : sessions.prepareRevoke(params, user)).catch((error) => Promise.reject(asFrameError(error)));
    const shown = { ...prepared, appName: dapp.name, origin: parentOrigin };
    if (!(await approvals.ask(grant ? summarizeGrant(shown) : summarizeRevoke(shown)))) throw userRejected();
    try {
      return await withAccount(user.userId, (account) => (grant ? sessions.grant(prepared, account) : sessions.revoke(prepared, account)));
    } catch (error) {
      throw asFrameError(error);
    }
  }

  /** The request read, and what the screen needs shown before it: a transaction's or user operation's fees. */
  async function prepare({ method, params, chainId, rpcUrl, user, inUse }) {
    const { address } = inUse;
    if (method === 'wallet_sendCalls') {
      const request = readSendCalls(params, address, chainId);
      if (inUse.type !== 'smartAccount') throw request.atomicRequired ? atomicityNotSupported() : eoaCannotBatch();
      if (request.id !== undefined && ledger.has(request.id)) throw new FrameError('Duplicate ID', 5720);
      needRpcUrl(rpcUrl, chainId);
      return { request, prepared: await userOperations.prepare({ chainId, rpcUrl, owner: user.address, sender: address, calls: request.calls }) };
    }
    const request = READERS[method](params, address);
    if (method !== 'eth_sendTransaction') {
      if (inUse.type !== 'smartAccount') return { request };
      // The Safe signs as deployed or not (ERC-6492) on this chain: asked of this chain's own RPC only.
      needRpcUrl(rpcUrl, chainId);
      const client = chainClient(chainId, rpcUrl);
      await checkRpcChain(client, chainId).catch((error) => Promise.reject(asFrameError(error)));
      return { request, safeClient: client };
    }
    needRpcUrl(rpcUrl, chainId);
    if (inUse.type === 'smartAccount') {
      const { tx } = request;
      if (!tx.to) throw new FrameError('A smart account cannot deploy a contract with eth_sendTransaction', -32602);
      const call = { to: tx.to, value: tx.value === undefined ? 0n : BigInt(tx.value), data: tx.data ?? '0x' };
      return { request, prepared: await userOperations.prepare({ chainId, rpcUrl, owner: user.address, sender: address, calls: [call] }) };
    }
    return { request, prepared: await prepareTransaction(request, { address, chainId, rpcUrl }).catch((error) => Promise.reject(asFrameError(error))) };
  }

  async function approved({ method, params, chainId, rpcUrl }) {
    const user = await session.require();
    const inUse = await accountTypes.active(user, chainId);
    const { request, prepared, safeClient } = await prepare({ method, params, chainId, rpcUrl, user, inUse });
    const summary = summarize({ method, ...request, prepared, chainId, address: inUse.address, appName: dapp.name, origin: parentOrigin });
    if (!(await approvals.ask(summary))) throw userRejected();
    try {
      if (prepared?.op) {
        const signature = await withAccount(user.userId, (account) => userOperations.sign(prepared, account));
        const hash = await userOperations.submit(prepared, signature);
        if (method === 'wallet_sendCalls') {
          const id = request.id ?? hash;
          ledger.add(id, { ...prepared, hash });
          return { id };
        }
        const included = await userOperations.included(prepared, hash);
        // The bundle's transaction succeeds even when the operation's call reverted: that is a failed send.
        if (!included.success) throw new FrameError(`The user operation reverted in transaction ${included.receipt.transactionHash}${included.reason ? `: ${included.reason}` : ''}`, -32603);
        return included.receipt.transactionHash;
      }
      return await withAccount(user.userId, async (account) => {
        let signer = account;
        if (safeClient) signer = await toUserSafe({ client: safeClient, owner: account, address: inUse.address });
        if (method === 'personal_sign') return personalSign(signer, request);
        if (method === 'eth_signTypedData_v4') return signTypedData(signer, request);
        return sendTransaction(account, prepared);
      });
    } catch (error) {
      throw asFrameError(error);
    }
  }

  /** The EIP-5792 methods that move nothing: capabilities and a batch's status. */
  async function walletLocal(method, params, chainId) {
    if (method === 'wallet_getCapabilities') {
      const user = await session.require();
      const inUse = await accountTypes.active(user, chainId);
      const safe = inUse.safe ?? (accountTypes.enabledChainIds().length ? await accountTypes.safeAddress(user, chainId) : undefined);
      const chainIds = [...new Set([chainId, ...accountTypes.enabledChainIds(), ...SESSION_CHAIN_IDS])];
      return capabilitiesOf(params, { accounts: { eoa: user.address, safe }, isEnabled: accountTypes.isEnabled, chainIds, sessionChainIds: SESSION_CHAIN_IDS });
    }
    const batch = ledger.get(params[0]);
    if (method === 'wallet_showCallsStatus') return null;
    return callsStatus(params[0], batch.chainId, await userOperations.rawReceipt(batch, batch.hash));
  }

  return {
    async RPC_REQUEST(payload) {
      const { method } = payload;
      const params = payload.params ?? [];
      const objectParams = method === 'wallet_revokePermissions' && typeof params === 'object' && params !== null;
      if (typeof method !== 'string' || !(Array.isArray(params) || objectParams)) throw new FrameError('Invalid request', -32600);
      const chainId = payload.chainId === undefined || payload.chainId === null ? chain.chainId : parseChainId(payload.chainId);
      if (!chainId) throw new FrameError('Invalid chain id', -32602);
      let rpcUrl = chain.rpcUrlFor(chainId);
      if (payload.rpcUrl !== undefined && payload.rpcUrl !== null) {
        rpcUrl = parseRpcUrl(payload.rpcUrl);
        if (!rpcUrl) throw new FrameError('Invalid RPC URL', -32602);
        chain.use(chainId, rpcUrl, { remember: true });
      }

      if (LOCAL_METHODS.has(method)) {
        if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
        if (method === 'net_version') return String(chainId);
        if (method.startsWith('wallet_')) return walletLocal(method, params, chainId);
        const user = await session.current();
        return user ? [(await accountTypes.active(user, chainId)).address] : [];
      }
      if (FORWARDED_METHODS.has(method)) {
        needRpcUrl(rpcUrl, chainId);
        return jsonRpc(rpcUrl, method, params);
      }
      if (SESSION_METHODS.has(method)) return approvedSession({ method, params });
      if (APPROVAL_METHODS.has(method)) return approved({ method, params, chainId, rpcUrl });
      throw new FrameError('Requested RPC call is not allowed', 4200);
    },

    async RPC_ABORT() {
      approvals.abortAll();
    },
  };
}
