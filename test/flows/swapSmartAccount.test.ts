// An email user's smart account swaps a token that needs an approval (issue 28): the approval and
// the swap go as one batch, shown once on the secure frame's screen (both calls listed), and run
// as one user operation through the stack's bundler on the real Uniswap V2 market of chain 1: one
// transaction holds the approval and the swap, the allowance is used up, the tokens moved, the
// modal says so, and the Safe, not deployed before, is deployed by it.
import { expect } from 'chai';
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseAbi, parseEther, toHex, type Hex } from 'viem';
import { mainnet } from 'viem/chains';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { $activeNetwork } from '../../src/stores/network';
import { stackTokenBalance, tokenBalanceOf, waitForReceipt } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { signInThroughModal } from '../support/embeddedSignIn';
import { buttonNamed, dialogOf, fieldNamed, mountModal, resetAll, textOf, toastOf, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { clickFrameButton, waitForFramePage } from '../support/secureFrameClient';
import { stackInfo } from '../stack/stackInfo';
import { chooseSwapToken, openSwapOnAccount } from './swapKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

const ENABLED_KEY = '@wallet-modal/embedded/smartAccountEnabledNetworks';
// Dev account 8 buys the visitor's USDC on the market (it only sends ETH elsewhere).
const FUNDER = DEV_ACCOUNTS[8] as Hex;
const ROUTER = parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)']);
// ERC-4337's UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed).
const USER_OPERATION_EVENT = '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f';
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const APPROVAL = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

const topicOf = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`;

describe("an email user's smart account swaps with the approval in one batch", function () {
  // A login is a few mails and frame round trips; the batch is a user operation through the bundler.
  this.timeout(120_000);
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1', 'secure-site-url': stack.secureSiteUrl })) as ModalElement;
  });
  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('USDC to WETH: one approval screen listing both calls, one user operation that deploys the Safe, approves and swaps', async () => {
    const smart = await signInThroughModal(modal);
    await waitFor(() => localStorage.getItem(ENABLED_KEY) === '[1,8453]', 'the smart account networks saved', 600);
    expect(stores.$account.get().allAccounts.find((account) => account.type === 'smartAccount')?.address).to.equal(smart);
    const { chains, tokens, market } = await stackInfo();
    const rpcUrl = chains['1'] as string;
    const chain = createPublicClient({ chain: mainnet, transport: http(rpcUrl) });
    const usdc = tokens['1']?.find((token) => token.symbol === 'USDC')?.address as Hex;
    const { router, weth: routerWeth } = market['1'] as { router: Hex; weth: Hex };

    // The Safe pays its own gas (no paymaster) and holds USDC bought for it on the market.
    await rpc(rpcUrl, 'anvil_setBalance', [smart, toHex(parseEther('1'))]);
    // anvil's gas estimate for this call can fall just short (a revert out of gas): a limit is given.
    const buy = encodeFunctionData({ abi: ROUTER, functionName: 'swapExactETHForTokens', args: [1n, [routerWeth, usdc], smart, 2n ** 40n] }); // no deadline to speak of: the chain keeps its own time
    const bought = (await rpc(rpcUrl, 'eth_sendTransaction', [{ from: FUNDER, to: router, value: toHex(parseEther('0.1')), data: buy, gas: toHex(300_000n) }])) as Hex;
    expect((await waitForReceipt(rpcUrl, bought)).status).to.equal('0x1');
    const usdcBefore = await tokenBalanceOf(rpcUrl, usdc, smart);
    expect(usdcBefore > 50_000_000n, `the Safe holds ${usdcBefore} USDC base units`).to.equal(true);
    const wethBefore = await stackTokenBalance(1, 'WETH', smart);
    expect(await chain.getCode({ address: smart }), 'not deployed yet').to.equal(undefined);
    expect(stores.$account.get().smartAccountDeployed).to.equal(false);

    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    await openSwapOnAccount(modal);
    await chooseSwapToken(modal, 'You pay', 'ETH', 'USDC', 'USD Coin');
    await chooseSwapToken(modal, 'You receive', 'Select token', 'WETH', 'Wrapped Ether');
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), '50');
    await waitFor(() => textOf(modal).includes('Minimum received'), 'the quote', 600);
    buttonNamed(modal, 'Review swap')?.click();
    await waitFor(() => viewOf(modal) === 'SwapPreview', 'SwapPreview');
    const both = await waitFor(() => buttonNamed(modal, 'Approve USDC and swap'), 'Approve USDC and swap', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    const actions = [...(dialogOf(modal)?.querySelectorAll('.wm-actions button') ?? [])].map((button) => button.textContent?.trim());
    expect(actions, 'no separate approval').to.deep.equal(['Cancel', 'Approve USDC and swap']);
    both.click();

    // One screen in the secure frame: the batch from the smart account, both calls on it.
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    const frame = await waitFor(() => {
      const candidate = document.querySelector<HTMLIFrameElement>('iframe[title="Secure wallet"]');
      return candidate && candidate.style.visibility === 'visible' && candidate.getBoundingClientRect().height > 100 ? candidate : undefined;
    }, 'the secure frame shown over the modal', 600);
    const page = await waitForFramePage(frame, (found) => Boolean(found.screen?.approve.enabled), "the batch's screen, Approve on", 20_000);
    const rows = page.screen?.rows ?? [];
    const shown = (label: string) => rows.filter(([name]) => name === label).map(([, value]) => value);
    expect(shown('Calls'), JSON.stringify(rows)).to.deep.equal(['2']);
    const callRows = rows.filter(([name]) => /^Call \d+$/.test(name));
    expect(callRows.map(([name]) => name), JSON.stringify(rows)).to.deep.equal(['Call 1', 'Call 2']);
    expect(callRows[0]?.[1].toLowerCase()).to.contain(usdc.toLowerCase());
    expect(callRows[1]?.[1].toLowerCase()).to.contain(router.toLowerCase());
    await clickFrameButton(frame, 'Approve');

    // The modal says the swap is done, and links the transaction that carried the user operation.
    const toast = await waitFor(() => (toastOf(modal).startsWith('Swapped 50 USDC for ') ? modal.shadowRoot?.querySelector('.wm-toast') : undefined), 'the swap said done', 1200).catch(
      (error: Error) => {
        throw new Error(`${error.message}; the modal shows: ${textOf(modal)}; the toast: ${toastOf(modal)}`);
      },
    );
    const explorer = $activeNetwork.get().blockExplorers?.default.url.replace(/\/+$/, '');
    const href = toast.querySelector('a')?.href ?? '';
    expect(href.startsWith(`${explorer}/tx/`), href).to.equal(true);
    const hash = href.slice(`${explorer}/tx/`.length) as Hex;
    const receipt = await chain.getTransactionReceipt({ hash });
    expect(receipt.status).to.equal('success');
    // One user operation of the Safe, and in that same transaction the approval and the swap's pull of USDC.
    const operations = receipt.logs.filter((log) => log.topics[0] === USER_OPERATION_EVENT);
    expect(operations.map((log) => log.topics[2])).to.deep.equal([topicOf(smart)]);
    const usdcLogs = receipt.logs.filter((log) => log.address.toLowerCase() === usdc.toLowerCase());
    expect(usdcLogs.some((log) => log.topics[0] === APPROVAL && log.topics[1] === topicOf(smart) && log.topics[2] === topicOf(router)), 'the approval in it').to.equal(true);
    expect(usdcLogs.some((log) => log.topics[0] === TRANSFER && log.topics[1] === topicOf(smart) && BigInt(log.data) === 50_000_000n), 'the swap pulled 50 USDC').to.equal(true);
    // Approved exactly the amount paid, all of it spent; 50 USDC out, WETH in.
    expect(await chain.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [smart, router] })).to.equal(0n);
    expect(await tokenBalanceOf(rpcUrl, usdc, smart)).to.equal(usdcBefore - 50_000_000n);
    expect((await stackTokenBalance(1, 'WETH', smart)) > wethBefore, 'WETH arrived').to.equal(true);
    // Deployed by this user operation.
    expect(await chain.getCode({ address: smart }), 'deployed').to.not.equal(undefined);
    await waitFor(() => stores.$account.get().smartAccountDeployed === true, '$account.smartAccountDeployed', 600);
  });
});
