// RPC_REQUEST and RPC_ABORT. Chain id and accounts are answered here, read-only methods go to
// the chain's RPC at once, signing methods wait for Approve on the frame's own screen (RPC_ABORT
// drops them with 'Request was aborted'; approvalScreen.mjs refuses them when the screen is not
// seen), and every other method is refused with 4200. A transaction's gas and fees are filled
// before it is shown, and what was shown is what is signed.
import { parseChainId, parseRpcUrl } from './chainState.mjs';
import { FrameError, userRejected } from './frameError.mjs';
import { jsonRpc } from './jsonRpc.mjs';
import { withAccount } from './keyVault.mjs';
import { summarize } from './requestSummary.mjs';
import { APPROVAL_METHODS, FORWARDED_METHODS, LOCAL_METHODS } from './rpcMethods.mjs';
import { personalSign, prepareTransaction, readPersonalSign, readTransaction, readTypedData, sendTransaction, signTypedData } from './signing.mjs';

const READERS = { personal_sign: readPersonalSign, eth_signTypedData_v4: readTypedData, eth_sendTransaction: readTransaction };

/** viem's errors carry a one-line `shortMessage`; the frame's own errors pass unchanged. */
function asFrameError(error) {
  if (error instanceof FrameError) return error;
  return new FrameError(error?.shortMessage ?? error?.message ?? 'An error occurred', Number.isInteger(error?.code) ? error.code : -32603);
}

export function rpcHandlers({ session, chain, approvals, dapp, parentOrigin, accountTypes }) {
  async function approved({ method, params, chainId, rpcUrl }) {
    const user = await session.require();
    const request = READERS[method](params, user.address);
    let prepared;
    if (method === 'eth_sendTransaction') {
      if (!rpcUrl) throw new FrameError(`No RPC URL for chain ${chainId}`, -32603);
      prepared = await prepareTransaction(request, { address: user.address, chainId, rpcUrl }).catch((error) => Promise.reject(asFrameError(error)));
    }
    const summary = summarize({ method, ...request, prepared, chainId, address: user.address, appName: dapp.name, origin: parentOrigin });
    if (!(await approvals.ask(summary))) throw userRejected();
    try {
      return await withAccount(user.userId, (account) => {
        if (method === 'personal_sign') return personalSign(account, request);
        if (method === 'eth_signTypedData_v4') return signTypedData(account, request);
        return sendTransaction(account, prepared);
      });
    } catch (error) {
      throw asFrameError(error);
    }
  }

  return {
    async RPC_REQUEST(payload) {
      const { method } = payload;
      const params = payload.params ?? [];
      if (typeof method !== 'string' || !Array.isArray(params)) throw new FrameError('Invalid request', -32600);
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
        const user = await session.current();
        return user ? [(await accountTypes.active(user, chainId)).address] : [];
      }
      if (FORWARDED_METHODS.has(method)) {
        if (!rpcUrl) throw new FrameError(`No RPC URL for chain ${chainId}`, -32603);
        return jsonRpc(rpcUrl, method, params);
      }
      if (APPROVAL_METHODS.has(method)) return approved({ method, params, chainId, rpcUrl });
      throw new FrameError('Requested RPC call is not allowed', 4200);
    },

    async RPC_ABORT() {
      approvals.abortAll();
    },
  };
}
