// Pay: the host calls pay({ recipient, amount, asset, network }); the modal shows what is to be
// paid and the visitor pays it from the demo wallet (connecting it first) or through the local
// exchange (demo/stack/exchange/: its page opens in a real window, where the visitor confirms).
// The host's promise resolves with the transaction's hash once it is mined and checked on chain:
// an exchange that names a transaction that is not the payment is refused. Invalid options, a
// closed modal and a wallet's refusal reject with a PayError whose code says why.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { encodeFunctionData, erc20Abi } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import { pay } from '../../src/actions/pay/pay';
import type { PayOptions, PayResult } from '../../src/actions/pay/PayOptions';
import { PayError } from '../../src/errors/payErrors';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { $payment } from '../../src/stores/payment';
import { balanceOf, freshAddress, tokenBalanceOf, waitForReceipt } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { signInThroughModal } from '../support/embeddedSignIn';
import { buttonNamed, dialogOf, linkNamed, mountModal, resetAll, textOf, viewOf, viewShown, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { clickLinkToWindow } from '../support/clickLinkToWindow';
import { whileWindowsBlocked } from '../support/whileWindowsBlocked';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; pay(options: PayOptions): Promise<PayResult> };
type Outcome = { result: PayResult } | { error: unknown };

// Dev account 0 pays: no other test sends from it.
const PAYER = 0;
const NETWORK = 'eip155:8453';
const settle = (promise: Promise<PayResult>): Promise<Outcome> => promise.then((result) => ({ result }), (error: unknown) => ({ error }));
const codeOf = (outcome: Outcome) => ('error' in outcome && outcome.error instanceof PayError ? outcome.error.code : `not a PayError: ${JSON.stringify('result' in outcome ? outcome.result : String(outcome.error))}`);

describe('Pay: a payment from the wallet or an exchange, confirmed on chain', function () {
  this.timeout(90_000);
  let stop: (() => void) | undefined;
  let wallet: DemoWallet;
  let modal: ModalElement;

  async function mount(pay = true): Promise<void> {
    resetAll();
    ({ wallet, stop } = await announceDemoWallet(PAYER));
    modal = (await mountModal({ networks: NETWORK })) as ModalElement;
    configure({ features: { pay } });
  }

  function offered(): Promise<HTMLButtonElement> {
    return waitFor(() => buttonNamed(modal, 'Pay from Local Exchange'), 'the exchange offered', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
  }

  /** A real, successful deposit of the local exchange's hot wallet (not through pay()); its transaction hash. */
  async function exchangeDeposit(recipient: string, amount: string): Promise<string> {
    const { exchange } = await stackInfo();
    const response = await fetch(`${exchange.url}/api/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ asset: `${NETWORK}/slip44:60`, amount, recipient, sessionId: `other${Date.now()}${Math.random().toString(16).slice(2, 8)}` }),
    });
    const { txid } = (await response.json()) as { txid: string };
    await waitForReceipt(await rpcUrl(), txid);
    return txid;
  }

  /** The local exchange's status answers `success` naming `txid`, whatever the payment. */
  async function exchangeNames(txid: string): Promise<void> {
    const { exchange } = await stackInfo();
    await fetch(`${exchange.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/api/status', mode: 'body', body: { status: 'success', txid } }) });
  }

  async function rpcUrl(): Promise<string> {
    return (await stackInfo()).chains['8453'] as string;
  }

  afterEach(async () => {
    const { exchange } = await stackInfo();
    await fetch(`${exchange.url}/__faults`, { method: 'DELETE' });
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('pays from the demo wallet, connecting it first: resolves with the hash once the recipient has exactly the amount', async () => {
    await mount();
    const recipient = freshAddress();
    const paying = settle(modal.pay({ recipient, amount: '0.0123', asset: 'native', network: NETWORK }));
    await waitFor(() => viewOf(modal) === 'Pay' && textOf(modal).includes('Pay 0.0123 ETH'), 'the Pay view');
    expect(textOf(modal)).to.contain('Base');
    (await waitFor(() => buttonNamed(modal, 'Pay from wallet'), 'Pay from wallet')).click();
    // No wallet yet: the visitor connects one, and the payment goes on.
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect');
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
    const outcome = await paying;
    if (!('result' in outcome)) throw outcome.error;
    expect(outcome.result).to.deep.equal({ hash: outcome.result.hash, network: NETWORK, from: 'wallet' });
    const receipt = await waitForReceipt(await rpcUrl(), outcome.result.hash);
    expect([receipt.status, receipt.from.toLowerCase(), receipt.to.toLowerCase()]).to.deep.equal(['0x1', (DEV_ACCOUNTS[PAYER] as string).toLowerCase(), recipient]);
    expect(await balanceOf(await rpcUrl(), recipient)).to.equal(12_300_000_000_000_000n);
    await waitFor(() => dialogOf(modal)?.querySelector('[data-pay="paid"]'), 'PayLoading says it is paid');
    expect(textOf(modal)).to.contain('Payment confirmed');
    buttonNamed(modal, 'Done')?.click();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
  });

  it('pays an ERC-20 from the demo wallet: the token moves by transfer, checked by its Transfer log', async () => {
    const { tokens } = await stackInfo();
    const usdc = tokens['8453']?.find((token) => token.symbol === 'USDC')?.address as string;
    const payer = DEV_ACCOUNTS[PAYER] as string;
    // The deployer (dev account 9) gives the payer the 2.5 USDC it pays.
    const give = (await rpc(await rpcUrl(), 'eth_sendTransaction', [
      { from: DEV_ACCOUNTS[9], to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payer as `0x${string}`, 2_500_000n] }) },
    ])) as string;
    await waitForReceipt(await rpcUrl(), give);
    await mount();
    await connectWithClick(modal);
    modal.close();
    const recipient = freshAddress();
    const paying = settle(modal.pay({ recipient, amount: '2.5', asset: usdc, network: NETWORK }));
    await waitFor(() => textOf(modal).includes('Pay 2.5 USDC'), 'the Pay view with the token read on chain');
    (await waitFor(() => buttonNamed(modal, 'Pay from wallet'), 'Pay from wallet')).click();
    const outcome = await paying;
    if (!('result' in outcome)) throw outcome.error;
    expect(outcome.result).to.deep.equal({ hash: outcome.result.hash, network: NETWORK, from: 'wallet' });
    const receipt = await waitForReceipt(await rpcUrl(), outcome.result.hash);
    expect([receipt.status, receipt.from.toLowerCase(), receipt.to.toLowerCase()]).to.deep.equal(['0x1', payer.toLowerCase(), usdc.toLowerCase()]);
    expect(await tokenBalanceOf(await rpcUrl(), usdc, recipient)).to.equal(2_500_000n);
    expect(await balanceOf(await rpcUrl(), recipient), 'no coin sent').to.equal(0n);
    await waitFor(() => textOf(modal).includes('Payment confirmed'), 'PayLoading says it is paid');
  });

  it('pays through the local exchange: its page opens, the visitor confirms there, the deposit is checked on chain', async () => {
    const { exchange } = await stackInfo();
    await mount();
    const recipient = freshAddress();
    const paying = settle(modal.pay({ recipient, amount: '0.0042', asset: 'native', network: NETWORK }));
    (await offered()).click();
    await waitFor(() => viewOf(modal) === 'PayLoading', 'PayLoading');
    await waitFor(() => textOf(modal).includes('Continue in the Local Exchange window'), 'the exchange window', 300);
    await executeServerCommand('popup-click', { origin: exchange.url, name: 'Confirm' });
    const outcome = await paying;
    if (!('result' in outcome)) throw outcome.error;
    expect(outcome.result).to.deep.equal({ hash: outcome.result.hash, network: NETWORK, from: 'exchange', exchangeId: 'local_exchange' });
    const receipt = await waitForReceipt(await rpcUrl(), outcome.result.hash);
    expect([receipt.status, receipt.from.toLowerCase(), receipt.to.toLowerCase()]).to.deep.equal(['0x1', exchange.hotWalletAddress, recipient]);
    expect(await balanceOf(await rpcUrl(), recipient)).to.equal(4_200_000_000_000_000n);
    await executeServerCommand('popup-click', { origin: exchange.url, name: 'Done' });
  });

  it('an exchange window the browser blocked: PayLoading says so and links the page, where the payment goes on to its end', async () => {
    const { exchange } = await stackInfo();
    await mount();
    const recipient = freshAddress();
    const paying = settle(modal.pay({ recipient, amount: '0.0023', asset: 'native', network: NETWORK }));
    const button = await offered();
    await whileWindowsBlocked(async () => {
      button.click();
      await waitFor(() => textOf(modal).includes('The Local Exchange window did not open: open Local Exchange below to continue.'), 'the window not open said', 300);
    });
    expect(textOf(modal)).to.not.contain('Continue in the Local Exchange window');
    const link = await waitFor(() => linkNamed(modal, 'Open Local Exchange'), 'the link to the page');
    expect(new URL(link.href).origin).to.equal(new URL(exchange.url).origin);
    clickLinkToWindow(link);
    await waitFor(() => textOf(modal).includes('Continue in the Local Exchange window') && link.textContent === 'Open Local Exchange again', 'the page said open once opened from the link');
    await executeServerCommand('popup-click', { origin: exchange.url, name: 'Confirm' });
    const outcome = await paying;
    if (!('result' in outcome)) throw outcome.error;
    expect(await balanceOf(await rpcUrl(), recipient)).to.equal(2_300_000_000_000_000n);
    await executeServerCommand('popup-click', { origin: exchange.url, name: 'Done' });
  });

  it('closing the modal once the exchange window is open does not cancel: the payment is followed to its end', async () => {
    const { exchange } = await stackInfo();
    await mount();
    const recipient = freshAddress();
    let outcome: Outcome | undefined;
    void settle(modal.pay({ recipient, amount: '0.0031', asset: 'native', network: NETWORK })).then((settled) => {
      outcome = settled;
    });
    (await offered()).click();
    await waitFor(() => textOf(modal).includes('Continue in the Local Exchange window'), 'the exchange window', 300);
    modal.close();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    await executeServerCommand('popup-click', { origin: exchange.url, name: 'Confirm' });
    const done = await waitFor(() => outcome, 'pay() settled', 1800);
    if (!('result' in done)) throw done.error;
    expect(done.result).to.deep.equal({ hash: done.result.hash, network: NETWORK, from: 'exchange', exchangeId: 'local_exchange' });
    expect(await balanceOf(await rpcUrl(), recipient)).to.equal(3_100_000_000_000_000n);
    await executeServerCommand('popup-click', { origin: exchange.url, name: 'Done' });
  });

  it('offers no exchange for an amount the exchange service would round, and says why', async () => {
    await mount();
    // 17 significant digits: as a 64-bit float (how the service reads it) it is 0.12345678901234566.
    const paying = settle(modal.pay({ recipient: freshAddress(), amount: '0.12345678901234567', asset: 'native', network: NETWORK }));
    await waitFor(() => textOf(modal).includes('Exchanges are not offered for this amount'), 'why no exchange is offered', 600);
    expect(buttonNamed(modal, 'Pay from Local Exchange'), 'no exchange offered').to.equal(undefined);
    expect(buttonNamed(modal, 'Pay from wallet'), 'the wallet still offered').to.not.equal(undefined);
    modal.close();
    expect(codeOf(await paying)).to.equal('PAYMENT_CANCELLED');
  });

  it('refuses an exchange status that names a transaction that is not the payment', async () => {
    // A real, successful deposit of the exchange, to someone else, named as this payment's.
    const txid = await exchangeDeposit(freshAddress(), '0.0042');
    await exchangeNames(txid);
    await mount();
    const recipient = freshAddress();
    const paying = settle(modal.pay({ recipient, amount: '0.0042', asset: 'native', network: NETWORK }));
    (await offered()).click();
    const outcome = await paying;
    expect(codeOf(outcome)).to.equal('PAYMENT_MISMATCH');
    expect(String((outcome as { error: Error }).error.message)).to.contain(txid);
    await waitFor(() => dialogOf(modal)?.querySelector('[data-pay="failed"] [role="alert"]'), 'the refusal shown');
    expect(textOf(modal)).to.contain('The transaction named is not the payment asked for, so it was not accepted.');
    expect(await balanceOf(await rpcUrl(), recipient)).to.equal(0n);
  });

  it('refuses an old payment of the same amount to the same recipient, mined before pay() was called', async () => {
    await mount();
    const recipient = freshAddress();
    // The recipient was paid exactly this once already; the exchange names that transaction.
    const old = await exchangeDeposit(recipient, '0.0042');
    await exchangeNames(old);
    const paying = settle(modal.pay({ recipient, amount: '0.0042', asset: 'native', network: NETWORK }));
    (await offered()).click();
    const outcome = await paying;
    expect(codeOf(outcome)).to.equal('PAYMENT_MISMATCH');
    expect(String((outcome as { error: Error }).error.message)).to.contain('before the payment was asked');
    await waitFor(() => textOf(modal).includes('The transaction named is not the payment asked for'), 'the refusal shown');
    expect(await balanceOf(await rpcUrl(), recipient)).to.equal(4_200_000_000_000_000n);
  });

  it("refuses a wallet's hash of a payment that someone else sent, even one mined after pay() was called", async () => {
    await mount();
    await connectWithClick(modal);
    modal.close();
    const recipient = freshAddress();
    // A wallet that lies: it sends nothing and names a transaction of the same payment from another sender.
    const honest = wallet.provider.request.bind(wallet.provider);
    let lied = false;
    wallet.provider.request = async (args: { method: string; params?: unknown }) => {
      if (args.method !== 'eth_sendTransaction') return honest(args);
      lied = true;
      return exchangeDeposit(recipient, '0.001');
    };
    try {
      const paying = settle(modal.pay({ recipient, amount: '0.001', asset: 'native', network: NETWORK }));
      (await waitFor(() => buttonNamed(modal, 'Pay from wallet'), 'Pay from wallet')).click();
      const outcome = await paying;
      expect(lied, 'the wallet was asked').to.equal(true);
      expect(codeOf(outcome)).to.equal('PAYMENT_MISMATCH');
      expect(String((outcome as { error: Error }).error.message)).to.contain('not by the connected account');
      expect(await balanceOf(await rpcUrl(), recipient), "only the other sender's payment").to.equal(1_000_000_000_000_000n);
    } finally {
      wallet.provider.request = honest;
    }
  });

  /** The email wallet signed in on `networks` (its first made active), once `active` holds of the account it shows. */
  async function signedInEmailWallet(networks: string, active: () => boolean, what: string): Promise<void> {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks, 'secure-site-url': stack.secureSiteUrl })) as ModalElement;
    configure({ features: { pay: true } });
    await signInThroughModal(modal);
    await waitFor(active, what, 600);
    modal.close();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
  }

  /** A coin payment on the test's network from the wallet: refused as from a smart account, the wallet never asked, nothing paid. */
  async function expectSmartAccountRefused(): Promise<void> {
    const recipient = freshAddress();
    let outcome: Outcome | undefined;
    void settle(modal.pay({ recipient, amount: '0.001', asset: 'native', network: NETWORK })).then((settled) => {
      outcome = settled;
    });
    (await waitFor(() => buttonNamed(modal, 'Pay from wallet'), 'Pay from wallet')).click();
    // Refused before the wallet is asked: the secure frame never shows its approval.
    await waitFor(() => outcome ?? (viewOf(modal) === 'ApproveTransaction' ? 'asked' : undefined), 'the payment refused, or the wallet asked', 900);
    expect(viewOf(modal), 'the wallet was not asked').to.not.equal('ApproveTransaction');
    expect(codeOf(outcome as Outcome)).to.equal('UNSUPPORTED_ACCOUNT');
    await waitFor(() => textOf(modal).includes('A smart account cannot pay this from the wallet'), 'the refusal shown');
    expect(await balanceOf(await rpcUrl(), recipient)).to.equal(0n);
  }

  const activeType = () => stores.$account.get().allAccounts.find((account) => account.address === stores.$account.get().address)?.type;

  it("refuses a coin payment from the email wallet's smart account before anything is sent", async () => {
    // On Base the email wallet pays from its Safe by default.
    await signedInEmailWallet(NETWORK, () => activeType() === 'smartAccount', 'the Safe active');
    await expectSmartAccountRefused();
  });

  it("refuses a coin payment the email wallet would make from its smart account once on the payment's network, though it was on its key's account before", async () => {
    // On Arbitrum (no bundler in the stack) the email wallet has no smart account: its key's account is active.
    await signedInEmailWallet(`eip155:42161,${NETWORK}`, () => stores.$network.get().caipNetworkId === 'eip155:42161' && activeType() === 'eoa', "the key's account active on Arbitrum");
    await expectSmartAccountRefused();
  });

  it('rejects invalid options at once, and pay() with the feature off', async () => {
    await mount(false);
    const recipient = freshAddress();
    expect(codeOf(await settle(modal.pay({ recipient, amount: '1', asset: 'native', network: NETWORK })))).to.equal('PAY_NOT_ENABLED');
    configure({ features: { pay: true } });
    const cases: [Partial<PayOptions>, string][] = [
      [{ recipient: 'bob' }, 'INVALID_RECIPIENT'],
      // Mixed case that fails its EIP-55 checksum (the dev account 0's, one letter's case changed).
      [{ recipient: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }, 'INVALID_RECIPIENT'],
      [{ amount: '0' }, 'INVALID_AMOUNT'],
      [{ amount: '-1' }, 'INVALID_AMOUNT'],
      [{ amount: '1e3' }, 'INVALID_AMOUNT'],
      [{ amount: '0.1234567890123456789' }, 'INVALID_AMOUNT'],
      [{ asset: 'usdc' }, 'INVALID_ASSET'],
      [{ asset: freshAddress() }, 'INVALID_ASSET'],
      [{ network: 'eip155:1' }, 'INVALID_NETWORK'],
      [{ network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'INVALID_NETWORK'],
    ];
    for (const [change, code] of cases) {
      const outcome = await settle(modal.pay({ recipient, amount: '0.01', asset: 'native', network: NETWORK, ...change }));
      expect(codeOf(outcome), JSON.stringify(change)).to.equal(code);
      expect(dialogOf(modal), 'nothing shown').to.equal(null);
    }
    // One payment at a time.
    const first = settle(modal.pay({ recipient, amount: '0.01', asset: 'native', network: NETWORK }));
    expect(codeOf(await settle(modal.pay({ recipient, amount: '0.01', asset: 'native', network: NETWORK })))).to.equal('PAYMENT_IN_PROGRESS');
    await waitFor(() => viewOf(modal) === 'Pay', 'the first payment shown');
    // The visitor closes the modal: the payment is cancelled.
    modal.close();
    expect(codeOf(await first)).to.equal('PAYMENT_CANCELLED');
  });

  it('a modal that cannot open for the payment fails it in words of the catalogue, not the raw error', async () => {
    await mount();
    // The page took its <wallet-modal> away: the payment cannot be shown.
    modal.remove();
    const outcome = await settle(pay({ recipient: freshAddress(), amount: '0.01', asset: 'native', network: NETWORK }));
    expect(codeOf(outcome)).to.equal('PAYMENT_FAILED');
    expect(((outcome as { error: PayError }).error.cause as Error).name).to.equal('ModalNotMountedError');
    const phase = $payment.get()?.phase;
    expect(phase?.status === 'failed' ? phase.message() : phase?.status).to.equal('The payment could not be started. Try again later.');
  });

  it("a signed-in visitor's payment on another network: its own switch puts no sign-in over it; the sign-in for that network comes once the visitor is done", async () => {
    resetAll();
    ({ wallet, stop } = await announceDemoWallet(PAYER));
    modal = (await mountModal({ networks: `eip155:1,${NETWORK}` })) as ModalElement;
    configure({ features: { pay: true }, siwx: {}, metadata: { name: 'Test dapp', description: '', url: location.origin, icons: [] } });
    try {
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
      await viewShown(modal, 'SIWXSignMessage', 600);
      buttonNamed(modal, 'Sign in')?.click();
      await waitFor(() => !dialogOf(modal), 'signed in on Ethereum, the modal closed', 600);
      const views: string[] = [];
      const unlisten = stores.$modal.subscribe((state) => views.push(state.open ? state.view : 'closed'));
      const recipient = freshAddress();
      const paying = settle(modal.pay({ recipient, amount: '0.001', asset: 'native', network: NETWORK }));
      (await waitFor(() => buttonNamed(modal, 'Pay from wallet'), 'Pay from wallet')).click();
      const outcome = await paying;
      if (!('result' in outcome)) throw outcome.error;
      expect(stores.$network.get().caipNetworkId).to.equal(NETWORK);
      await waitFor(() => dialogOf(modal)?.querySelector('[data-pay="paid"]'), 'PayLoading says it is paid');
      expect(views, 'the views while paying').to.not.include('SIWXSignMessage');
      // Done: the network the payment moved to has no session, so the sign-in asks for it now.
      buttonNamed(modal, 'Done')?.click();
      await viewShown(modal, 'SIWXSignMessage', 600);
      unlisten();
    } finally {
      configure({ siwx: undefined });
    }
  });

  it('paying from a wallet on a network the page did not ask for: the switch to the payment\'s network keeps the payment shown', async () => {
    await mount();
    configure({ allowUnsupportedChain: true });
    await connectWithClick(modal);
    modal.close();
    wallet.controls.switchChainFromWallet(1);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:1', 'the wallet on Ethereum, which the page did not ask for');
    const recipient = freshAddress();
    const paying = settle(modal.pay({ recipient, amount: '0.001', asset: 'native', network: NETWORK }));
    (await waitFor(() => buttonNamed(modal, 'Pay from wallet'), 'Pay from wallet')).click();
    const outcome = await paying;
    if (!('result' in outcome)) throw outcome.error;
    await waitFor(() => dialogOf(modal)?.querySelector('[data-pay="paid"]'), 'PayLoading says it is paid');
  });

  it('a wallet that refuses the payment rejects it, and the modal stays usable', async () => {
    await mount();
    await connectWithClick(modal);
    modal.close();
    wallet.controls.setApproval('reject');
    const recipient = freshAddress();
    const paying = settle(modal.pay({ recipient, amount: '0.001', asset: 'native', network: NETWORK }));
    (await waitFor(() => buttonNamed(modal, 'Pay from wallet'), 'Pay from wallet')).click();
    expect(codeOf(await paying)).to.equal('PAYMENT_REJECTED');
    await waitFor(() => textOf(modal).includes('You rejected the payment in your wallet.'), 'the refusal shown');
    buttonNamed(modal, 'Close')?.click();
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    wallet.controls.setApproval('approve');
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account again');
    // And the next payment goes through.
    const next = settle(modal.pay({ recipient, amount: '0.001', asset: 'native', network: NETWORK }));
    (await waitFor(() => buttonNamed(modal, 'Pay from wallet'), 'Pay from wallet again')).click();
    const outcome = await next;
    if (!('result' in outcome)) throw outcome.error;
    expect(await balanceOf(await rpcUrl(), recipient)).to.equal(1_000_000_000_000_000n);
  });
});
