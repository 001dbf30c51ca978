// A review that ends late never takes the place of the one on screen: the visitor reviews 0.01
// ETH while the service is slow, goes back, reviews 0.02 ETH instead; when the first build
// finally arrives, the preview still shows 0.02 ETH, and Swap asks the wallet for 0.02 ETH.
import { expect } from 'chai';
import { decodeFunctionData, parseAbi, parseEther } from 'viem';
import { stores } from '../../src/controller/stores';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { disconnect } from '../../src/actions/disconnect';
import type { DemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { holdManualMining, manualMiningChainId, mine, releaseManualMining } from '../support/anvilControl';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, fieldNamed, listButtonNamed, mountModal, resetAll, textOf, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { until } from '../support/until';
import { clearAnswers, serveAnswer } from '../fuzz/fuzzKit';
import { stackInfo } from '../stack/stackInfo';
import { addDataFault, callsOf, dataFaultsLeft } from '../support/dataService';
import { chooseSwapToken, openSwapOnAccount } from './swapKit';
import { uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

describe('Swap reviews that overlap', function () {
  this.timeout(90_000);
  let stop: (() => void) | undefined;
  let wallet: DemoWallet;
  let project: string;

  afterEach(async () => {
    await clearAnswers(project);
    for (const request of wallet?.controls.pending() ?? []) wallet.controls.reject(request.id);
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('the preview and the wallet get the latest review, not one that ended after it', async () => {
    resetAll();
    project = uniqueProjectId('swap-race');
    ({ wallet, stop } = await announceDemoWallet(7));
    const modal = (await mountModal({ networks: 'eip155:1', 'project-id': project })) as ModalElement;
    await connectWithClick(modal);
    wallet.controls.setApproval('manual');
    await openSwapOnAccount(modal);
    await chooseSwapToken(modal, 'You receive', 'Select token', 'USDC', 'USD Coin');
    const review = async (amount: string) => {
      typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), amount);
      await waitFor(() => textOf(modal).includes('Minimum received') && buttonNamed(modal, 'Review swap'), `the quote for ${amount}`, 600);
      buttonNamed(modal, 'Review swap')?.click();
      await waitFor(() => viewOf(modal) === 'SwapPreview', 'SwapPreview');
    };
    // The next build answers after 4 s.
    const { apiUrl } = await stackInfo();
    const slow = await fetch(`${apiUrl}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/convert/build-transaction', mode: 'slow', delayMs: 4_000, projectId: project, times: 1 }),
    });
    expect(slow.status).to.equal(201);
    const answered = async (path: string) => {
      const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { path: string; query: string; method: string; status: number }[];
      return log.filter((entry) => entry.path === path && entry.method !== 'OPTIONS' && entry.query.includes(project) && entry.status === 200).length;
    };
    const slowPending = async () => {
      const { faults } = (await (await fetch(`${apiUrl}/__faults`)).json()) as { faults: { projectId: string | null }[] };
      return faults.some((fault) => fault.projectId === project);
    };
    await review('0.01');
    // The review's build reached the service, which holds it back.
    await until(async () => !(await slowPending()), 'the slow build asked for', 10_000);
    // While the build is slow, the header's Back (Cancel waits with the check).
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back')).click();
    await waitFor(() => viewOf(modal) === 'Swap', 'back on Swap');
    await review('0.02');
    const rowOf = (label: string) => [...(dialogOf(modal)?.querySelectorAll('.wm-summary > div') ?? [])].find((row) => row.querySelector('dt')?.textContent === label)?.querySelector('dd')?.textContent;
    await waitFor(() => rowOf('Value sent') === '0.02 ETH', 'the 0.02 ETH review ready', 600);
    // The slow build of 0.01 ETH has answered by now.
    await until(async () => (await answered('/v1/convert/build-transaction')) === 2, 'both builds answered', 10_000);
    // Frames in which the late review would show, if it could.
    const late = await waitFor(() => rowOf('Value sent') !== '0.02 ETH', 'the late review', 30).then(() => true, () => false);
    expect(late, 'the late review took the preview').to.equal(false);
    expect(rowOf('You pay')).to.contain('0.02 ETH');
    expect(rowOf('Value sent')).to.equal('0.02 ETH');
    (await waitFor(() => [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])].find((button) => button.textContent?.trim() === 'Swap'), 'Swap enabled', 300)).click();
    const [request] = await waitFor(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the wallet asked', 600);
    expect(BigInt((request?.params as [{ value: string }])[0].value)).to.equal(parseEther('0.02'));
  });

  /** Connected with dev account 7 on Ethereum and Base, Swap open on Ethereum's form. */
  async function swapFormOpen(name: string): Promise<ModalElement> {
    resetAll();
    project = uniqueProjectId(name);
    ({ wallet, stop } = await announceDemoWallet(7));
    const modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'project-id': project })) as ModalElement;
    await connectWithClick(modal);
    await openSwapOnAccount(modal);
    return modal;
  }

  /** Connected with dev account 7 on `networks`, the preview of 0.01 ETH to USDC on eip155:`chainId` ready to Swap. */
  async function readyToSwap(networks: string, chainId = 1): Promise<ModalElement> {
    resetAll();
    project = uniqueProjectId('swap-moved');
    ({ wallet, stop } = await announceDemoWallet(7));
    const modal = (await mountModal({ networks, 'project-id': project })) as ModalElement;
    await connectWithClick(modal);
    if (chainId !== 1) {
      wallet.controls.switchChainFromWallet(chainId);
      await waitFor(() => stores.$network.get().caipNetworkId === `eip155:${chainId}`, `the wallet on eip155:${chainId}`);
    }
    wallet.controls.setApproval('manual');
    await openSwapOnAccount(modal);
    await chooseSwapToken(modal, 'You receive', 'Select token', 'USDC', 'USD Coin');
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), '0.01');
    await waitFor(() => textOf(modal).includes('Minimum received') && buttonNamed(modal, 'Review swap'), 'the quote', 600);
    buttonNamed(modal, 'Review swap')?.click();
    await waitFor(() => enabledSwap(modal), 'Swap enabled', 600);
    return modal;
  }
  const enabledSwap = (modal: Element) => [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])].find((button) => button.textContent?.trim() === 'Swap');
  const sendsAsked = () => wallet.controls.pending().filter((pending) => pending.method === 'eth_sendTransaction');

  it('a network change after the review empties the swap: Swap is no longer offered, and the wallet is asked nothing', async () => {
    const modal = await readyToSwap('eip155:1,eip155:8453');
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'the modal on eip155:8453');
    enabledSwap(modal)?.click();
    await waitFor(() => !enabledSwap(modal), 'Swap no longer offered', 300);
    expect(sendsAsked(), 'transactions asked of the wallet').to.deep.equal([]);
    // Back on the form: Base's tokens, nothing chosen to receive.
    (await waitFor(() => buttonNamed(modal, 'Cancel'), 'Cancel on the emptied preview')).click();
    await waitFor(() => viewOf(modal) === 'Swap', 'Swap');
    await waitFor(() => buttonNamed(modal, 'You pay: ETH') && buttonNamed(modal, 'You receive: Select token'), "Base's form", 600);
  });

  it('a disconnect in the wallet on the preview leads to Connect: no Swap left that does nothing', async () => {
    const modal = await readyToSwap('eip155:1');
    wallet.controls.disconnectFromWallet();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected');
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect, not the preview of an account gone');
    expect(sendsAsked(), 'transactions asked of the wallet').to.deep.equal([]);
  });

  it("a swap that fails after the wallet moved networks: its failure and figures stay, and the form is the new network's", async () => {
    const modal = await readyToSwap('eip155:1,eip155:8453');
    enabledSwap(modal)?.click();
    const [request] = await waitFor(() => (sendsAsked().length ? sendsAsked() : undefined), 'the wallet asked', 600);
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'the modal on eip155:8453');
    if (request) wallet.controls.reject(request.id);
    const failure = await waitFor(() => dialogOf(modal)?.querySelector('[data-outcome="failed"]'), 'the failure said', 600);
    const rowOf = (label: string) => [...(dialogOf(modal)?.querySelectorAll('.wm-summary > div') ?? [])].find((row) => row.querySelector('dt')?.textContent === label)?.querySelector('dd')?.textContent;
    expect(rowOf('You pay'), 'the swap it was about').to.contain('0.01 ETH');
    expect(rowOf('Value sent')).to.equal('0.01 ETH');
    expect(failure.textContent).to.not.equal('');
    // Trying it again would be on a network it was not for.
    expect(buttonNamed(modal, 'Try again'), 'no Try again on another network').to.equal(undefined);
    buttonNamed(modal, 'Cancel')?.click();
    await waitFor(() => viewOf(modal) === 'Swap', 'Swap');
    await waitFor(() => buttonNamed(modal, 'You pay: ETH') && buttonNamed(modal, 'You receive: Select token'), "Base's form", 600);
  });

  it('a swap confirmed after the visitor began another: its toast says so, and the new form and view stay', async () => {
    // On Arbitrum, where no other test reads dev account 7's tokens: this swap goes through.
    const modal = await readyToSwap('eip155:1,eip155:42161', 42161);
    enabledSwap(modal)?.click();
    const [first] = await waitFor(() => (sendsAsked().length ? sendsAsked() : undefined), 'the wallet asked', 600);
    // While the wallet waits: back to Account, and a new swap begun.
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back')).click();
    await waitFor(() => viewOf(modal) === 'Swap', 'Swap');
    buttonNamed(modal, 'Back')?.click();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    await openSwapOnAccount(modal);
    await chooseSwapToken(modal, 'You receive', 'Select token', 'USDC', 'USD Coin');
    if (first) wallet.controls.approve(first.id);
    await waitFor(() => modal.shadowRoot?.querySelector('.wm-toast[data-variant="success"]'), 'the first swap confirmed', 900);
    expect(viewOf(modal), 'the visitor stays where they are').to.equal('Swap');
    expect(buttonNamed(modal, 'You receive: USDC'), 'their new form stays').to.not.equal(undefined);
  });

  it("a quote that answers after the wallet moved networks never lands on the new network's form", async () => {
    const modal = await swapFormOpen('swap-quote-moved');
    await chooseSwapToken(modal, 'You receive', 'Select token', 'USDC', 'USD Coin');
    await addDataFault(project, { path: '/v1/convert/quotes', mode: 'slow', delayMs: 3_000, times: 1 });
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), '0.01');
    const quoted = async () => (await callsOf(project, /^\/v1\/convert\/quotes$/)).some((call) => call.method !== 'OPTIONS' && call.status === 200);
    // The quote for Ethereum is asked (the slow answer on its way); the wallet moves to Base.
    await until(async () => (await dataFaultsLeft(project)) === 0, 'the slow quote asked', 10_000);
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => buttonNamed(modal, 'You pay: ETH') && buttonNamed(modal, 'You receive: Select token'), "Base's form", 600);
    await until(quoted, "Ethereum's quote answered", 10_000);
    // Frames in which the late answer would show, if it could.
    const landed = await waitFor(() => fieldNamed(modal, 'You receive')?.value || textOf(modal).includes('Minimum received'), 'the late quote', 30).then(() => true, () => false);
    expect(landed, "Ethereum's quote on Base's form").to.equal(false);
  });

  it("the token list open while the wallet moves networks lists the new network's tokens", async () => {
    const modal = await swapFormOpen('swap-list-moved');
    buttonNamed(modal, 'You receive: Select token')?.click();
    await waitFor(() => viewOf(modal) === 'SwapSelectToken', 'SwapSelectToken');
    await waitFor(() => listButtonNamed(modal, 'USD Coin'), "Ethereum's tokens", 600);
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'the modal on eip155:8453');
    await waitFor(() => listButtonNamed(modal, 'USD Coin'), "Base's tokens, not loading rows for good", 600);
    // Picked from Base's list, it is Base's form.
    listButtonNamed(modal, 'USD Coin')?.click();
    await waitFor(() => buttonNamed(modal, 'You pay: ETH') && buttonNamed(modal, 'You receive: USDC'), "Base's form", 600);
  });

  it('an account change after the review reviews again: the wallet is asked for a swap built for the new account', async () => {
    const modal = await readyToSwap('eip155:1');
    await wallet.controls.switchAccount(8);
    await waitFor(() => stores.$account.get().address === DEV_ACCOUNTS[8], 'the modal on dev account 8');
    // The review of the new account: checking, then Swap again.
    await waitFor(() => !enabledSwap(modal), 'the review again', 300);
    (await waitFor(() => enabledSwap(modal), 'Swap enabled again', 600)).click();
    const [request] = await waitFor(() => (sendsAsked().length ? sendsAsked() : undefined), 'the wallet asked', 600);
    const transaction = (request?.params as [{ from: string; data: `0x${string}` }])[0];
    expect(transaction.from.toLowerCase(), 'sent from').to.equal(DEV_ACCOUNTS[8]?.toLowerCase());
    // Uniswap V2's swapExactETHForTokens(amountOutMin, path, to, deadline): the tokens go to the new account.
    const { args } = decodeFunctionData({ abi: parseAbi(['function swapExactETHForTokens(uint256,address[],address,uint256) payable']), data: transaction.data });
    expect(String(args[2]).toLowerCase(), 'delivered to').to.equal(DEV_ACCOUNTS[8]?.toLowerCase());
  });

  it('a network change while the approval is being built: the wallet is asked nothing, and Approve is no longer offered', async () => {
    resetAll();
    project = uniqueProjectId('swap-approve-moved');
    ({ wallet, stop } = await announceDemoWallet(7, { eip5792: false }));
    const modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'project-id': project })) as ModalElement;
    await connectWithClick(modal);
    await openSwapOnAccount(modal);
    await chooseSwapToken(modal, 'You pay', 'ETH', 'USDC', 'USD Coin');
    await chooseSwapToken(modal, 'You receive', 'Select token', 'WETH', 'Wrapped Ether');
    const { apiUrl } = await stackInfo();
    // The allowance falls short, whatever the chain says: the approval is asked for.
    await serveAnswer(apiUrl, project, '/v1/convert/allowance', { body: { allowance: '0' } });
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), '100');
    await waitFor(() => textOf(modal).includes('Minimum received') && buttonNamed(modal, 'Review swap'), 'the quote', 600);
    buttonNamed(modal, 'Review swap')?.click();
    const approve = () => [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])].find((button) => button.textContent?.trim() === 'Approve USDC');
    // The approval's build answers after 3 s; meanwhile the wallet moves to Base.
    await addDataFault(project, { path: '/v1/convert/build-approve', mode: 'slow', delayMs: 3_000, times: 1 });
    wallet.controls.setApproval('manual');
    (await waitFor(approve, 'Approve USDC', 600)).click();
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'the modal on eip155:8453');
    const { apiUrl: api } = await stackInfo();
    const built = async () => {
      const log = (await (await fetch(`${api}/__log`)).json()) as { path: string; query: string; method: string; status: number }[];
      return log.some((entry) => entry.path === '/v1/convert/build-approve' && entry.method !== 'OPTIONS' && entry.query.includes(project) && entry.status === 200);
    };
    await until(built, 'the approval built', 10_000);
    // Frames in which the approval would reach the wallet, if it could.
    const asked = await waitFor(() => sendsAsked().length > 0, 'a transaction asked', 120).then(() => true, () => false);
    expect(asked, 'the approval built for Ethereum was sent on Base').to.equal(false);
    expect(approve(), 'Approve offered').to.equal(undefined);
  });

  it('a network change while the approval is mined: once it is confirmed the form is emptied, not reviewed on the new network', async function () {
    // The approval must stay pending until this test mines, and its mine settles what other files hold pending.
    this.timeout(6 * 60_000);
    await holdManualMining();
    try {
      await approvalMinedAfterTheMove();
    } finally {
      await releaseManualMining();
    }
  });

  async function approvalMinedAfterTheMove(): Promise<void> {
    resetAll();
    project = uniqueProjectId('swap-approval-mined-moved');
    // The stack's manual-mining chain mines only when told: the approval waits in its pool while
    // the wallet moves. Dev account 2 holds USDC there and no other file sends from it on that chain.
    const { chains, apiUrl } = await stackInfo();
    const held = await manualMiningChainId();
    wallet = createDemoWallet({ chains, accountIndex: 2, knownChainIds: [held, 8453], eip5792: false });
    stop = wallet.announce();
    const modal = (await mountModal({ networks: `eip155:${held},eip155:8453`, 'project-id': project })) as ModalElement;
    await connectWithClick(modal);
    await openSwapOnAccount(modal);
    await chooseSwapToken(modal, 'You pay', 'ETH', 'USDC', 'USD Coin');
    await chooseSwapToken(modal, 'You receive', 'Select token', 'WETH', 'Wrapped Ether');
    // The allowance falls short, whatever the chain says: the approval is asked for.
    await serveAnswer(apiUrl, project, '/v1/convert/allowance', { body: { allowance: '0' } });
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), '100');
    await waitFor(() => textOf(modal).includes('Minimum received') && buttonNamed(modal, 'Review swap'), 'the quote', 600);
    buttonNamed(modal, 'Review swap')?.click();
    const approve = () => [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])].find((button) => button.textContent?.trim() === 'Approve USDC');
    (await waitFor(approve, 'Approve USDC', 600)).click();
    const pending = () => dialogOf(modal)?.querySelector('[data-progress="pending-approve"]');
    await waitFor(pending, 'the approval pending', 600);
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'the modal on eip155:8453');
    // Still followed on the network it was sent on: a pending approval keeps its form.
    expect(pending(), 'the approval still pending after the move').to.not.equal(null);
    await mine(held);
    // Confirmed on the network left: nothing to review on Base with the other network's quote, the form is emptied.
    await waitFor(() => !dialogOf(modal)?.querySelector('[data-progress]'), 'the approval followed to its end', 1200);
    expect(dialogOf(modal)?.querySelector('[data-outcome]'), 'a failure shown').to.equal(null);
    expect(approve(), 'Approve offered').to.equal(undefined);
    expect(textOf(modal)).to.not.contain('Minimum received');
    (await waitFor(() => buttonNamed(modal, 'Cancel'), 'Cancel on the emptied preview')).click();
    await waitFor(() => viewOf(modal) === 'Swap', 'Swap');
    await waitFor(() => buttonNamed(modal, 'You pay: ETH') && buttonNamed(modal, 'You receive: Select token'), "Base's form", 600);
  }
});
