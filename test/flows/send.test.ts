// Send through the demo browser wallet on the stack's anvil chains: the visitor picks a token,
// types an amount and a recipient (an address or a name), reviews the fee and sends; the
// recipient's balance is then read from the chain itself. The form's rules (spec §5), a
// refusal in the wallet and a transaction that reverts on chain are shown as a visitor sees them.
import { expect } from 'chai';
import { encodeFunctionData, erc20Abi, getAddress } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { $tokenBalances } from '../../src/stores/tokenBalances';
import { balanceOf, freshAddress, tokenBalanceOf, waitForReceipt } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, nextFrame, resetAll, typeInto, waitFor, viewOf, textOf, toastOf, fieldNamed, submitButton } from '../support/modalTestKit';
import { chooseSendToken, fillSendForm, openSendForm, previewSend, sendButton } from '../support/sendKit';
import { addDataFault, clearDataFaults, uniqueProjectId } from '../support/dataService';
import { stackInfo } from '../stack/stackInfo';
import { until } from '../support/until';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

describe('Send through a browser wallet', function () {
  this.timeout(60_000);
  let stop: (() => void) | undefined;
  let wallet: DemoWallet;
  let modal: ModalElement;
  let tracked: string[];

  /** Connects dev account `index` and opens WalletSend from Account. */
  async function openSend(index: number, networks = 'eip155:1,eip155:8453', projectId = 'test-project'): Promise<void> {
    resetAll();
    ({ wallet, stop } = await announceDemoWallet(index));
    modal = (await mountModal({ networks, 'project-id': projectId })) as ModalElement;
    tracked = [];
    modal.addEventListener('track', (event) => tracked.push((event as CustomEvent<{ event: string }>).detail.event));
    await connectWithClick(modal);
    await openSendForm(modal, 'ETH');
  }

  const chooseToken = (symbol: string, name: string) => chooseSendToken(modal, 'ETH', symbol, name);

  const fillForm = (amount: string, to: string) => fillSendForm(modal, amount, to);

  const preview = () => previewSend(modal, 'ETH');

  /**
   * Dev account 8 gets 5 USDC from the deployer (dev account 9) and fills the form to send them
   * to a fresh address. The test then moves them away (back to the deployer), and back again.
   */
  async function sendFiveUsdc() {
    const { chains, tokens } = await stackInfo();
    const rpcUrl = chains['1'] as string;
    const usdc = tokens['1']?.find((token) => token.symbol === 'USDC')?.address as string;
    const sender = DEV_ACCOUNTS[8];
    const deployer = DEV_ACCOUNTS[9];
    const give = async (from: string, to: string, amount: bigint) =>
      waitForReceipt(rpcUrl, (await rpc(rpcUrl, 'eth_sendTransaction', [{ from, to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as `0x${string}`, amount] }) }])) as string);
    await give(deployer, sender, 5_000_000n);
    await openSend(8);
    await chooseToken('USDC', 'USD Coin');
    await fillForm('5', freshAddress());
    return {
      /** Moves all the sender's USDC to the deployer; resolves to the amount moved. */
      async moveAway(): Promise<bigint> {
        const held = await tokenBalanceOf(rpcUrl, usdc, sender);
        await give(sender, deployer, held);
        return held;
      },
      giveBack: (amount: bigint) => give(deployer, sender, amount),
    };
  }

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('sends ETH: the preview shows amount, recipient, network and fee; the recipient receives it on chain', async () => {
    const { chains } = await stackInfo();
    const to = freshAddress();
    await openSend(7);
    await fillForm('0.25', to);
    await preview();
    const shown = textOf(modal);
    expect(shown).to.contain('0.25 ETH');
    expect(shown).to.contain('≈ $750.00');
    // The recipient (typed in lower case) in its checksum case, shortened in the middle; whole for assistive technology.
    const checksummed = getAddress(to);
    expect(shown).to.contain(`${checksummed.slice(0, 6)}…${checksummed.slice(-4)}`);
    expect(shown).not.to.contain(to);
    expect(dialogOf(modal)?.querySelector('.wm-summary-address')?.getAttribute('aria-label')).to.equal(checksummed);
    expect(shown).to.contain('Ethereum');
    const before = stores.$account.get().balance;
    buttonNamed(modal, 'Send')?.click();
    await waitFor(() => toastOf(modal).startsWith('Sent 0.25 ETH'), 'the success toast', 600);
    expect(modal.shadowRoot?.querySelector<HTMLAnchorElement>('.wm-toast a')?.href).to.match(/^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
    await waitFor(() => viewOf(modal) === 'Account', 'back on Account');
    expect(await balanceOf(chains['1'] as string, to)).to.equal(250_000_000_000_000_000n);
    expect(tracked).to.include.members(['SEND_INITIATED', 'SEND_SUCCESS']);
    // The balance on Account is read again: less by the amount and the fee.
    await waitFor(() => stores.$account.get().balance !== before, 'the balance read again', 300);
  });

  it('sends an ERC-20 token (USDC) with its transfer call; the recipient holds it on chain', async () => {
    const { chains, tokens } = await stackInfo();
    const usdc = tokens['1']?.find((token) => token.symbol === 'USDC')?.address as string;
    const to = freshAddress();
    await openSend(9);
    await chooseToken('USDC', 'USD Coin');
    await fillForm('12.5', to);
    await preview();
    expect(textOf(modal)).to.contain('12.5 USDC');
    buttonNamed(modal, 'Send')?.click();
    await waitFor(() => toastOf(modal).startsWith('Sent 12.5 USDC'), 'the success toast', 600);
    expect(await tokenBalanceOf(chains['1'] as string, usdc, to)).to.equal(12_500_000n);
  });

  it("decimals the balance service misstates are caught on chain: the preview says so, and the wallet is asked nothing", async () => {
    const { apiUrl } = await stackInfo();
    const projectId = uniqueProjectId('send-decimals');
    // Dev account 9 holds USDC; nothing is sent from it here.
    const sender = DEV_ACCOUNTS[9] as string;
    // The twin's own balances of the account, with ETH said to have 20 decimals and USDC 8 (18 and 6 on chain).
    const answer = (await (await fetch(`${apiUrl}/v1/account/${sender}/balance?currency=usd&chainId=eip155:1&projectId=${projectId}&st=appkit&sv=html-wagmi-4.2.2`)).json()) as {
      balances: { symbol: string; quantity: { decimals: string; numeric: string } }[];
    };
    const misstated = { decimals: { ETH: '20', USDC: '8' } as Record<string, string> };
    expect(answer.balances.map((balance) => balance.symbol)).to.include.members(['ETH', 'USDC']);
    const balances = answer.balances.map((balance) => (misstated.decimals[balance.symbol] ? { ...balance, quantity: { ...balance.quantity, decimals: misstated.decimals[balance.symbol] } } : balance));
    await addDataFault(projectId, { path: '/v1/account/*/balance', mode: 'body', body: { balances } });
    await openSend(9, 'eip155:1,eip155:8453', projectId);
    wallet.controls.setApproval('manual');
    for (const [symbol, name] of [['ETH', ''], ['USDC', 'USD Coin']] as const) {
      if (name) await chooseToken(symbol, name);
      await fillForm('0.01', freshAddress());
      (await waitFor(() => (submitButton(modal)?.textContent === 'Preview send' ? submitButton(modal) : undefined), 'Preview send enabled', 300)).click();
      await waitFor(() => viewOf(modal) === 'WalletSendPreview', 'WalletSendPreview');
      const said = `The balance service gave details of ${symbol} that do not match the chain`;
      await waitFor(() => textOf(modal).includes(said), `the mismatch of ${symbol}`, 600).catch((error: Error) => {
        throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
      });
      expect(sendButton(modal), 'Send enabled').to.equal(undefined);
      expect(wallet.controls.pending(), 'requests to the wallet').to.deep.equal([]);
      (await waitFor(() => buttonNamed(modal, 'Cancel'), 'Cancel')).click();
      await waitFor(() => viewOf(modal) === 'WalletSend', 'back on WalletSend');
    }
  });

  it('says what is wrong with the form: a bad number, too much, a bad checksum, a name it resolves', async () => {
    await openSend(7);
    const amount = await waitFor(() => fieldNamed(modal, 'Amount'), 'the amount field');
    typeInto(amount, '1.2.3');
    await waitFor(() => textOf(modal).includes('Number 1.2.3 is not a valid decimal number.'), 'the decimal rule');
    expect(submitButton(modal)?.disabled).to.equal(true);
    typeInto(amount, '100000');
    await waitFor(() => submitButton(modal)?.textContent === 'Insufficient funds', 'Insufficient funds');
    // Max leaves what the fee needs: the preview then fits the balance.
    buttonNamed(modal, 'Max')?.click();
    await waitFor(() => /^\d+\.\d+$/.test(amount.value) && Number(amount.value) < 10_000, 'the amount less the fee', 300);
    typeInto(amount, '1');
    // The checksum of a mixed-case address is checked (strict mode): the spec's text, and under it what to do.
    const to = fieldNamed(modal, 'To') as HTMLInputElement;
    typeInto(to, DEV_ACCOUNTS[2].replace('C4', 'c4'));
    await waitFor(() => submitButton(modal)?.textContent === 'Address is invalid', 'Address is invalid on the button');
    const alert = dialogOf(modal)?.querySelector('[role="alert"]');
    expect(alert?.firstChild?.textContent).to.equal('Address is invalid');
    expect(alert?.querySelector('.wm-field-hint')?.textContent).to.equal('Check the letter case of this address');
    // Under it, not beside it.
    const [line1, line2] = [alert?.firstChild, alert?.querySelector('.wm-field-hint')].map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node as Node);
      return range.getBoundingClientRect();
    });
    expect((line2 as DOMRect).top).to.be.at.least((line1 as DOMRect).bottom - 1);
    // An address that is not one at all says only the spec's text.
    typeInto(to, '0x1234');
    await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent === 'Address is invalid', 'no case hint for a short address');
    // A name is looked up, and the address it points to shown before anything is sent: a chip
    // with the address shortened, named in full.
    typeInto(to, 'dev1.reown.id');
    const chip = await waitFor(() => dialogOf(modal)?.querySelector('output.wm-chip'), 'the name resolved', 300);
    expect(chip.getAttribute('aria-label')).to.equal(`dev1.reown.id is ${DEV_ACCOUNTS[1]}`);
    expect(chip.textContent).to.equal(`${DEV_ACCOUNTS[1].slice(0, 6)}…${DEV_ACCOUNTS[1].slice(-4)}`);
    await preview();
    expect(textOf(modal)).to.contain('dev1.reown.id');
    expect(dialogOf(modal)?.querySelector('.wm-summary-address')?.getAttribute('aria-label')).to.equal(`dev1.reown.id is ${DEV_ACCOUNTS[1]}`);
    buttonNamed(modal, 'Cancel')?.click();
    await waitFor(() => viewOf(modal) === 'WalletSend', 'back to the form');
    typeInto(fieldNamed(modal, 'To') as HTMLInputElement, 'nobody-here.reown.id');
    await waitFor(() => submitButton(modal)?.textContent === 'No account has that name', 'an unknown name', 300);
    expect(dialogOf(modal)?.querySelector('[role="alert"]')?.textContent).to.equal('No account has that name');
  });

  it('a name the service could not look up says so, not that nobody has it', async () => {
    const projectId = uniqueProjectId('send-names');
    await openSend(7, 'eip155:1,eip155:8453', projectId);
    await addDataFault(projectId, { path: '/v1/profile/account/*', mode: '503' });
    const amount = await waitFor(() => fieldNamed(modal, 'Amount'), 'the amount field');
    typeInto(amount, '0.01');
    typeInto(fieldNamed(modal, 'To') as HTMLInputElement, 'dev1.reown.id');
    await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent === 'Error resolving name', 'the failed lookup', 600);
    expect(submitButton(modal)?.textContent).to.equal('Error resolving name');
    expect(submitButton(modal)?.disabled).to.equal(true);
    expect(textOf(modal)).to.not.contain('No account has that name');
  });

  it("a name resolves to its address for the active network's coin type (ENSIP-11), not to whichever it lists first", async () => {
    const projectId = uniqueProjectId('send-name-chain');
    const onEthereum = freshAddress();
    const onBase = freshAddress();
    const created_at = '2026-01-01T00:00:00Z';
    await addDataFault(projectId, {
      path: '/v1/profile/account/*',
      mode: 'body',
      body: { name: 'split.reown.id', attributes: {}, addresses: { '60': { address: onEthereum, created_at }, [String((0x80000000 | 8453) >>> 0)]: { address: onBase, created_at } } },
    });
    await openSend(7, 'eip155:8453,eip155:1', projectId);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'on Base');
    const to = await waitFor(() => fieldNamed(modal, 'To'), 'the recipient field');
    typeInto(to, 'split.reown.id');
    const chip = await waitFor(() => dialogOf(modal)?.querySelector('output.wm-chip'), 'the name resolved', 300);
    expect(chip.getAttribute('aria-label')).to.equal(`split.reown.id is ${getAddress(onBase)}`);
    // On Ethereum the name records Base's account (and, as the name service does, the same under
    // Ethereum's own 60): not an address on this network, so no account here has that name.
    await clearDataFaults(projectId);
    await addDataFault(projectId, {
      path: '/v1/profile/account/*',
      mode: 'body',
      body: { name: 'based.reown.id', attributes: {}, addresses: { '60': { address: onBase, created_at }, [String((0x80000000 | 8453) >>> 0)]: { address: onBase, created_at } } },
    });
    const { switchNetwork } = await import('../../src/actions/switchNetwork');
    await switchNetwork('eip155:1');
    typeInto(await waitFor(() => fieldNamed(modal, 'To'), 'the recipient field'), 'based.reown.id');
    await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent === 'No account has that name', 'no account on Ethereum', 300).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    expect(dialogOf(modal)?.querySelector('output.wm-chip'), 'a resolved address').to.equal(null);
  });

  it('a name still being looked up when the network changes does not fill the emptied form', async () => {
    const projectId = uniqueProjectId('send-name-late');
    await openSend(7, 'eip155:1,eip155:8453', projectId);
    // The lookup answers after 1.5 s: the form is emptied before it does.
    await addDataFault(projectId, { path: '/v1/profile/account/*', mode: 'slow', delayMs: 1500 });
    typeInto(await waitFor(() => fieldNamed(modal, 'To'), 'the recipient field'), 'dev1.reown.id');
    await waitFor(() => textOf(modal).includes('Resolving') || submitButton(modal)?.textContent !== 'Preview send', 'the lookup under way');
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'on Base');
    await waitFor(() => (fieldNamed(modal, 'To') as HTMLInputElement | undefined)?.value === '', 'the emptied form');
    // Frames past the slow answer: the empty form stays empty.
    const { apiUrl } = await stackInfo();
    await until(async () => {
      const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { path: string; query: string; status: number }[];
      return log.some((entry) => entry.path.startsWith('/v1/profile/account/') && entry.query.includes(projectId) && entry.status === 200);
    }, 'the slow lookup answered', 10_000);
    const filled = await waitFor(() => dialogOf(modal)?.querySelector('output.wm-chip'), 'a resolved chip', 30).then(() => true, () => false);
    expect(filled, 'the late answer filled the emptied form').to.equal(false);
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:8453');
  });

  it('a refusal in the wallet is said plainly and the visitor can try again', async () => {
    await openSend(8);
    wallet.controls.setApproval('reject');
    await fillForm('0.01', freshAddress());
    await preview();
    buttonNamed(modal, 'Send')?.click();
    await waitFor(() => dialogOf(modal)?.querySelector('[data-outcome="failed"]')?.textContent?.includes('You declined in your wallet'), 'the refusal', 300);
    // In the visitor's words: the host's wording (a 4001 error's message) stays off the screen.
    expect(textOf(modal)).to.not.contain('User rejected');
    expect(tracked).to.include('SEND_ERROR');
    wallet.controls.setApproval('approve');
    buttonNamed(modal, 'Try again')?.click();
    await waitFor(() => buttonNamed(modal, 'Send') && !buttonNamed(modal, 'Send')?.disabled, 'Send again', 600);
  });

  it('a wallet that sends another transaction than the one asked: the send ends as replaced, never as sent', async () => {
    const { chains } = await stackInfo();
    const to = freshAddress();
    const elsewhere = freshAddress();
    await openSend(7);
    // The wallet sends the amount somewhere else, and names that transaction as the one asked.
    const ask = wallet.provider.request.bind(wallet.provider);
    wallet.provider.request = ((args: { method: string; params?: unknown }) =>
      args.method === 'eth_sendTransaction' ? ask({ ...args, params: [{ ...(args.params as [object])[0], to: elsewhere }] }) : ask(args)) as typeof wallet.provider.request;
    try {
      await fillForm('0.01', to);
      await preview();
      buttonNamed(modal, 'Send')?.click();
      await waitFor(() => dialogOf(modal)?.querySelector('[data-outcome]'), 'the end of the send', 1800);
      expect(dialogOf(modal)?.querySelector('[data-outcome] p')?.textContent).to.equal('Your transaction was replaced by another one from your wallet.');
      expect(toastOf(modal)).to.not.contain('Sent 0.01 ETH');
      expect(tracked).to.not.include('SEND_SUCCESS');
      // What the chain holds: the amount went elsewhere, nothing to the recipient shown.
      expect(await balanceOf(chains['1'] as string, elsewhere)).to.equal(10_000_000_000_000_000n);
      expect(await balanceOf(chains['1'] as string, to)).to.equal(0n);
    } finally {
      wallet.provider.request = ask;
    }
  });

  it('a transfer that reverts on chain shows the contract’s reason', async () => {
    // The sender moves the 5 USDC away between the preview's estimate and the wallet's send.
    const usdc = await sendFiveUsdc();
    await preview();
    await usdc.moveAway();
    const send = buttonNamed(modal, 'Send')!;
    expect(send.disabled, 'Send offered once the tokens left').to.equal(false);
    send.click();
    // Up to the modal's own 25 s follow of the transaction (a slow chain then ends it as timed
    // out), so that a failure here says which end the send came to.
    // A failure says where the send stood: it came once in a full run (two test files at once)
    // and never alone.
    await waitFor(() => dialogOf(modal)?.querySelector('[data-outcome]'), 'the end of the send', 1800).catch(async (error: Error) => {
      const pending = wallet.controls.pending().map((request) => request.method);
      throw new Error(`${error.message}; the wallet holds ${JSON.stringify(pending)}; the modal shows: ${textOf(modal)}; the sender's next nonce ${await rpc((await stackInfo()).chains['1'] as string, 'eth_getTransactionCount', [DEV_ACCOUNTS[8], 'pending'])}`);
    });
    expect(dialogOf(modal)?.querySelector('[data-outcome] p')?.textContent).to.equal('Transaction failed: ERC20: transfer amount exceeds balance');
    // The balances read again after the send no longer hold the USDC: the preview still says how
    // the send ended, with the send it was about.
    await waitFor(() => $tokenBalances.get().status === 'ready' && !$tokenBalances.get().balances.some((balance) => balance.symbol === 'USDC'), 'the balances read again', 600);
    await nextFrame();
    expect(dialogOf(modal)?.querySelector('[data-outcome] p')?.textContent, 'the outcome after the balances were read again').to.equal('Transaction failed: ERC20: transfer amount exceeds balance');
    expect(textOf(modal)).to.contain('5 USDC');
  });

  it('a fee that cannot be estimated is said with its reason, and Try again estimates it afresh', async () => {
    // The tokens leave before the preview: the transfer would revert, so its fee has no estimate.
    const usdc = await sendFiveUsdc();
    const held = await usdc.moveAway();
    (await waitFor(() => (submitButton(modal)?.textContent === 'Preview send' ? submitButton(modal) : undefined), 'Preview send', 300)).click();
    const failure = await waitFor(() => dialogOf(modal)?.querySelector('.wm-summary [role="alert"]'), 'the fee failure', 600);
    expect(failure.textContent).to.include('transfer amount exceeds balance');
    expect(buttonNamed(modal, 'Send')?.disabled, 'no Send without a fee').to.equal(true);
    // The tokens come back; Try again estimates the fee and Send is offered.
    await usdc.giveBack(held);
    buttonNamed(modal, 'Try again')!.click();
    await waitFor(() => /Network fee(< )?[\d.,]+ ETH/.test(textOf(modal)), 'the fee', 600);
    expect(dialogOf(modal)?.querySelector('.wm-summary [role="alert"]')).to.equal(null);
    await waitFor(() => buttonNamed(modal, 'Send') && !buttonNamed(modal, 'Send')?.disabled, 'Send enabled', 300);
  });

  it('another account chosen in the wallet empties the form: nothing is sent from the account that was left', async () => {
    await openSend(7);
    await fillForm('0.01', freshAddress());
    await preview();
    expect(buttonNamed(modal, 'Send')?.disabled).to.equal(false);
    await wallet.controls.switchAccount(4);
    await waitFor(() => stores.$account.get().address === DEV_ACCOUNTS[4], 'account 4 connected');
    // Once account 4's balances are read (it holds ETH too), the form is still the emptied one.
    await waitFor(() => $tokenBalances.get().status === 'ready' && $tokenBalances.get().key?.toLowerCase().endsWith(String(DEV_ACCOUNTS[4]).toLowerCase()), "account 4's balances", 600);
    await nextFrame();
    expect(textOf(modal)).to.contain('Enter amount');
    expect(buttonNamed(modal, 'Send'), 'Send for the account left').to.equal(undefined);
  });

  it('switching the network empties the form; the send feature turned off hides Send', async () => {
    await openSend(7);
    await fillForm('0.5', freshAddress());
    await stores.$network.get();
    const { switchNetwork } = await import('../../src/actions/switchNetwork');
    await switchNetwork('eip155:8453');
    await waitFor(() => (fieldNamed(modal, 'Amount')?.value ?? '') === '' && (fieldNamed(modal, 'To')?.value ?? '') === '', 'an empty form');
    await disconnect('eip155');
    stop?.();
    resetAll();
    ({ stop } = await announceDemoWallet(7));
    modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    configure({ features: { send: false } });
    await connectWithClick(modal);
    expect(buttonNamed(modal, 'Receive')).to.not.equal(undefined);
    expect(buttonNamed(modal, 'Send')).to.equal(undefined);
  });
});
