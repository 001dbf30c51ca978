// The smart account's user operations through the secure site's data service (its hosted
// /v1/bundler route, frameConfig.mjs): prepared (gas from the bundler, fees from its
// pimlico_getUserOperationGasPrice, nonce and deployment from the chain, whose RPC must answer
// for that chain) before the approval screen shows them, so the screen can say the maximum fee;
// signed with the user's key and sent exactly as prepared once approved; then waited for
// (eth_getUserOperationReceipt) until a transaction includes them. The first one deploys the Safe (its factory data comes along).
import { createBundlerClient, getUserOperationHash, prepareUserOperation, sendUserOperation, WaitForUserOperationReceiptTimeoutError, waitForUserOperationReceipt } from 'viem/account-abstraction';
import { http, isAddressEqual } from 'viem';
import { chainClient } from './chainClient.mjs';
import { checkRpcChain } from './checkRpcChain.mjs';
import { FrameError } from './frameError.mjs';
import { addressOnly, ENTRY_POINT_07, toUserSafe } from './safeAccount.mjs';

export const INCLUSION_TIMEOUT_MS = 60_000;

/** The most gas a prepared user operation can cost its account: every gas limit times the max fee per gas. */
export function maxFeeOf(op) {
  const gas = op.callGasLimit + op.verificationGasLimit + op.preVerificationGas + (op.paymasterVerificationGasLimit ?? 0n) + (op.paymasterPostOpGasLimit ?? 0n);
  return gas * op.maxFeePerGas;
}

/** A bundler's error as the frame answers it (viem's one-line message). */
const asFrameError = (error) => (error instanceof FrameError ? error : new FrameError(error?.shortMessage ?? error?.message ?? 'The bundler refused the user operation', Number.isInteger(error?.code) ? error.code : -32603));

/** A bundler's receipt must be of the operation sent, from the user's Safe, with the transaction that included it. */
function checkReceipt(receipt, { sender, hash }) {
  const ok =
    typeof receipt?.sender === 'string' &&
    isAddressEqual(receipt.sender, sender) &&
    typeof receipt.userOpHash === 'string' &&
    receipt.userOpHash.toLowerCase() === hash.toLowerCase() &&
    typeof receipt.receipt?.transactionHash === 'string';
  if (!ok) throw new FrameError('The bundler answered a receipt for another user operation', -32603);
}

export function createUserOperations({ config, projectId }) {
  function clientsFor(chainId, rpcUrl) {
    if (!config.apiUrl) throw new FrameError('Smart accounts are not available', 4200);
    const client = chainClient(chainId, rpcUrl);
    const url = `${config.apiUrl}/v1/bundler?projectId=${encodeURIComponent(projectId)}&chainId=eip155:${chainId}`;
    const bundler = createBundlerClient({
      client,
      transport: http(url, { retryCount: 0, timeout: 30_000 }),
      pollingInterval: 250,
      userOperation: {
        async estimateFeesPerGas({ bundlerClient }) {
          const { standard } = await bundlerClient.request({ method: 'pimlico_getUserOperationGasPrice', params: [] });
          return { maxFeePerGas: BigInt(standard.maxFeePerGas), maxPriorityFeePerGas: BigInt(standard.maxPriorityFeePerGas) };
        },
      },
    });
    return { client, bundler };
  }

  return {
    /**
     * The user operation of `calls` from the Safe `sender` of `owner` (an address), ready to be
     * shown: `{ chainId, rpcUrl, sender, op, maxFee }`.
     */
    async prepare({ chainId, rpcUrl, owner, sender, calls }) {
      try {
        const { client, bundler } = clientsFor(chainId, rpcUrl);
        await checkRpcChain(client, chainId);
        const account = await toUserSafe({ client, owner: addressOnly(owner), address: sender });
        const { account: _account, calls: _calls, signature: _stub, ...op } = await prepareUserOperation(bundler, { account, calls });
        if (!isAddressEqual(op.sender, sender)) throw new FrameError('The prepared user operation is not from your smart account', -32603);
        return { chainId, rpcUrl, sender, op, maxFee: maxFeeOf(op) };
      } catch (error) {
        throw asFrameError(error);
      }
    },

    /** The Safe's signature of the prepared operation, made with the owner's viem account. */
    async sign(prepared, ownerAccount) {
      const { client } = clientsFor(prepared.chainId, prepared.rpcUrl);
      const safe = await toUserSafe({ client, owner: ownerAccount, address: prepared.sender });
      return safe.signUserOperation({ ...prepared.op, chainId: prepared.chainId });
    },

    /**
     * Sends the prepared operation as it was shown, with its signature; resolves to its hash, the
     * one the operation has (computed here): a bundler that answers another is refused.
     */
    async submit(prepared, signature) {
      const userOperation = { ...prepared.op, signature };
      const hash = getUserOperationHash({ userOperation, entryPointAddress: ENTRY_POINT_07, entryPointVersion: '0.7', chainId: prepared.chainId });
      let answered;
      try {
        const { bundler } = clientsFor(prepared.chainId, prepared.rpcUrl);
        answered = await sendUserOperation(bundler, { ...userOperation, entryPointAddress: ENTRY_POINT_07 });
      } catch (error) {
        throw asFrameError(error);
      }
      if (typeof answered !== 'string' || answered.toLowerCase() !== hash.toLowerCase()) throw new FrameError('The bundler answered the hash of another user operation', -32603);
      return hash;
    },

    /** The bundler's receipt once a transaction includes the operation; a clear error after INCLUSION_TIMEOUT_MS. */
    async included({ chainId, rpcUrl, sender }, hash) {
      const { bundler } = clientsFor(chainId, rpcUrl);
      let receipt;
      try {
        receipt = await waitForUserOperationReceipt(bundler, { hash, timeout: INCLUSION_TIMEOUT_MS });
      } catch (error) {
        if (error instanceof WaitForUserOperationReceiptTimeoutError) {
          throw new FrameError(`The user operation ${hash} was not included in a transaction within ${INCLUSION_TIMEOUT_MS / 1000} s`, -32603);
        }
        throw asFrameError(error);
      }
      checkReceipt(receipt, { sender, hash });
      return receipt;
    },

    /** The bundler's raw receipt (hex quantities) of an operation, or null while none includes it; checked as `included` checks. */
    async rawReceipt({ chainId, rpcUrl, sender }, hash) {
      const { bundler } = clientsFor(chainId, rpcUrl);
      let raw;
      try {
        raw = await bundler.request({ method: 'eth_getUserOperationReceipt', params: [hash] });
      } catch (error) {
        throw asFrameError(error);
      }
      if (raw) checkReceipt(raw, { sender, hash });
      return raw;
    },
  };
}
