// A compromised convert service cannot make Swap move the visitor's funds anywhere: whatever
// build-transaction and build-approve answer, the wallet is asked only for a swap to the
// network's router with the value the preview showed, or an approval of exactly that amount for
// that router; anything else stops with 'The swap service returned a transaction that does not
// match your quote' and the wallet is asked nothing. The demo wallet holds every request for
// approval (manual mode), so a request that should never have been made is seen, and nothing is
// ever sent.
import { expect } from 'chai';
import { encodeFunctionData, erc20Abi, getAddress, parseAbi, parseEther } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import type { DemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, fieldNamed, mountModal, resetAll, textOf, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { clearAnswers, serveAnswer } from '../fuzz/fuzzKit';
import { chooseSwapToken, openSwapOnAccount } from './swapKit';
import { uniqueProjectId } from './walletListKit';
import { stackInfo } from '../stack/stackInfo';
import { rpc } from '../support/chainRpc';
import { waitForReceipt } from '../support/chainReads';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
const USER = DEV_ACCOUNTS[7];
const DEAD = '0x000000000000000000000000000000000000dEaD';
const MISMATCH = 'The swap service returned a transaction that does not match your quote';
const UNISWAP_V2 = parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable']);
// 1inch v6's pool routes: the pools (packed with flags into `dex`), not the call, decide what is received.
const POOL_ROUTES = parseAbi(['function ethUnoswap(uint256 minReturn, uint256 dex) payable', 'function clipperSwap(uint256 clipperExchange, uint256 srcToken, address dstToken, uint256 inputAmount, uint256 outputAmount, uint256 goodUntil, bytes32 r, bytes32 vs) payable']);

describe('Swap with a compromised convert service', function () {
  this.timeout(120_000);
  let stop: (() => void) | undefined;
  let wallet: DemoWallet;
  let modal: ModalElement;
  let project: string;
  let tracked: { event: string; properties: Record<string, unknown> }[] = [];

  async function market() {
    const { market: markets, tokens } = await stackInfo();
    const usdc = tokens['1']?.find((token) => token.symbol === 'USDC')?.address as string;
    const weth = tokens['1']?.find((token) => token.symbol === 'WETH')?.address as string;
    return { router: markets['1']?.router as string, usdc, weth };
  }

  async function openSwap(options: { eip5792?: boolean } = {}): Promise<void> {
    resetAll();
    project = uniqueProjectId('swap-hostile');
    ({ wallet, stop } = await announceDemoWallet(7, options));
    modal = (await mountModal({ networks: 'eip155:1', 'project-id': project })) as ModalElement;
    tracked = [];
    modal.addEventListener('track', (event) => tracked.push((event as CustomEvent<{ event: string; properties: Record<string, unknown> }>).detail));
    await connectWithClick(modal);
    // From here on every wallet request waits: one that reaches the wallet is seen, and none is sent.
    wallet.controls.setApproval('manual');
    await openSwapOnAccount(modal);
  }

  const choose = (side: 'You pay' | 'You receive', current: string, symbol: string, name: string) => chooseSwapToken(modal, side, current, symbol, name);

  async function review(amount: string): Promise<void> {
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), amount);
    await waitFor(() => textOf(modal).includes('Minimum received'), 'the quote', 600);
    buttonNamed(modal, 'Review swap')?.click();
    await waitFor(() => viewOf(modal) === 'SwapPreview', 'SwapPreview');
  }

  const serve = async (path: string, body: unknown) => serveAnswer((await stackInfo()).apiUrl, project, path, { body });
  const alertText = () => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent ?? '';
  const swapErrors = () => tracked.filter(({ event }) => event === 'SWAP_ERROR');
  /** The dialog's enabled button that reads exactly `name`. */
  const enabledButton = (name: string) => [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])].find((button) => button.textContent?.trim() === name);

  afterEach(async () => {
    await clearAnswers(project);
    for (const request of wallet?.controls.pending() ?? []) wallet.controls.reject(request.id);
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('build-transaction: another target, sender or network, or a router call that pays someone else, less, or another token, stops with the mismatch and asks the wallet nothing', async () => {
    const { router, usdc, weth } = await market();
    const { market: markets } = await stackInfo();
    const weth9 = markets['1']?.weth as `0x${string}`;
    await openSwap();
    await choose('You receive', 'Select token', 'USDC', 'USD Coin');
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 1200);
    // swapExactETHForTokens on the stack's Uniswap V2 router, as the twin builds it.
    const ethForTokens = (amountOutMin: bigint, last: string, to: string) =>
      encodeFunctionData({ abi: UNISWAP_V2, functionName: 'swapExactETHForTokens', args: [amountOutMin, [weth9, last as `0x${string}`], to as `0x${string}`, deadline] });
    const enough = 10n ** 12n; // far more USDC (base units) than 0.01 ETH buys: the minimum is met
    const tx = { from: `eip155:1:${USER}`, to: `eip155:1:${router}`, data: ethForTokens(enough, usdc, USER), amount: String(enough), eip155: { gas: '300000', gasPrice: '1000000000' } };
    const hostile = [
      // The attack of the issue: the swap to another address, "amount" 50 ETH.
      { ...tx, to: `eip155:1:${DEAD}`, amount: String(parseEther('50')) },
      { ...tx, to: `eip155:8453:${router}` },
      { ...tx, from: `eip155:1:${DEAD}` },
      { ...tx, data: '0x' },
      // The right router, but its call pays someone else, guarantees less than shown, delivers another token, or is not a swap.
      { ...tx, data: ethForTokens(enough, usdc, DEAD) },
      { ...tx, data: ethForTokens(1n, usdc, USER) },
      { ...tx, data: ethForTokens(enough, weth, USER) },
      { ...tx, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEAD, 1n] }) },
      // A pool route through a pool the service chose (a USDC/WETH pair of its own, say): whatever
      // the call says, that contract decides what the visitor receives.
      { ...tx, data: encodeFunctionData({ abi: POOL_ROUTES, functionName: 'ethUnoswap', args: [enough, BigInt(DEAD)] }) },
      { ...tx, data: encodeFunctionData({ abi: POOL_ROUTES, functionName: 'clipperSwap', args: [BigInt(DEAD), 0n, usdc as `0x${string}`, parseEther('0.01'), enough, 2n ** 40n, `0x${'00'.repeat(32)}`, `0x${'00'.repeat(32)}`] }) },
    ];
    for (const [index, answer] of hostile.entries()) {
      await serve('/v1/convert/build-transaction', { tx: answer });
      if (index === 0) await review('0.01');
      else buttonNamed(modal, 'Try again')?.click();
      // Each refusal is tracked once: the count tells this answer's check from the last one's.
      await waitFor(() => swapErrors().length === index + 1 && alertText() === MISMATCH, `the mismatch for answer ${index}`, 600).catch((error: Error) => {
        throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
      });
      expect(swapErrors()[index]?.properties.step).to.equal('swap');
      expect(!!enabledButton('Swap'), 'a Swap to press').to.equal(false);
      expect(wallet.controls.pending(), `answer ${index}: nothing asked of the wallet`).to.deep.equal([]);
      await clearAnswers(project);
    }
  });

  it('the value sent is the amount the preview showed, whatever the service says the amount is; the preview names the router', async () => {
    const { router } = await market();
    await openSwap();
    await choose('You receive', 'Select token', 'USDC', 'USD Coin');
    // The swap the twin builds for 0.01 ETH, but with "amount" 50 ETH: only ever read as what
    // the swap is expected to deliver, never as the value to send.
    const { apiUrl, tokens } = await stackInfo();
    const usdc = `eip155:1:${tokens['1']?.find((token) => token.symbol === 'USDC')?.address}`;
    const built = (await (
      await fetch(`${apiUrl}/v1/convert/build-transaction?projectId=${project}&st=appkit&sv=html-wagmi-4.2.2`, {
        method: 'POST',
        body: JSON.stringify({ amount: String(parseEther('0.01')), eip155: { slippage: 1 }, projectId: project, from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', to: usdc, userAddress: `eip155:1:${USER}`, disableEstimate: true }),
      })
    ).json()) as { tx: Record<string, unknown> };
    await serve('/v1/convert/build-transaction', { tx: { ...built.tx, amount: String(parseEther('50')) } });
    await review('0.01');
    const swap = await waitFor(() => enabledButton('Swap'), 'Swap enabled', 600);
    const rows = Object.fromEntries([...(dialogOf(modal)?.querySelectorAll('.wm-summary > div') ?? [])].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')]));
    expect(rows.Contract?.getAttribute('aria-label')).to.equal(getAddress(router));
    expect(rows['Value sent']?.textContent).to.equal('0.01 ETH');
    swap.click();
    const [request] = await waitFor(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the wallet asked', 600);
    const [sent] = request?.params as [{ to: string; value: string }];
    expect([sent.to.toLowerCase(), BigInt(sent.value)]).to.deep.equal([router.toLowerCase(), parseEther('0.01')]);
  });

  it('build-approve: a transfer, an approval for another spender, of another amount or to another contract stops with the mismatch', async () => {
    const { router, usdc, weth } = await market();
    // A wallet without batches: the approval is its own step.
    await openSwap({ eip5792: false });
    await choose('You pay', 'ETH', 'USDC', 'USD Coin');
    await choose('You receive', 'Select token', 'WETH', 'Wrapped Ether');
    // The allowance falls short, whatever the chain says: the approval is asked for.
    await serve('/v1/convert/allowance', { allowance: '0' });
    await review('100');
    const hundred = 100_000_000n;
    const approve = (spender: string, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] });
    const tx = { from: `eip155:1:${usdc}`, to: `eip155:1:${weth}`, data: approve(router, hundred), value: '0', eip155: { gasPrice: '1' } };
    const hostile = [
      // The attack of the issue: "the approval" is transfer(0x…dEaD, 1000 USDC).
      { ...tx, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEAD, 1000n * 1_000_000n] }) },
      { ...tx, data: approve(DEAD, hundred) },
      { ...tx, data: approve(router, (1n << 256n) - 1n) },
      { ...tx, data: `${approve(router, hundred)}00` },
      { ...tx, from: `eip155:1:${weth}` },
      { ...tx, from: `eip155:8453:${usdc}` },
      { ...tx, value: '1' },
    ];
    for (const [index, answer] of hostile.entries()) {
      await serve('/v1/convert/build-approve', { tx: answer });
      (await waitFor(() => enabledButton('Approve USDC'), 'Approve USDC', 600)).click();
      await waitFor(() => swapErrors().length === index + 1 && alertText() === MISMATCH, `the mismatch for answer ${index}`, 600).catch((error: Error) => {
        throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
      });
      expect(swapErrors()[index]?.properties.step).to.equal('approve');
      expect(wallet.controls.pending(), `answer ${index}: nothing asked of the wallet`).to.deep.equal([]);
      await clearAnswers(project);
      await serve('/v1/convert/allowance', { allowance: '0' });
      buttonNamed(modal, 'Try again')?.click();
    }
    // The honest approval: exactly 100 USDC for the router, sent to USDC.
    (await waitFor(() => enabledButton('Approve USDC'), 'Approve USDC', 600)).click();
    const [request] = await waitFor(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the wallet asked', 600);
    const [sent] = request?.params as [{ to: string; data: string; value: string }];
    expect([sent.to.toLowerCase(), sent.data, BigInt(sent.value)]).to.deep.equal([usdc.toLowerCase(), approve(router, hundred), 0n]);
  });

  it('approval and swap as one batch: a tampered approval or swap stops the review with the mismatch, and the wallet is asked nothing', async () => {
    const { router, usdc, weth } = await market();
    await openSwap();
    await choose('You pay', 'ETH', 'USDC', 'USD Coin');
    await choose('You receive', 'Select token', 'WETH', 'Wrapped Ether');
    await serve('/v1/convert/allowance', { allowance: '0' });
    const hundred = 100_000_000n;
    const approve = (spender: string, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] });
    const approval = { from: `eip155:1:${usdc}`, to: `eip155:1:${weth}`, data: approve(router, hundred), value: '0', eip155: { gasPrice: '1' } };
    // The swap the twin builds for 100 USDC, but paying someone else.
    const swapFor = encodeFunctionData({
      abi: parseAbi(['function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)']),
      functionName: 'swapExactTokensForTokens',
      args: [hundred, 1n, [usdc as `0x${string}`, weth as `0x${string}`], DEAD, BigInt(Math.floor(Date.now() / 1000) + 1200)],
    });
    const cases = [
      { step: 'approve', path: '/v1/convert/build-approve', body: { tx: { ...approval, data: approve(DEAD, hundred) } } },
      { step: 'swap', path: '/v1/convert/build-transaction', body: { tx: { from: `eip155:1:${USER}`, to: `eip155:1:${router}`, data: swapFor, amount: '1', eip155: { gas: '300000', gasPrice: '1' } } } },
    ];
    for (const [index, { step, path, body }] of cases.entries()) {
      await serve(path, body);
      if (index === 0) await review('100');
      else buttonNamed(modal, 'Try again')?.click();
      await waitFor(() => swapErrors().length === index + 1 && alertText() === MISMATCH, `the mismatch of the ${step}`, 600).catch((error: Error) => {
        throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
      });
      expect(swapErrors()[index]?.properties.step).to.equal(step);
      expect(enabledButton('Approve USDC and swap'), 'nothing to press').to.equal(undefined);
      expect(wallet.controls.pending(), `${step}: nothing asked of the wallet`).to.deep.equal([]);
      await clearAnswers(project);
      await serve('/v1/convert/allowance', { allowance: '0' });
    }
    // Both honest: one batch, the approval then the swap (simulated first: the account gets USDC to pay with, on chain).
    const { chains, market: markets } = await stackInfo();
    const buy = encodeFunctionData({
      abi: UNISWAP_V2,
      functionName: 'swapExactETHForTokens',
      args: [hundred, [markets['1']?.weth as `0x${string}`, usdc as `0x${string}`], USER, BigInt(Math.floor(Date.now() / 1000) + 1200)],
    });
    // A gas limit of its own: one estimated to the unit ran out when the pool moved between the
    // estimate and the block (status 0x0 now and then, in CI and alone).
    const hash = (await rpc(chains['1'] as string, 'eth_sendTransaction', [{ from: USER, to: router, value: `0x${parseEther('0.1').toString(16)}`, data: buy, gas: '0x493e0' }])) as string;
    expect((await waitForReceipt(chains['1'] as string, hash)).status).to.equal('0x1');
    buttonNamed(modal, 'Try again')?.click();
    (await waitFor(() => enabledButton('Approve USDC and swap'), 'Approve USDC and swap', 600)).click();
    const [request] = await waitFor(() => (wallet.controls.pending().length ? wallet.controls.pending() : undefined), 'the wallet asked', 600);
    expect(request?.method).to.equal('wallet_sendCalls');
    const [{ calls }] = request?.params as [{ calls: { to: string; data: string }[] }];
    expect(calls.map((call) => call.to.toLowerCase())).to.deep.equal([usdc.toLowerCase(), router.toLowerCase()]);
    expect(calls[0]?.data).to.equal(approve(router, hundred));
  });

  it("tokens whose decimals the service misstates: the amounts shown would be off by powers of ten, so the review stops with the mismatch and asks the wallet nothing", async () => {
    const { apiUrl } = await stackInfo();
    // The twin's own list, with USDC said to have 18 decimals (it has 6 on chain).
    const listed = (await (await fetch(`${apiUrl}/v1/convert/tokens?chainId=eip155:1&projectId=${uniqueProjectId('swap-list')}&st=appkit&sv=html-wagmi-4.2.2`)).json()) as {
      tokens: { symbol: string; decimals: number }[];
    };
    const usdc = listed.tokens.find((token) => token.symbol === 'USDC');
    expect(usdc?.decimals, "the twin's USDC").to.equal(6);
    const misstated = { ...listed, tokens: listed.tokens.map((token) => (token.symbol === 'USDC' ? { ...token, decimals: 18 } : token)) };
    await openSwap();
    // The misstated list from now on, read when Swap opens again.
    await serve('/v1/convert/tokens', misstated);
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back')).click();
    await openSwapOnAccount(modal);
    await choose('You receive', 'Select token', 'USDC', 'USD Coin');
    await review('0.01');
    await waitFor(() => alertText() === MISMATCH, 'the mismatch', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    expect(enabledButton('Swap'), 'Swap enabled').to.equal(undefined);
    expect(swapErrors().at(-1)?.properties.mismatch).to.equal('USDC has 6 decimals on chain, not 18');
    expect(wallet.controls.pending(), 'requests to the wallet').to.deep.equal([]);
  });
});
