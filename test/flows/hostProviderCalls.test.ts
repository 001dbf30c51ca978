// EIP-5792 through the page's provider (getProvider()) with the demo browser wallet on the
// stack's anvil chains: the wallet's capabilities, a batch approved once and sent call by call,
// its status with the receipts, and the wallet showing it. A wallet without EIP-5792 refuses
// with 4200, as it says. Nothing is mocked: the recipients' balances are read on chain.
import { expect } from 'chai';
import { createWalletClient, custom } from 'viem';
import { mainnet } from 'viem/chains';
import { createWalletModal } from '../../src/controller/createWalletModal';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { balanceOf, freshAddress } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };
type RpcFailure = { code?: number; message?: string };
type CallsStatus = {
  version: string;
  id: string;
  chainId: string;
  status: number;
  atomic: boolean;
  receipts: { status: string; transactionHash: string; blockNumber: string; logs: unknown[]; blockHash: string; gasUsed: string }[];
};

// Dev account 6 sends here, as in the other host provider tests (to fresh addresses only).
const ACCOUNT = DEV_ACCOUNTS[6];

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: undefined, message: 'no failure' }) as RpcFailure,
    (error: RpcFailure) => error,
  );

/** Asks `read` again, a frame apart, until it gives a value `done` accepts (within about 20 s). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > 20_000) throw new Error(`Timed out waiting for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

describe('getProvider(): EIP-5792 batches with the browser wallet', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  let wallet: DemoWallet;
  let stopAnnouncing: () => void;
  let provider: Eip155Provider;

  async function connect(options: { eip5792?: boolean } = {}): Promise<void> {
    ({ wallet, stop: stopAnnouncing } = await announceDemoWallet(6, options));
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
    provider = modal.getProvider();
    await connectWithClick(modal);
    modal.close();
    wallet.controls.setApproval('manual');
  }

  beforeEach(() => resetAll());

  afterEach(async () => {
    for (const request of wallet?.controls.pending() ?? []) wallet.controls.reject(request.id);
    await createWalletModal().disconnect('eip155');
    stopAnnouncing?.();
    resetAll();
  });

  it('capabilities per chain, one approval for the batch, its calls mined in order, the receipts in its status, and the wallet shows it', async () => {
    await connect();
    const { chains } = await stackInfo();
    // anvil cannot run an account's calls atomically: the wallet says so for each of its chains.
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x1', '0x2105']] })).to.deep.equal({
      '0x1': { atomic: { status: 'unsupported' } },
      '0x2105': { atomic: { status: 'unsupported' } },
    });
    const client = createWalletClient({ chain: mainnet, transport: custom(provider) });
    expect(await client.getCapabilities({ account: ACCOUNT, chainId: 1 })).to.deep.equal({ atomic: { status: 'unsupported' } });

    const [first, second] = [freshAddress(), freshAddress()];
    const calls = [
      { to: first, value: '0x1000' },
      { to: second, value: '0x2000', data: '0x' },
    ];
    const sending = provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: false, calls }] });
    const [asked] = await waitFor(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the batch in the wallet', 300);
    // One approval, showing every call.
    expect(wallet.controls.pending()).to.have.length(1);
    expect(asked?.method).to.equal('wallet_sendCalls');
    expect((asked?.params as [{ calls: unknown[] }])[0].calls).to.deep.equal(calls);
    wallet.controls.approve(asked?.id as number);
    const { id } = (await sending) as { id: string };
    expect(id).to.be.a('string').and.not.equal('');

    const status = await until(
      () => provider.request({ method: 'wallet_getCallsStatus', params: [id] }) as Promise<CallsStatus>,
      (answer) => answer.status !== 100,
      'the batch to settle',
    );
    expect([status.version, status.id, status.chainId, status.status, status.atomic]).to.deep.equal(['2.0.0', id, '0x1', 200, false]);
    expect(status.receipts.map((receipt) => receipt.status)).to.deep.equal(['0x1', '0x1']);
    // In order: the first call's transaction to the first recipient, mined first.
    const transactions = (await Promise.all(status.receipts.map((receipt) => rpc(chains['1'] as string, 'eth_getTransactionByHash', [receipt.transactionHash])))) as {
      to: string;
      from: string;
      nonce: string;
    }[];
    expect(transactions.map((transaction) => transaction.to)).to.deep.equal([first.toLowerCase(), second.toLowerCase()]);
    expect(transactions.every((transaction) => transaction.from === ACCOUNT.toLowerCase())).to.equal(true);
    expect(BigInt(transactions[0]?.nonce ?? 0) < BigInt(transactions[1]?.nonce ?? 0)).to.equal(true);
    expect(await balanceOf(chains['1'] as string, first)).to.equal(0x1000n);
    expect(await balanceOf(chains['1'] as string, second)).to.equal(0x2000n);
    // viem reads the same status.
    expect((await client.getCallsStatus({ id })).status).to.equal('success');

    expect(await provider.request({ method: 'wallet_showCallsStatus', params: [id] })).to.equal(null);
    expect(wallet.controls.shownBatches()).to.deep.equal([id]);
    expect(wallet.controls.pending(), 'showing asks nothing').to.deep.equal([]);
  });

  it("the EIP's refusals keep their codes, and nothing is asked of the visitor", async () => {
    await connect();
    const send = (fields: Record<string, unknown>) =>
      failureOf(
        provider.request({
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: false, calls: [{ to: freshAddress(), value: '0x1' }], ...fields }],
        }),
      );
    expect(await send({ atomicRequired: true })).to.include({ code: 5760 });
    expect(await send({ chainId: '0x89' })).to.include({ code: 5710 });
    expect(await send({ capabilities: { paymasterService: { url: 'https://example.com' } } })).to.include({ code: 5700 });
    expect(await send({ calls: Array.from({ length: 11 }, () => ({ to: freshAddress(), value: '0x1' })) })).to.include({ code: 5740 });
    expect(wallet.controls.pending()).to.deep.equal([]);
    expect(await failureOf(provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }))).to.include({ code: 5730 });
    expect(await failureOf(provider.request({ method: 'wallet_showCallsStatus', params: ['0x1234'] }))).to.include({ code: 5730 });
    // A refusal of the batch in the wallet is the visitor's: 4001.
    const refused = failureOf(provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: false, calls: [{ to: freshAddress(), value: '0x1' }] }] }));
    const [asked] = await waitFor(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the batch in the wallet', 300);
    wallet.controls.reject(asked?.id as number);
    expect(await refused).to.include({ code: 4001 });
  });

  it('a wallet without EIP-5792: wallet_getCapabilities and wallet_sendCalls are refused with 4200, and its wallet asks nothing', async () => {
    await connect({ eip5792: false });
    for (const [method, params] of [
      ['wallet_getCapabilities', [ACCOUNT, ['0x1']]],
      ['wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: false, calls: [{ to: freshAddress(), value: '0x1' }] }]],
      ['wallet_getCallsStatus', ['0x1234']],
      ['wallet_showCallsStatus', ['0x1234']],
    ] as const) {
      const failure = await failureOf(provider.request({ method, params }));
      expect(failure.code, method).to.equal(4200);
      expect(failure.message, method).to.contain(method);
    }
    expect(wallet.controls.pending()).to.deep.equal([]);
  });
});
