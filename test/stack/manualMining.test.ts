import { expect } from 'chai';
import { decodeErrorResult, type Hex } from 'viem';
import { holdManualMining, manualMiningChainId, mine, pendingNonce, releaseManualMining, sendFromDevAccount, setAutomine, transactionByHash } from '../support/anvilControl';
import { balanceOf, freshAddress, waitForReceipt } from '../support/chainReads';
import { ChainRpcError, rpc } from '../support/chainRpc';
import { DEV, balances, history, token, transferData } from './dataKit';
import { gatewayRpc, stackInfo } from './stackInfo';

// Chain 10 mines only on demand. This file sends there from dev 8 only (it holds ETH, no
// tokens); other files may mine that chain at any moment, so "still pending" is checked right
// after each send.
const SENDER = DEV[8];
const GWEI = 10n ** 9n;
const FEES = { maxFeePerGas: 10n * GWEI, maxPriorityFeePerGas: GWEI };

async function rpcUrl(): Promise<string> {
  return (await stackInfo()).chains[await manualMiningChainId()]!;
}

async function receiptOf(hash: string): Promise<{ status: string; blockNumber: string } | null> {
  return (await rpc(await rpcUrl(), 'eth_getTransactionReceipt', [hash])) as { status: string; blockNumber: string } | null;
}

describe('local stack: the chain that mines on demand', () => {
  // It mines, and its transactions must stay pending until it does: no other file meanwhile.
  before(async function () {
    this.timeout(6 * 60_000);
    await holdManualMining();
  });
  after(() => releaseManualMining());

  it('is chain 10, deployed like the others and served by the gateway, balances and history', async () => {
    const { manualMiningChainId: chainId, chains, tokens } = await stackInfo();
    expect(chainId).to.equal(10);
    expect(chains).to.have.property('10');
    expect(tokens[10]).to.deep.equal(tokens[1]); // same addresses: deployed before it stopped mining
    expect(Number((await gatewayRpc('eip155:10', 'eth_chainId')).body.result)).to.equal(10);
    const { body } = await balances(DEV[2], 'eip155:10');
    expect(body.balances.map((b) => [b.symbol, b.chainId])).to.deep.equal([
      ['ETH', 'eip155:10'], ['USDC', 'eip155:10'], ['WETH', 'eip155:10'], ['ZERO', 'eip155:10'],
    ]);
    // Dev 2 received its three tokens from the deployer on this chain too.
    const received = (await history(DEV[2], 'eip155:10')).body.data.filter((tx) => tx.metadata.operationType === 'receive');
    expect(received.map((tx) => tx.transfers![0]!.fungible_info!.symbol)).to.have.members(['USDC', 'WETH', 'ZERO']);
  });

  it('holds a transaction pending until a block is mined', async () => {
    const chainId = await manualMiningChainId();
    const to = freshAddress();
    const nonce = await pendingNonce(chainId, SENDER);
    const hash = await sendFromDevAccount(chainId, { from: SENDER, to, value: 1n, nonce, ...FEES });
    const pending = await transactionByHash(chainId, hash);
    expect(pending).to.deep.include({ hash, nonce, value: 1n, blockNumber: null, maxFeePerGas: FEES.maxFeePerGas });
    expect(await receiptOf(hash)).to.equal(null);
    expect(await pendingNonce(chainId, SENDER)).to.equal(nonce + 1);
    expect(await balanceOf(await rpcUrl(), to)).to.equal(0n);

    await mine(chainId);
    expect((await waitForReceipt(await rpcUrl(), hash)).status).to.equal('0x1');
    expect((await transactionByHash(chainId, hash))!.blockNumber).to.be.a('number');
    expect(await balanceOf(await rpcUrl(), to)).to.equal(1n);
  });

  it('speeds up: a same-nonce replacement needs a strictly higher max fee, and the first is gone', async () => {
    const chainId = await manualMiningChainId();
    const to = freshAddress();
    const nonce = await pendingNonce(chainId, SENDER);
    const slow = await sendFromDevAccount(chainId, { from: SENDER, to, value: 5n, nonce, ...FEES });
    // anvil's rule: the same max fee is refused (a higher tip alone too); 1 wei more is enough.
    const same = sendFromDevAccount(chainId, { from: SENDER, to, value: 5n, nonce, maxFeePerGas: FEES.maxFeePerGas, maxPriorityFeePerGas: 2n * GWEI });
    const refused = await same.then(() => null, (error: unknown) => error);
    expect(refused).to.be.instanceOf(ChainRpcError);
    expect((refused as Error).message).to.contain('replacement transaction underpriced');
    const fast = await sendFromDevAccount(chainId, { from: SENDER, to, value: 5n, nonce, maxFeePerGas: FEES.maxFeePerGas + 1n, maxPriorityFeePerGas: GWEI });
    expect(fast).to.not.equal(slow);
    expect(await transactionByHash(chainId, slow)).to.equal(null);
    expect(await pendingNonce(chainId, SENDER)).to.equal(nonce + 1);

    await mine(chainId);
    expect((await waitForReceipt(await rpcUrl(), fast)).status).to.equal('0x1');
    expect(await receiptOf(slow)).to.equal(null);
    expect(await balanceOf(await rpcUrl(), to)).to.equal(5n); // paid once
  });

  it('cancels: to the sender, value 0, same nonce and a higher fee', async () => {
    const chainId = await manualMiningChainId();
    const to = freshAddress();
    const nonce = await pendingNonce(chainId, SENDER);
    const payment = await sendFromDevAccount(chainId, { from: SENDER, to, value: 7n, nonce, ...FEES });
    const cancel = await sendFromDevAccount(chainId, { from: SENDER, to: SENDER, value: 0n, nonce, maxFeePerGas: 2n * FEES.maxFeePerGas, maxPriorityFeePerGas: 2n * GWEI });
    expect(await transactionByHash(chainId, payment)).to.equal(null);

    await mine(chainId);
    const receipt = await waitForReceipt(await rpcUrl(), cancel);
    expect(receipt.status).to.equal('0x1');
    expect(receipt.to.toLowerCase()).to.equal(SENDER);
    expect(await balanceOf(await rpcUrl(), to)).to.equal(0n);
    expect(await pendingNonce(chainId, SENDER)).to.equal(nonce + 1);
  });

  it('mines a failing token transfer as failed, its reason readable by replaying it', async () => {
    const chainId = await manualMiningChainId();
    const usdc = await token(chainId, 'USDC');
    const data = transferData(freshAddress(), 1n) as Hex; // dev 8 holds no USDC
    const hash = await sendFromDevAccount(chainId, { from: SENDER, to: usdc.address, data, gas: 100_000n, ...FEES });
    await mine(chainId);
    const receipt = (await waitForReceipt(await rpcUrl(), hash)) as { status: string; blockNumber?: string };
    expect(receipt.status).to.equal('0x0');
    // What a client does to learn the reason: eth_call of the same transaction at its block.
    const replay = await gatewayRpc('eip155:10', 'eth_call', [{ from: SENDER, to: usdc.address, data }, receipt.blockNumber]);
    const reason = decodeErrorResult({ data: replay.body.error!.data as Hex });
    expect(reason.args).to.deep.equal(['ERC20: transfer amount exceeds balance']);
  });

  it('can mine every transaction at once for a while, then on demand again', async () => {
    const chainId = await manualMiningChainId();
    const pending = await sendFromDevAccount(chainId, { from: SENDER, to: freshAddress(), value: 1n, ...FEES });
    try {
      await setAutomine(chainId, true); // mines what is pending
      expect((await waitForReceipt(await rpcUrl(), pending)).status).to.equal('0x1');
      const instant = await sendFromDevAccount(chainId, { from: SENDER, to: freshAddress(), value: 1n });
      expect((await waitForReceipt(await rpcUrl(), instant)).status).to.equal('0x1');
    } finally {
      await setAutomine(chainId, false);
    }
    const held = await sendFromDevAccount(chainId, { from: SENDER, to: freshAddress(), value: 1n, ...FEES });
    expect(await receiptOf(held)).to.equal(null);
    await mine(chainId);
    expect((await waitForReceipt(await rpcUrl(), held)).status).to.equal('0x1');
  });
});
