// Upgrades the user's key account to the Delegation Framework's stateless DeleGator on one chain
// (EIP-7702): a type-4 transaction the account sends to itself with its own authorization, then
// the receipt is checked, then the account's code must be the delegation designator. Its gas and
// fees are the ones prepareUpgrade.mjs estimated and the screen showed.
import { createWalletClient, http } from 'viem';
import { FrameError } from './frameError.mjs';
import { upgradeState } from '../sessions/upgradeState.mjs';
import { SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';

const RECEIPT_TIMEOUT_MS = 60_000;

/**
 * `client`: the chain's public client (chainClient.mjs); `account`: the user's viem account;
 * `upgrade`: prepareUpgrade's answer (gas and fees). Resolves to the transaction's hash.
 */
export async function upgradeAccount({ client, account, rpcUrl, upgrade }) {
  const { gas, maxFeePerGas, maxPriorityFeePerGas } = upgrade;
  const wallet = createWalletClient({ account, chain: client.chain, transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) });
  let hash;
  try {
    const authorization = await wallet.signAuthorization({ account, contractAddress: SESSION_CONTRACTS.eip7702StatelessDeleGator, executor: 'self' });
    hash = await wallet.sendTransaction({ authorizationList: [authorization], to: account.address, data: '0x', gas, maxFeePerGas, maxPriorityFeePerGas });
  } catch (error) {
    throw new FrameError(`The account upgrade could not be sent: ${error?.shortMessage ?? error?.message ?? 'unknown error'}`, -32603);
  }
  const receipt = await client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS }).catch(() => {
    throw new FrameError(`The account upgrade ${hash} was not confirmed`, -32603);
  });
  if (receipt.status !== 'success') throw new FrameError(`The account upgrade ${hash} reverted`, -32603);
  if ((await upgradeState(client, account.address)) !== 'upgraded') throw new FrameError(`The account upgrade ${hash} was mined but the account is not upgraded on chain ${client.chain.id}`, -32603);
  return hash;
}
