// Spec §4/§9: the pending-transaction watcher stops at its counter limit, 99 polls. A real
// transaction that can never be mined (its nonce leaves a gap no one fills) is taken up from
// storage after a reload; its polls are counted where they arrive, in the data service's log
// of the JSON-RPC gateway (each poll asks the chain for its receipt once). At the limit the
// visitor is told it may still land, Account no longer says it is pending (no endless spinner),
// and storage keeps it for the next visit.
import { expect } from 'chai';
import { rpc } from '../support/chainRpc';
import { manualMiningChainId, rpcUrlOf } from '../support/anvilControl';
import { freshAddress } from '../support/chainReads';
import { connectWithClick } from '../support/connectDemoWallet';
import { callsOf, uniqueProjectId } from '../support/dataService';
import { loadPage, reloadFrame, walletPageUrl } from '../support/loadPage';
import { textOf, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
type PageWindow = Window & {
  WalletModal: { stores: { $account: { get(): { status: string } } }; createWalletModal(): { disconnect(): Promise<void> } };
};
const LIMIT = 99;

/** A transaction of a fresh account with nonce 1 while its nonce is 0: the chain holds it and never mines it. */
async function neverMinedTransaction(chainId: number): Promise<{ hash: string; from: string }> {
  const url = await rpcUrlOf(chainId);
  const from = freshAddress();
  await rpc(url, 'anvil_setBalance', [from, '0xde0b6b3a7640000']);
  await rpc(url, 'anvil_impersonateAccount', [from]);
  try {
    const hash = (await rpc(url, 'eth_sendTransaction', [{ from, to: freshAddress(), value: '0x1', nonce: '0x1' }])) as string;
    return { hash, from };
  } finally {
    await rpc(url, 'anvil_stopImpersonatingAccount', [from]);
  }
}

describe('Pending-transaction watcher: the 99-poll limit', function () {
  this.timeout(120_000);

  it('polls a transaction that never ends exactly 99 times, then lets go: the visitor is told it may still land', async () => {
    const chainId = await manualMiningChainId();
    const projectId = uniqueProjectId('watch-limit');
    const { hash, from } = await neverMinedTransaction(chainId);
    const receiptPolls = async () =>
      (await callsOf(projectId, /^\/v1\/?$/)).flatMap((call) => call.rpc ?? []).filter((method) => method === 'eth_getTransactionReceipt').length;

    const frame = await loadPage(await walletPageUrl({ account: '7', project: projectId, networks: `eip155:${chainId}`, known: String(chainId), watch: '20' }));
    const page = () => frame.contentDocument?.querySelector('wallet-modal') as ModalElement;
    const pageWindow = () => frame.contentWindow as unknown as PageWindow;
    await connectWithClick(page());
    // What an earlier visit leaves when a send had not ended: the watcher takes it up after the reload.
    const KEY = '@wallet-modal/pendingTransactions';
    frame.contentWindow?.localStorage.setItem(KEY, JSON.stringify([{ id: hash, caipNetworkId: `eip155:${chainId}`, from, nonce: 1 }]));
    await reloadFrame(frame);
    await waitFor(() => pageWindow().WalletModal?.stores.$account.get().status === 'connected', 'the wallet restored', 600);
    await page().open();

    const toast = () => page().shadowRoot?.querySelector('.wm-toast')?.textContent ?? '';
    await waitFor(() => toast().includes('It may still land'), 'the watcher letting go', 3600).catch(async (error: Error) => {
      throw new Error(`${error.message}; ${await receiptPolls()} polls so far; the modal shows: ${textOf(page())}`);
    });
    expect(textOf(page())).not.to.contain('transaction pending');
    expect(page().shadowRoot?.querySelector('.wm-pending'), 'no pending spinner on Account').to.equal(null);
    expect(await receiptPolls()).to.equal(LIMIT);
    // Twenty-five polling intervals later, nothing more has been asked.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await receiptPolls()).to.equal(LIMIT);
    // The chain still holds it unmined, and storage keeps it for the next visit.
    expect(await rpc(await rpcUrlOf(chainId), 'eth_getTransactionReceipt', [hash])).to.equal(null);
    expect(JSON.parse(frame.contentWindow?.localStorage.getItem(KEY) ?? '[]')).to.deep.equal([{ id: hash, caipNetworkId: `eip155:${chainId}`, from, nonce: 1 }]);

    await pageWindow().WalletModal.createWalletModal().disconnect();
    frame.remove();
  });
});
