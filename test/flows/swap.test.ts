// Swap through the demo browser wallet on the stack's real Uniswap V2 market (anvil chain 1):
// ETH to USDC, then USDC to WETH with the approval first (a wallet without EIP-5792), or with
// the approval in the same batch, asked once (the demo wallet with it); what arrives is read on
// chain and is at least the minimum the modal showed. A quote the market refuses is said as the service
// says it; a network outside the swap list offers no swap and calls nothing.
import { expect } from 'chai';
import { encodeFunctionData, decodeFunctionResult, erc20Abi, parseAbi } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import { configure } from '../../src/stores/config';
import { stackTokenBalance, waitForReceipt } from '../support/chainReads';
import { $activeNetwork } from '../../src/stores/network';
import { rpc } from '../support/chainRpc';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { switchNetwork } from '../../src/actions/switchNetwork';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, resetAll, typeInto, waitFor, viewOf, textOf, toastOf, fieldNamed } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { chooseSwapToken, openSwapOnAccount } from './swapKit';
import { $projectSettings } from '../../src/stores/projectSettings';
import { clearAnswers, serveAnswer } from '../fuzz/fuzzKit';
import { uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
// Dev account 7: only ETH is sent from it elsewhere, so its USDC and WETH move only here.
const SWAPPER = DEV_ACCOUNTS[7];

const ROUTER = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)']);

/** What the stack's router pays on chain 1 for `amountIn` wei of ETH in a token. */
async function routerQuote(amountIn: bigint, symbol: string): Promise<bigint> {
  const { chains, tokens, market } = await stackInfo();
  const token = tokens['1']?.find((candidate) => candidate.symbol === symbol)?.address as `0x${string}`;
  const { router, weth } = market['1'] as { router: string; weth: string };
  const data = encodeFunctionData({ abi: ROUTER, functionName: 'getAmountsOut', args: [amountIn, [weth as `0x${string}`, token]] });
  const result = (await rpc(chains['1'] as string, 'eth_call', [{ to: router, data }, 'latest'])) as `0x${string}`;
  const amounts = decodeFunctionResult({ abi: ROUTER, functionName: 'getAmountsOut', data: result });
  return amounts[amounts.length - 1] as bigint;
}

/** An amount of `decimals` base units as English writes it with `places` decimals at most, rounded as asked. */
function english(amount: bigint, decimals: number, places: number, roundingMode: 'trunc' | 'halfExpand'): string {
  const text = `${amount / 10n ** BigInt(decimals)}.${(amount % 10n ** BigInt(decimals)).toString().padStart(decimals, '0')}`;
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: places, roundingMode } as Intl.NumberFormatOptions).format(text as unknown as number);
}

/** The toast of a confirmed swap once it reads `start`, and the transaction its link opens (confirmed, from the swapper). */
async function swapToast(modal: Element, start: string): Promise<{ text: string; link: HTMLAnchorElement; hash: string }> {
  const toast = await waitFor(() => (toastOf(modal).startsWith(start) ? modal.shadowRoot?.querySelector('.wm-toast') : undefined), `the toast '${start}…'`, 900).catch(
    (error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}; the toast: ${toastOf(modal)}`);
    },
  );
  const link = toast.querySelector('a');
  if (!link) expect.fail(`the toast '${toast.textContent}' links no transaction`);
  const explorer = $activeNetwork.get().blockExplorers?.default.url.replace(/\/+$/, '');
  const hash = link.href.slice(`${explorer}/tx/`.length);
  expect(link.href, 'a page of the network explorer').to.equal(`${explorer}/tx/${hash}`);
  expect(link.target).to.equal('_blank');
  const { chains } = await stackInfo();
  const receipt = await waitForReceipt(chains['1'] as string, hash);
  expect([receipt.status, receipt.from.toLowerCase()]).to.deep.equal(['0x1', SWAPPER.toLowerCase()]);
  return { text: toast.textContent ?? '', link, hash };
}

/** The minimum received the form shows, in base units of a token with `decimals`. */
function minimumShown(modal: Element, decimals: number): bigint {
  const text = [...(dialogOf(modal)?.querySelectorAll('.wm-summary > div') ?? [])].find((row) => row.querySelector('dt')?.textContent === 'Minimum received')?.querySelector('dd')?.textContent ?? '';
  const [whole = '0', fraction = ''] = (text.split(' ')[0] ?? '0').replaceAll(',', '').split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

describe('Swap on the local market', function () {
  this.timeout(90_000);
  let stop: (() => void) | undefined;
  let modal: ModalElement;
  let wallet: DemoWallet;

  let tracked: string[] = [];

  async function openSwap(options: { eip5792?: boolean } = {}): Promise<void> {
    resetAll();
    ({ stop, wallet } = await announceDemoWallet(7, options));
    modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    tracked = [];
    modal.addEventListener('track', (event) => tracked.push((event as CustomEvent<{ event: string }>).detail.event));
    await connectWithClick(modal);
    await openSwapOnAccount(modal);
  }

  const choose = (side: 'You pay' | 'You receive', current: string, symbol: string, name: string) => chooseSwapToken(modal, side, current, symbol, name);

  async function swap(amount: string, to: string, decimals: number): Promise<{ minimum: bigint }> {
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), amount);
    await waitFor(() => textOf(modal).includes('Minimum received'), 'the quote', 600);
    expect(textOf(modal)).to.match(new RegExp(`1 \\w+ = [\\d.,]+ ${to}`));
    const minimum = minimumShown(modal, decimals);
    buttonNamed(modal, 'Review swap')?.click();
    await waitFor(() => viewOf(modal) === 'SwapPreview', 'SwapPreview');
    return { minimum };
  }

  /** Swap opened, and USDC to pay with: an ETH swap first (no approval for the native coin: one transaction). */
  async function openSwapWithUsdc(): Promise<void> {
    await openSwap();
    await choose('You receive', 'Select token', 'USDC', 'USD Coin');
    await swap('0.1', 'USDC', 6);
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('.wm-actions button:last-child:not([disabled])'), 'Swap enabled', 600)).click();
    await swapToast(modal, 'Swapped 0.1 ETH for ');
  }

  /** From Account: 50 USDC to WETH with the approval in one batch, until it is said swapped or replaced. */
  async function batchSwapUntilItEnds(): Promise<void> {
    (await waitFor(() => buttonNamed(modal, 'Swap'), 'Swap on Account')).click();
    await waitFor(() => buttonNamed(modal, 'You pay: ETH'), 'ETH to pay with', 600);
    await choose('You pay', 'ETH', 'USDC', 'USD Coin');
    await choose('You receive', 'Select token', 'WETH', 'Wrapped Ether');
    await swap('50', 'WETH', 18);
    (await waitFor(() => buttonNamed(modal, 'Approve USDC and swap'), 'Approve USDC and swap', 600)).click();
    await waitFor(() => textOf(modal).includes('replaced by another one') || toastOf(modal).startsWith('Swapped 50 USDC'), 'the swap ended', 1800).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}; the toast: ${toastOf(modal)}`);
    });
  }

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('ETH to USDC, then USDC to WETH after approving USDC (a wallet without batches); each receives at least the minimum shown, said with its link, and one row each in Activity', async () => {
    await openSwap({ eip5792: false });
    await choose('You receive', 'Select token', 'USDC', 'USD Coin');
    const usdcBefore = await stackTokenBalance(1, 'USDC', SWAPPER);
    const { minimum } = await swap('0.5', 'USDC', 6);
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('.wm-actions button:last-child:not([disabled])'), 'Swap enabled', 600)).click();
    const first = await swapToast(modal, 'Swapped 0.5 ETH for ');
    const usdcGained = (await stackTokenBalance(1, 'USDC', SWAPPER)) - usdcBefore;
    expect(usdcGained >= minimum && minimum > 0n, `${usdcGained} >= ${minimum}`).to.equal(true);
    // The toast says the amount that arrived, as the chain has it.
    expect(first.text).to.equal(`Swapped 0.5 ETH for ${english(usdcGained, 6, 4, 'trunc')} USDCView on explorer`);

    // USDC to WETH: the router may not spend USDC yet, so the preview asks for the approval first.
    (await waitFor(() => buttonNamed(modal, 'Swap'), 'Swap on Account')).click();
    await waitFor(() => buttonNamed(modal, 'You pay: ETH'), 'ETH to pay with', 600);
    await choose('You pay', 'ETH', 'USDC', 'USD Coin');
    await choose('You receive', 'Select token', 'WETH', 'Wrapped Ether');
    const wethBefore = await stackTokenBalance(1, 'WETH', SWAPPER);
    const second = await swap('100', 'WETH', 18);
    (await waitFor(() => buttonNamed(modal, 'Approve USDC'), 'Approve USDC', 600)).click();
    await waitFor(() => buttonNamed(modal, 'Swap') && !buttonNamed(modal, 'Swap')?.disabled && !textOf(modal).includes('Approve USDC'), 'approved, Swap enabled', 900).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    buttonNamed(modal, 'Swap')?.click();
    const secondToast = await swapToast(modal, 'Swapped 100 USDC for ');
    const wethGained = (await stackTokenBalance(1, 'WETH', SWAPPER)) - wethBefore;
    expect(wethGained >= second.minimum && second.minimum > 0n, `${wethGained} >= ${second.minimum}`).to.equal(true);
    expect(secondToast.text).to.equal(`Swapped 100 USDC for ${english(wethGained, 18, 4, 'trunc')} WETHView on explorer`);

    // Activity: each swap one row that says what was paid and what came in (3 decimals, spec §9),
    // a link to the same transaction on the explorer, named for what it opens.
    (await waitFor(() => buttonNamed(modal, 'Activity'), 'Activity on Account')).click();
    await waitFor(() => viewOf(modal) === 'Activity', 'Activity');
    const rowOf = (hash: string) => dialogOf(modal)?.querySelector<HTMLAnchorElement>(`a.wm-activity-item[href$="/tx/${hash}"]`);
    const ethRow = await waitFor(() => rowOf(first.hash), 'the ETH to USDC swap in Activity', 600);
    const usdcRow = await waitFor(() => rowOf(secondToast.hash), 'the USDC to WETH swap in Activity', 600);
    const ethToUsdc = `Swapped 0.5 ETH → ${english(usdcGained, 6, 3, 'halfExpand')} USDC`;
    const usdcToWeth = `Swapped 100 USDC → ${english(wethGained, 18, 3, 'halfExpand')} WETH`;
    expect(ethRow.querySelector('.wm-token-name')?.textContent).to.equal(ethToUsdc.replace('Swapped ', 'Swapped'));
    expect(usdcRow.querySelector('.wm-token-name')?.textContent).to.equal(usdcToWeth.replace('Swapped ', 'Swapped'));
    expect(ethRow.getAttribute('aria-label')).to.equal(`${ethToUsdc}, View on explorer`);
    expect([ethRow.href, ethRow.target, ethRow.rel]).to.deep.equal([first.link.href, '_blank', 'noopener noreferrer']);
    expect(usdcRow.href).to.equal(secondToast.link.href);
    // The dollar value of what came in, as the history prices it (USDC at $1).
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(usdcGained) / 1e6);
    expect(ethRow.querySelector('.wm-activity-end')?.firstElementChild?.textContent).to.equal(dollars);
    // The token received, with a badge for a swap.
    expect(ethRow.querySelector('img.wm-token-icon')?.getAttribute('src')).to.contain('USDC');
    expect(ethRow.querySelector('[data-badge]')?.getAttribute('data-badge')).to.equal('trade');
    expect(tracked.filter((event) => event.startsWith('SWAP_'))).to.deep.equal(['SWAP_INITIATED', 'SWAP_SUCCESS', 'SWAP_APPROVAL_INITIATED', 'SWAP_INITIATED', 'SWAP_SUCCESS']);
  });

  it('USDC to WETH with the approval in the same batch: the wallet asks once, for both calls as checked, and the swap lands', async () => {
    await openSwap();
    const asked: string[] = [];
    const stopRecording = wallet.controls.onPendingChange((pending) => pending.forEach((request) => asked.includes(`${request.id}`) || asked.push(`${request.id}`)));
    // USDC to pay with: an ETH swap first (no approval for the native coin: one transaction).
    await choose('You receive', 'Select token', 'USDC', 'USD Coin');
    await swap('0.1', 'USDC', 6);
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('.wm-actions button:last-child:not([disabled])'), 'Swap enabled', 600)).click();
    await swapToast(modal, 'Swapped 0.1 ETH for ');

    (await waitFor(() => buttonNamed(modal, 'Swap'), 'Swap on Account')).click();
    await waitFor(() => buttonNamed(modal, 'You pay: ETH'), 'ETH to pay with', 600);
    await choose('You pay', 'ETH', 'USDC', 'USD Coin');
    await choose('You receive', 'Select token', 'WETH', 'Wrapped Ether');
    const wethBefore = await stackTokenBalance(1, 'WETH', SWAPPER);
    wallet.controls.setApproval('manual');
    const { minimum } = await swap('50', 'WETH', 18);
    const both = await waitFor(() => buttonNamed(modal, 'Approve USDC and swap'), 'Approve USDC and swap', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    // The approval is shown with the swap (its amount, the router as the spender), not as a step before it.
    expect(textOf(modal)).to.contain('Amount approved50 USDC');
    expect(textOf(modal)).to.not.contain('approve it first');
    const actions = [...(dialogOf(modal)?.querySelectorAll('.wm-actions button') ?? [])].map((button) => button.textContent?.trim());
    expect(actions, 'no separate approval').to.deep.equal(['Cancel', 'Approve USDC and swap']);
    asked.length = 0;
    both.click();
    const [request] = await waitFor(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the batch in the wallet', 600);
    expect(request?.method).to.equal('wallet_sendCalls');
    const { tokens, market } = await stackInfo();
    const usdc = tokens['1']?.find((token) => token.symbol === 'USDC')?.address as `0x${string}`;
    const router = market['1']?.router as `0x${string}`;
    const [batch] = request?.params as [{ version: string; chainId: string; from: string; atomicRequired: boolean; calls: { to: string; data: string; value: string }[] }];
    expect([batch.version, batch.chainId, batch.from.toLowerCase(), batch.atomicRequired]).to.deep.equal(['2.0.0', '0x1', SWAPPER.toLowerCase(), false]);
    // The approval of exactly the amount paid for the router, then the swap on the router.
    expect(batch.calls.map((call) => [call.to.toLowerCase(), BigInt(call.value)])).to.deep.equal([
      [usdc.toLowerCase(), 0n],
      [router.toLowerCase(), 0n],
    ]);
    expect(batch.calls[0]?.data).to.equal(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, 50_000_000n] }));
    wallet.controls.approve(request?.id as number);
    const toast = await swapToast(modal, 'Swapped 50 USDC for ');
    const wethGained = (await stackTokenBalance(1, 'WETH', SWAPPER)) - wethBefore;
    expect(wethGained >= minimum && minimum > 0n, `${wethGained} >= ${minimum}`).to.equal(true);
    expect(toast.text).to.equal(`Swapped 50 USDC for ${english(wethGained, 18, 4, 'trunc')} WETHView on explorer`);
    stopRecording();
    expect(asked, 'one request asked of the wallet').to.have.length(1);
    expect(tracked.filter((event) => event.startsWith('SWAP_')).slice(-3)).to.deep.equal(['SWAP_APPROVAL_INITIATED', 'SWAP_INITIATED', 'SWAP_SUCCESS']);
  });

  it("a wallet that says its batch went through, naming a transaction the chain has as reverted, is not believed: the swap failed, as another transaction than the one asked", async () => {
    await openSwapWithUsdc();
    // A transaction of the swapper's that reverted on chain: a transferFrom with no allowance, its gas given.
    const { tokens, chains } = await stackInfo();
    const usdc = tokens['1']?.find((token) => token.symbol === 'USDC')?.address as `0x${string}`;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [DEV_ACCOUNTS[0] as `0x${string}`, SWAPPER, 1n] });
    const reverted = (await rpc(chains['1'] as string, 'eth_sendTransaction', [{ from: SWAPPER, to: usdc, data, gas: '0x30000' }])) as string;
    expect((await waitForReceipt(chains['1'] as string, reverted)).status).to.equal('0x0');
    // The wallet sends the batch, then names that transaction as the batch's last, successful.
    const request = wallet.provider.request.bind(wallet.provider);
    let replaced: { status: string; transactionHash: string } | undefined;
    wallet.provider.request = async (args: { method: string; params?: unknown }) => {
      const answer = (await request(args)) as { status?: number; receipts?: { status: string; transactionHash: string }[] };
      if (args.method !== 'wallet_getCallsStatus' || answer.status !== 200 || !answer.receipts?.length) return answer;
      replaced = answer.receipts.at(-1);
      return { ...answer, receipts: answer.receipts.map((receipt, index, all) => (index === all.length - 1 ? { ...receipt, status: '0x1', transactionHash: reverted } : receipt)) };
    };

    await batchSwapUntilItEnds();
    expect(toastOf(modal), 'no success said').to.not.match(/^Swapped 50 USDC/);
    // The named transaction is not the batch's last call (a transferFrom, not the swap): another one.
    expect(textOf(modal)).to.contain('Your transaction was replaced by another one from your wallet.');
    // The failure is the named transaction's: the wallet's real last call went through.
    expect(replaced?.status, 'the lie was told over a batch that went through').to.equal('0x1');
    expect((await waitForReceipt(chains['1'] as string, replaced?.transactionHash as string)).status).to.equal('0x1');
  });

  it("a wallet that names someone else's successful transactions as its batch's is not believed: the swap is said replaced, never swapped", async () => {
    await openSwapWithUsdc();
    // Two successful transactions of a stranger (a fresh account the chain lets us send from).
    const { chains } = await stackInfo();
    const rpcUrl = chains['1'] as string;
    const stranger = `0x${crypto.getRandomValues(new Uint8Array(20)).reduce((hex, byte) => hex + byte.toString(16).padStart(2, '0'), '')}`;
    await rpc(rpcUrl, 'anvil_setBalance', [stranger, '0xde0b6b3a7640000']);
    await rpc(rpcUrl, 'anvil_impersonateAccount', [stranger]);
    const theirs: string[] = [];
    try {
      for (let i = 0; i < 2; i += 1) theirs.push((await rpc(rpcUrl, 'eth_sendTransaction', [{ from: stranger, to: stranger, value: '0x1' }])) as string);
    } finally {
      await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [stranger]);
    }
    for (const hash of theirs) expect((await waitForReceipt(rpcUrl, hash)).status).to.equal('0x1');
    // The wallet sends nothing, and says its batch went through with those.
    const request = wallet.provider.request.bind(wallet.provider);
    let asked = false;
    wallet.provider.request = async (args: { method: string; params?: unknown }) => {
      if (args.method === 'wallet_sendCalls') {
        asked = true;
        return { id: 'a-batch-never-sent' };
      }
      if (args.method === 'wallet_getCallsStatus') return { version: '2.0.0', id: 'a-batch-never-sent', chainId: '0x1', atomic: true, status: 200, receipts: theirs.map((transactionHash) => ({ status: '0x1', transactionHash, logs: [], blockHash: '0x', blockNumber: '0x1', gasUsed: '0x1' })) };
      return request(args);
    };
    try {
      await batchSwapUntilItEnds();
      expect(asked, 'the batch asked of the wallet').to.equal(true);
      expect(toastOf(modal), 'no success said').to.not.match(/^Swapped 50 USDC/);
      expect(tracked.filter((event) => event === 'SWAP_SUCCESS'), 'the first swap only').to.have.length(1);
    } finally {
      wallet.provider.request = request;
    }
  });

  it('an amount typed in "You receive" is priced into one to pay, and quoted', async () => {
    await openSwap();
    await choose('You receive', 'Select token', 'USDC', 'USD Coin');
    typeInto(await waitFor(() => fieldNamed(modal, 'You receive'), 'the amount to receive'), '300');
    await waitFor(() => textOf(modal).includes('Minimum received'), 'the quote', 600);
    // 300 USDC at the stack's prices is 0.1 ETH; the minimum is the router's quote for it, less 1 %.
    expect(fieldNamed(modal, 'You pay')?.value).to.equal('0.1');
    // Shown to 4 decimals, rounded down: never above the exact minimum, less than 0.0001 USDC under it.
    const exact = ((await routerQuote(10n ** 17n, 'USDC')) * 99n) / 100n;
    const shown = minimumShown(modal, 6);
    expect(shown <= exact && exact - shown < 100n, `${shown} shown for ${exact}`).to.equal(true);
  });

  it('a quote the market refuses is said as the service says it', async () => {
    await openSwap();
    await choose('You receive', 'Select token', 'USDC', 'USD Coin');
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), '5000000');
    const said = await waitFor(() => dialogOf(modal)?.querySelector('.wm-swap-details .wm-field-error')?.textContent, 'the refusal', 600);
    // 5,000,000 ETH is more than the pool holds: the service says liquidity, not balance.
    expect(said).to.equal('Conversion parameter error: insufficient liquidity');
    expect(buttonNamed(modal, 'Review swap')).to.equal(undefined);
  });

  it('outside the swap networks: "Network not supported for Swaps", and no convert call', async () => {
    resetAll();
    const { apiUrl, chains } = await stackInfo();
    // Sepolia is not a swap network; the demo wallet serves it from a local chain's RPC.
    const wallet = createDemoWallet({ chains: { ...chains, 11155111: chains['1'] as string }, accountIndex: 7, knownChainIds: [1, 11155111] });
    stop = wallet.announce();
    const project = `swap-unsupported-${Date.now()}`;
    modal = (await mountModal({ networks: 'eip155:1,eip155:11155111', 'project-id': project })) as ModalElement;
    await connectWithClick(modal);
    await switchNetwork('eip155:11155111');
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Swap'), 'Swap on Account')).click();
    await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent === 'Network not supported for Swaps', 'the refusal', 300);
    const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { path: string; query: string }[];
    expect(log.filter((entry) => entry.path.startsWith('/v1/convert') && entry.query.includes(project))).to.deep.equal([]);
  });

  it("the project's remote 'swap' switch, by its hosted id, takes Swap off Account and leaves Buy", async () => {
    resetAll();
    const project = uniqueProjectId('swap-remote-off');
    const { explorerUrl } = await stackInfo();
    // The hosted configuration names the switch 'swap' (AppKit's ConfigUtil), never 'swaps'.
    await serveAnswer(explorerUrl, project, '/appkit/v1/config', {
      body: { features: [{ id: 'swap', isEnabled: false, config: ['1inch'] }, { id: 'onramp', isEnabled: true, config: ['meld'] }, { id: 'activity', isEnabled: true, config: null }] },
    });
    try {
      ({ stop } = await announceDemoWallet(7));
      modal = (await mountModal({ networks: 'eip155:1', 'project-id': project })) as ModalElement;
      await waitFor(() => $projectSettings.get().remoteFeatures, 'the project configuration read', 600);
      await connectWithClick(modal);
      await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account');
      expect(buttonNamed(modal, 'Swap') === undefined, 'no Swap on Account').to.equal(true);
    } finally {
      await clearAnswers(project);
    }
  });

  it('the swaps and onramp features turned off hide Swap and Buy', async () => {
    resetAll();
    ({ stop } = await announceDemoWallet(7));
    modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    configure({ features: { swaps: false, onramp: false } });
    await connectWithClick(modal);
    expect(buttonNamed(modal, 'Send')).to.not.equal(undefined);
    expect(buttonNamed(modal, 'Swap')).to.equal(undefined);
    expect(buttonNamed(modal, 'Buy')).to.equal(undefined);
  });
});
