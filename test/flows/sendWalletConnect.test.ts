// Send with a wallet app connected over WalletConnect: the modal's real SDK on one side, the
// real @reown/walletkit (test/support/walletConnectWallet.ts) on the other, over the stack's
// local relay, with anvil behind the wallet. The visitor pairs from the QR code, then goes
// Account → Send → WalletSend → preview → Send as with a browser wallet (send.test.ts); the
// wallet app gets the modal's eth_sendTransaction, with its gas and EIP-1559 fees, through the
// session, and what the recipient holds is read from the chain itself. A refusal in the app is
// said on the preview, and the visitor can send again.
import { expect } from 'chai';
import { encodeFunctionData, erc20Abi, getAddress } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { $toast } from '../../src/stores/toast';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { balanceOf, freshAddress, tokenBalanceOf, waitForReceipt } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, viewOf, textOf, toastOf } from '../support/modalTestKit';
import { createTestWallet, DEV_ACCOUNTS, type TestWallet, type TestWalletRequest } from '../support/walletConnectWallet';
import { chooseSendToken, fillSendForm, openSendForm, previewSend, sendButton } from '../support/sendKit';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the SDK then
// refuses to connect: the page is online as far as this test is concerned.
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
const toastLinkOf = (modal: Element) => modal.shadowRoot?.querySelector<HTMLAnchorElement>('.wm-toast a')?.href;

/** The transaction of the success toast's explorer link (`…/tx/{hash}`), as the chain holds it. */
interface MinedTransaction {
  hash: string;
  type: string;
  from: string;
  to: string;
  value: string;
  input: string;
  gas: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  chainId: string;
}

describe('Send through a wallet app connected over WalletConnect', function () {
  this.timeout(90_000);
  let wallet: TestWallet | undefined;
  let modal: ModalElement;
  let tracked: string[];
  let toasts: string[];
  let stopToasts: (() => void) | undefined;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
    tracked = [];
    modal.addEventListener('track', (event) => tracked.push((event as CustomEvent<{ event: string }>).detail.event));
    toasts = [];
    stopToasts = $toast.listen((toast) => {
      if (toast.open) toasts.push(toast.message);
    });
  });

  afterEach(async () => {
    stopToasts?.();
    await disconnect('eip155');
    await wallet?.stop();
    wallet = undefined;
    resetAll();
  });

  /**
   * The visitor opens the modal, picks WalletConnect and the wallet app (dev account `index`)
   * scans the QR code and approves; the modal closes, and opened again shows Account, where
   * the visitor picks Send.
   */
  async function connectAndOpenSend(index: number): Promise<void> {
    const stack = await stackInfo();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: index });
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await waitFor(() => viewOf(modal) === 'ConnectingWalletConnectBasic', 'the QR view');
    await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
    await wallet.pair((await waitFor(() => $pairing.get().uri, 'the pairing URI', 600)) as string);
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected', 300);
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: DEV_ACCOUNTS[index], namespace: 'eip155' });
    expect(stores.$account.get().connector?.type).to.equal('WALLET_CONNECT');
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    await openSendForm(modal, 'ETH');
  }

  const chooseToken = (symbol: string, name: string) => chooseSendToken(modal, 'ETH', symbol, name);

  const fillForm = (amount: string, to: string) => fillSendForm(modal, amount, to);

  /** Goes to the preview and waits until its fee is read and Send can be pressed. */
  async function preview(): Promise<void> {
    await previewSend(modal, 'ETH');
    await waitFor(() => sendButton(modal), 'Send enabled on the preview', 300);
  }

  /** The eth_sendTransaction requests the wallet app received. */
  const sendsReceived = (): TestWalletRequest[] => wallet?.requestLog.filter((request) => request.method === 'eth_sendTransaction') ?? [];

  /** The transaction the success toast links to, as mined on the chain (the link ends in /tx/{hash}). */
  async function minedFromToast(rpcUrl: string): Promise<MinedTransaction> {
    const link = toastLinkOf(modal);
    expect(link).to.match(/^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
    const hash = (link as string).slice(-66);
    expect((await waitForReceipt(rpcUrl, hash)).status).to.equal('0x1');
    return (await rpc(rpcUrl, 'eth_getTransactionByHash', [hash])) as MinedTransaction;
  }

  /**
   * What the wallet app received is the modal's EIP-1559 transaction, with its gas limit, for
   * the chain the visitor is on; and what was mined is that very transaction (type 2).
   */
  function expectEip1559Send(received: TestWalletRequest, mined: MinedTransaction, expected: { from: string; to: string; value: bigint; data?: string }): void {
    expect(received.chainId).to.equal('eip155:1');
    const [transaction] = received.params as Record<string, unknown>[];
    expect(transaction).to.be.an('object');
    const sent = transaction as Record<string, string>;
    expect(sent.from?.toLowerCase()).to.equal(expected.from.toLowerCase());
    expect(sent.to?.toLowerCase()).to.equal(expected.to.toLowerCase());
    expect(BigInt(sent.value as string)).to.equal(expected.value);
    if (expected.data) expect(sent.data).to.equal(expected.data);
    for (const field of ['gas', 'maxFeePerGas', 'maxPriorityFeePerGas']) expect(sent[field], field).to.match(/^0x[0-9a-f]+$/);
    expect(sent).to.not.have.property('gasPrice');
    expect(BigInt(sent.gas as string) >= 21_000n).to.equal(true);
    expect(BigInt(sent.maxFeePerGas as string) >= BigInt(sent.maxPriorityFeePerGas as string)).to.equal(true);

    expect(mined.type).to.equal('0x2');
    expect(mined.chainId).to.equal('0x1');
    expect(mined.from.toLowerCase()).to.equal(expected.from.toLowerCase());
    expect(mined.to.toLowerCase()).to.equal(expected.to.toLowerCase());
    expect(BigInt(mined.value)).to.equal(expected.value);
    expect(BigInt(mined.gas)).to.equal(BigInt(sent.gas as string));
    expect(BigInt(mined.maxFeePerGas as string)).to.equal(BigInt(sent.maxFeePerGas as string));
    expect(BigInt(mined.maxPriorityFeePerGas as string)).to.equal(BigInt(sent.maxPriorityFeePerGas as string));
    if (expected.data) expect(mined.input).to.equal(expected.data);
  }

  it('sends ETH: the wallet app gets an EIP-1559 transaction with its gas, and the recipient receives exactly the amount on chain', async () => {
    const { chains } = await stackInfo();
    const rpcUrl = chains['1'] as string;
    const from = DEV_ACCOUNTS[7];
    const to = freshAddress();
    await connectAndOpenSend(7);
    await fillForm('0.25', to);
    await preview();
    const shown = textOf(modal);
    expect(shown).to.contain('0.25 ETH');
    // The recipient (typed in lower case) in its checksum case, shortened in the middle; whole for assistive technology.
    expect(textOf(modal)).to.contain(`${getAddress(to).slice(0, 6)}…${getAddress(to).slice(-4)}`);
    expect(dialogOf(modal)?.querySelector('.wm-summary-address')?.getAttribute('aria-label')).to.equal(getAddress(to));
    expect(shown).to.contain('Ethereum');
    expect(sendsReceived()).to.deep.equal([]);

    sendButton(modal)?.click();
    await waitFor(() => toastOf(modal).startsWith('Sent 0.25 ETH'), 'the success toast', 900);
    // While the app had the request, the visitor was told which wallet to look at.
    expect(toasts).to.include('Waiting for Test Wallet…');
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    expect(await balanceOf(rpcUrl, to)).to.equal(250_000_000_000_000_000n);

    const received = sendsReceived();
    expect(received).to.have.length(1);
    expectEip1559Send(received[0] as TestWalletRequest, await minedFromToast(rpcUrl), { from, to, value: 250_000_000_000_000_000n });
    expect(tracked).to.include.members(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(tracked).to.not.include('SEND_ERROR');
  });

  it('sends USDC with its transfer call through the wallet app; the recipient holds it on chain', async () => {
    const { chains, tokens } = await stackInfo();
    const rpcUrl = chains['1'] as string;
    const usdc = tokens['1']?.find((token) => token.symbol === 'USDC');
    expect(usdc?.decimals).to.equal(6);
    const from = DEV_ACCOUNTS[9];
    const to = freshAddress();
    await connectAndOpenSend(9);
    await chooseToken('USDC', 'USD Coin');
    await fillForm('12.5', to);
    await preview();
    expect(textOf(modal)).to.contain('12.5 USDC');
    // The recipient (typed in lower case) in its checksum case, shortened in the middle; whole for assistive technology.
    expect(textOf(modal)).to.contain(`${getAddress(to).slice(0, 6)}…${getAddress(to).slice(-4)}`);
    expect(dialogOf(modal)?.querySelector('.wm-summary-address')?.getAttribute('aria-label')).to.equal(getAddress(to));

    sendButton(modal)?.click();
    await waitFor(() => toastOf(modal).startsWith('Sent 12.5 USDC'), 'the success toast', 900);
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    expect(await tokenBalanceOf(rpcUrl, usdc?.address as string, to)).to.equal(12_500_000n);
    // No ETH moved with it.
    expect(await balanceOf(rpcUrl, to)).to.equal(0n);

    const received = sendsReceived();
    expect(received).to.have.length(1);
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 12_500_000n] });
    expectEip1559Send(received[0] as TestWalletRequest, await minedFromToast(rpcUrl), { from, to: usdc?.address as string, value: 0n, data });
    expect(tracked).to.include.members(['SEND_INITIATED', 'SEND_SUCCESS']);
  });

  it('a refusal in the wallet app is said on the preview, nothing moves, and the visitor can send again', async () => {
    const { chains } = await stackInfo();
    const rpcUrl = chains['1'] as string;
    const to = freshAddress();
    await connectAndOpenSend(9);
    wallet?.setMode('reject');
    await fillForm('0.01', to);
    await preview();
    sendButton(modal)?.click();
    await waitFor(
      () => dialogOf(modal)?.querySelector('[data-outcome="failed"]')?.textContent?.includes('You declined in your wallet'),
      'the refusal on the preview',
      900,
    );
    expect(viewOf(modal)).to.equal('WalletSendPreview');
    expect(dialogOf(modal)?.querySelector('[data-outcome="failed"]')?.getAttribute('role')).to.equal('alert');
    expect(tracked).to.include('SEND_ERROR');
    expect(tracked).to.not.include('SEND_SUCCESS');
    // The wallet app did get the request, with the fee fields, and refused it.
    expect(sendsReceived()).to.have.length(1);
    const [refused] = (sendsReceived()[0] as TestWalletRequest).params as Record<string, string>[];
    expect(refused).to.include.keys('gas', 'maxFeePerGas', 'maxPriorityFeePerGas');
    expect(await balanceOf(rpcUrl, to)).to.equal(0n);
    // The waiting cue is gone, and the session is still on.
    await waitFor(() => !toastOf(modal).startsWith('Waiting for'), 'the waiting toast gone', 300);
    expect(stores.$account.get().status).to.equal('connected');

    // The modal stays usable: Try again, approve this time, and the send goes through.
    wallet?.setMode('approve');
    (await waitFor(() => buttonNamed(modal, 'Try again'), 'Try again')).click();
    await waitFor(() => !dialogOf(modal)?.querySelector('[data-outcome]'), 'the refusal cleared');
    await waitFor(() => /Network fee<?[\d.,]+ ETH/.test(textOf(modal)), 'the fee read again', 600);
    (await waitFor(() => sendButton(modal), 'Send again', 600)).click();
    await waitFor(() => toastOf(modal).startsWith('Sent 0.01 ETH'), 'the success toast', 900);
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    expect(await balanceOf(rpcUrl, to)).to.equal(10_000_000_000_000_000n);
    expect(sendsReceived()).to.have.length(2);
    expect(tracked).to.include('SEND_SUCCESS');
  });
});
