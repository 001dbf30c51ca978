// The transaction a wallet names for a send is held to what it was asked (waitForEvmTransaction
// against the stack's anvil chain): the same call from the visitor's account confirms, an
// approval whose cap the visitor changed in the wallet confirms too, and anything else (another
// recipient, another spender) ends as replaced by another of the wallet's.
import { expect } from 'chai';
import { createClient, encodeFunctionData, erc20Abi, http, type Hash } from 'viem';
import { waitForEvmTransaction } from '../../src/connectors/eip155/transfer/waitForEvmTransaction';
import type { SentTransaction } from '../../src/connectors/NamespaceAdapter';
import { freshAddress } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { stackInfo } from '../stack/stackInfo';

// A sender of its own (an impersonated fresh address with a little ETH), so that no dev
// account another test reads the balance of is spent.
const FROM = freshAddress();
const approve = (spender: string, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] });

describe('the transaction a wallet names, held to what was asked', function () {
  this.timeout(30_000);

  before(async () => {
    const url = (await stackInfo()).chains['1'] as string;
    await rpc(url, 'anvil_setBalance', [FROM, '0xde0b6b3a7640000']);
    await rpc(url, 'anvil_impersonateAccount', [FROM]);
  });
  after(async () => {
    await rpc((await stackInfo()).chains['1'] as string, 'anvil_stopImpersonatingAccount', [FROM]);
  });

  /** Sends `mined` from FROM on chain 1 and follows it as the send of `asked`. */
  async function follow(mined: { to: string; value?: bigint; data?: string }, asked: { to: string; value: bigint; data?: string }) {
    const { chains } = await stackInfo();
    const url = chains['1'] as string;
    const hash = (await rpc(url, 'eth_sendTransaction', [{ from: FROM, to: mined.to, value: `0x${(mined.value ?? 0n).toString(16)}`, ...(mined.data ? { data: mined.data } : {}) }])) as Hash;
    const sent: SentTransaction = { id: hash, caipNetworkId: 'eip155:1', from: FROM, intent: asked };
    return waitForEvmTransaction(createClient({ transport: http(url) }), sent, { timeoutMs: 20_000, pollingInterval: 200 });
  }

  it('the call asked confirms; another recipient is replaced', async () => {
    const to = freshAddress();
    expect(await follow({ to, value: 5n }, { to, value: 5n })).to.deep.equal({ status: 'confirmed' });
    const outcome = await follow({ to: freshAddress(), value: 5n }, { to, value: 5n });
    expect(outcome.status).to.equal('replaced');
  });

  it("an approval with the cap the visitor set confirms; one for another spender is replaced", async () => {
    const { tokens } = await stackInfo();
    const usdc = tokens['1']?.find((token) => token.symbol === 'USDC')?.address as string;
    const spender = freshAddress();
    const asked = { to: usdc, value: 0n, data: approve(spender, 100n) };
    expect(await follow({ to: usdc, data: approve(spender, 250n) }, asked)).to.deep.equal({ status: 'confirmed' });
    expect((await follow({ to: usdc, data: approve(freshAddress(), 100n) }, asked)).status).to.equal('replaced');
  });
});
