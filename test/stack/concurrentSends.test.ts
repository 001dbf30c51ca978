// Test files run two at a time against one set of anvil chains, and several send from the same
// dev account (the deployer gives tokens). anvil gives concurrent eth_sendTransaction calls of one
// unlocked account the same nonce and refuses the later ones ('nonce too low', or 'replacement
// transaction underpriced'; nothing sent); the
// test side's JSON-RPC helpers send those again, so every send goes through once.
import { expect } from 'chai';
import { rpc } from '../support/chainRpc';
import { freshAddress } from '../support/chainReads';
import { sendTx } from './dataKit';
import { stackInfo } from './stackInfo';

const SENDS = 8;

describe('concurrent sends from one dev account', function () {
  this.timeout(30_000);

  let stopImpersonating: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await stopImpersonating?.();
    stopImpersonating = undefined;
  });

  async function impersonatedSender(url: string): Promise<string> {
    const from = freshAddress();
    await rpc(url, 'anvil_setBalance', [from, '0xde0b6b3a7640000']);
    await rpc(url, 'anvil_impersonateAccount', [from]);
    stopImpersonating = () => rpc(url, 'anvil_stopImpersonatingAccount', [from]);
    return from;
  }

  it('straight to the chain (chainRpc): each is sent once, with nonces 0 to 7', async () => {
    const url = (await stackInfo()).chains['42161'] as string;
    const from = await impersonatedSender(url);
    const hashes = (await Promise.all(Array.from({ length: SENDS }, () => rpc(url, 'eth_sendTransaction', [{ from, to: freshAddress(), value: '0x1' }])))) as string[];
    const nonces = await Promise.all(hashes.map(async (hash) => Number(((await rpc(url, 'eth_getTransactionByHash', [hash])) as { nonce: string }).nonce)));
    expect([...nonces].sort((a, b) => a - b)).to.deep.equal([...Array(SENDS).keys()]);
  });

  it('through the gateway (dataKit): each is mined once', async () => {
    const url = (await stackInfo()).chains['42161'] as string;
    const from = await impersonatedSender(url);
    const receipts = await Promise.all(Array.from({ length: SENDS }, () => sendTx('eip155:42161', { from, to: freshAddress(), value: '0x1' })));
    expect(receipts.map((receipt) => receipt.status)).to.deep.equal(Array(SENDS).fill('0x1'));
    expect(Number(await rpc(url, 'eth_getTransactionCount', [from, 'latest']))).to.equal(SENDS);
  });
});
