// The page's own code uses a wallet app connected over WalletConnect through getProvider():
// viem's wallet client over the EIP-1193 provider, the real @reown/walletkit on the other
// side of the stack's local relay, anvil behind it. Only the hosted verify and telemetry
// calls are turned off on the test's clients, as they cannot be reached here.
import { expect } from 'chai';
import { createWalletClient, custom, recoverMessageAddress } from 'viem';
import { mainnet } from 'viem/chains';
import { createWalletModal } from '../../src/controller/createWalletModal';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { $toast } from '../../src/stores/toast';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { balanceOf, freshAddress, waitForReceipt } from '../support/chainReads';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { quietWalletConnectVerify } from '../support/quietWalletConnectVerify';
import { createTestWallet, DEV_ACCOUNTS, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the SDK then
// refuses to connect: the page is online as far as this test is concerned.
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };

// Dev account 10 sends here and in no other file: a batch's calls take the account's next nonces
// one after another, which another file's send from the same account would race.
const ACCOUNT_INDEX = 10;
const ACCOUNT = DEV_ACCOUNTS[ACCOUNT_INDEX];

describe('getProvider(): the page uses a wallet app connected over WalletConnect', () => {
  let wallet: TestWallet;
  let modal: ModalElement;
  let provider: Eip155Provider;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl })) as ModalElement;
    provider = modal.getProvider();
    await quietWalletConnectVerify();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: ACCOUNT_INDEX, solanaAccountIndex: 9 });
  });
  afterEach(async () => {
    await createWalletModal().disconnect('eip155');
    await wallet.stop();
    resetAll();
  });

  /** eth_requestAccounts opens the modal; the visitor shows the QR code and the phone scans it. */
  async function connectFromThePage(): Promise<string[]> {
    const requesting = provider.request({ method: 'eth_requestAccounts' }) as Promise<string[]>;
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect in the opened modal')).click();
    const qr = await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
    expect(qr).to.exist;
    await wallet.pair((await waitFor(() => $pairing.get().uri, 'the pairing URI')) as string);
    return requesting;
  }

  it("viem's wallet client signs a message and sends a transaction mined on anvil, in the wallet app", async () => {
    const events: [string, unknown][] = [];
    const onConnect = (value: unknown) => events.push(['connect', value]);
    const onAccounts = (value: unknown) => events.push(['accountsChanged', value]);
    provider.on('connect', onConnect);
    provider.on('accountsChanged', onAccounts);
    const toasts: string[] = [];
    const stopToasts = $toast.listen((toast) => {
      if (toast.open) toasts.push(toast.message);
    });
    try {
      expect(await connectFromThePage()).to.deep.equal([ACCOUNT]);
      await waitFor(() => events.length >= 2, 'connect and accountsChanged', 300);
      expect(events).to.deep.equal([
        ['connect', { chainId: '0x1' }],
        ['accountsChanged', [ACCOUNT]],
      ]);

      const client = createWalletClient({ chain: mainnet, transport: custom(provider) });
      const message = `signed in the wallet app ${Date.now()}`;
      const signature = await client.signMessage({ account: ACCOUNT, message });
      expect(await recoverMessageAddress({ message, signature })).to.equal(ACCOUNT);
      // While it waited, the visitor was told which wallet app to look at.
      expect(toasts).to.include('Waiting for Test Wallet…');

      const { chains } = await stackInfo();
      const recipient = freshAddress();
      const hash = await client.sendTransaction({ account: ACCOUNT, to: recipient, value: 987_654_321n });
      expect(await waitForReceipt(chains['1'] as string, hash)).to.include({ status: '0x1', from: ACCOUNT.toLowerCase(), to: recipient });
      expect(await balanceOf(chains['1'] as string, recipient)).to.equal(987_654_321n);
      expect(wallet.requests).to.include.members(['personal_sign', 'eth_sendTransaction']);
      await waitFor(() => !$toast.get().open, 'the waiting toast gone');
    } finally {
      stopToasts();
      provider.removeListener('connect', onConnect);
      provider.removeListener('accountsChanged', onAccounts);
    }
  });

  it('a refusal in the wallet app reaches the page as 4001, and a disconnect from the app as a disconnect event', async () => {
    await connectFromThePage();
    wallet.setMode('reject');
    const client = createWalletClient({ chain: mainnet, transport: custom(provider) });
    const refusal = (await client.signMessage({ account: ACCOUNT, message: 'no' }).catch((error: unknown) => error)) as { name: string; code: number };
    expect(refusal).to.include({ name: 'UserRejectedRequestError', code: 4001 });

    const seen: [string, unknown][] = [];
    const onDisconnect = (error: unknown) => seen.push(['disconnect', (error as { code: number }).code]);
    const onAccounts = (accounts: unknown) => seen.push(['accountsChanged', accounts]);
    provider.on('disconnect', onDisconnect);
    provider.on('accountsChanged', onAccounts);
    try {
      await wallet.disconnectAll();
      await waitFor(() => seen.length >= 2, 'disconnect and accountsChanged', 600);
      expect(seen).to.deep.equal([
        ['disconnect', 4900],
        ['accountsChanged', []],
      ]);
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
      expect(((await provider.request({ method: 'personal_sign', params: ['0x00', ACCOUNT] }).catch((e: unknown) => e)) as { code: number }).code).to.equal(4100);
    } finally {
      provider.removeListener('disconnect', onDisconnect);
      provider.removeListener('accountsChanged', onAccounts);
    }
  });

  it('EIP-5792 in the wallet app: its capabilities, a batch mined in order, its status with the receipts, and the wallet shows it', async () => {
    await connectFromThePage();
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x1']] })).to.deep.equal({ '0x1': { atomic: { status: 'unsupported' } } });
    const { chains } = await stackInfo();
    const [first, second] = [freshAddress(), freshAddress()];
    const calls = [
      { to: first, value: '0x3000' },
      { to: second, value: '0x4000' },
    ];
    const { id } = (await provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: false, calls }] })) as { id: string };
    // The wallet app got the batch as the page sent it, on the chain it names.
    const sent = wallet.requestLog.find((request) => request.method === 'wallet_sendCalls');
    expect(sent?.chainId).to.equal('eip155:1');
    expect((sent?.params as [{ calls: unknown[] }])[0].calls).to.deep.equal(calls);
    let status: { status: number; atomic: boolean; chainId: string; receipts: { status: string; transactionHash: string }[] } | undefined;
    const started = Date.now();
    while (!status || status.status === 100) {
      if (Date.now() - started > 20_000) throw new Error(`the batch never settled: ${JSON.stringify(status)}`);
      if (status) await new Promise((resolve) => requestAnimationFrame(resolve));
      status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as typeof status;
    }
    expect([status?.status, status?.atomic, status?.chainId]).to.deep.equal([200, false, '0x1']);
    expect(status?.receipts.map((receipt) => receipt.status)).to.deep.equal(['0x1', '0x1']);
    const [one, two] = await Promise.all((status?.receipts ?? []).map((receipt) => waitForReceipt(chains['1'] as string, receipt.transactionHash)));
    expect([one?.to, two?.to]).to.deep.equal([first.toLowerCase(), second.toLowerCase()]);
    expect(await balanceOf(chains['1'] as string, first)).to.equal(0x3000n);
    expect(await balanceOf(chains['1'] as string, second)).to.equal(0x4000n);
    expect(await provider.request({ method: 'wallet_showCallsStatus', params: [id] })).to.equal(null);
    expect(((await provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: true, calls }] }).catch((e: unknown) => e)) as { code: number }).code).to.equal(5760);
  });

  it('a wallet app without EIP-5792: the page gets 4200 for its methods, and the app is asked nothing', async () => {
    await wallet.stop();
    const stack = await stackInfo();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: ACCOUNT_INDEX, solanaAccountIndex: 9, eip5792: false });
    await connectFromThePage();
    for (const [method, params] of [
      ['wallet_getCapabilities', [ACCOUNT, ['0x1']]],
      ['wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: false, calls: [{ to: freshAddress(), value: '0x1' }] }]],
    ] as const) {
      const failure = (await provider.request({ method, params }).catch((e: unknown) => e)) as { code: number; message: string };
      expect(failure.code, method).to.equal(4200);
      expect(failure.message, method).to.contain(method);
    }
    const asked = wallet.requestLog.map((request) => request.method);
    expect(asked).to.not.include('wallet_getCapabilities');
    expect(asked).to.not.include('wallet_sendCalls');
  });
});
