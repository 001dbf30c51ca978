// The EIP-7702 upgrade (upgradeAccount.mjs) of the user's key account, prepared before the grant's
// screen shows it, so the screen can say its maximum fee and whether the account can pay it:
// the type-4 transaction's gas is estimated by the chain's RPC, its fees come from the chain, and
// upgradeAccount sends exactly these. Nothing the user signs leaves the frame before Approve: the
// estimate carries a stand-in authorization (its signature is no one's, so the chain skips it but
// counts its cost) and overrides the account's code with the delegation designator it will get,
// so the call to itself runs the DeleGator as the real transaction will.
import { FrameError } from './frameError.mjs';
import { SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';

const STAND_IN_SIGNATURE = { r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}`, yParity: 0 };

/** `{ gas, maxFeePerGas, maxPriorityFeePerGas, maxFee, balance }` of the upgrade of `address` on `client`'s chain. */
export async function prepareUpgrade(client, address) {
  const deleGator = SESSION_CONTRACTS.eip7702StatelessDeleGator;
  try {
    const nonce = await client.getTransactionCount({ address, blockTag: 'pending' });
    const [gas, fees, balance] = await Promise.all([
      client.estimateGas({
        account: address,
        to: address,
        data: '0x',
        authorizationList: [{ chainId: client.chain.id, address: deleGator, nonce: nonce + 1, ...STAND_IN_SIGNATURE }],
        stateOverride: [{ address, code: `0xef0100${deleGator.slice(2)}` }],
      }),
      client.estimateFeesPerGas(),
      client.getBalance({ address }),
    ]);
    const { maxFeePerGas, maxPriorityFeePerGas } = fees;
    return { gas, maxFeePerGas, maxPriorityFeePerGas, maxFee: gas * maxFeePerGas, balance };
  } catch (error) {
    throw new FrameError(`The account upgrade's fee could not be estimated: ${error?.shortMessage ?? error?.message ?? 'unknown error'}`, -32603);
  }
}
