// What a visitor reads where amounts and addresses show, on the local stack: grouped figures
// with 4 decimals (never 18), rounded down where something is promised and up where something
// is paid, dollars beside token amounts, addresses shortened in the middle in their checksum
// case, and a resolved name's address as a chip that stays inside the dialog.
import { expect } from 'chai';
import { toHex } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import { $onramp } from '../../src/stores/onramp';
import { rpc } from '../support/chainRpc';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, fieldNamed, listButtonNamed, mountModal, resetAll, textOf, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { fillSendForm, openSendForm, previewSend } from '../support/sendKit';
import { stackInfo } from '../stack/stackInfo';
import { chooseSwapToken, openSwapOnAccount } from './swapKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

// Dev account 0 on Arbitrum (42161): no other test reads or moves its ETH there; its balance is
// set to a figure with many decimals for this file and put back after.
const HOLDER = DEV_ACCOUNTS[0];
const HELD_WEI = 1_234_567_891_234_000_000_000n; // 1234.567891234 ETH

/** The summary row `label` of a preview: its figures, one per span. */
function summaryRow(modal: Element, label: string): { dd: HTMLElement; spans: string[] } {
  const row = [...(dialogOf(modal)?.querySelectorAll('.wm-summary > div') ?? [])].find((candidate) => candidate.querySelector('dt')?.textContent === label);
  const dd = row?.querySelector<HTMLElement>('dd');
  if (!dd) throw new Error(`no "${label}" row; the modal shows: ${textOf(modal)}`);
  return { dd, spans: [...dd.querySelectorAll(':scope > span')].map((span) => span.textContent ?? '') };
}

describe('Amounts and addresses as the visitor reads them', function () {
  this.timeout(90_000);
  let stop: (() => void) | undefined;
  let modal: ModalElement;
  let restore: (() => Promise<unknown>) | undefined;

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    await restore?.();
    restore = undefined;
    resetAll();
  });

  /** Gives HOLDER exactly HELD_WEI on `chain` (an anvil RPC URL) until the test ends. */
  async function holdOn(chain: string): Promise<void> {
    const before = (await rpc(chain, 'eth_getBalance', [HOLDER, 'latest'])) as string;
    restore = () => rpc(chain, 'anvil_setBalance', [HOLDER, before]);
    await rpc(chain, 'anvil_setBalance', [HOLDER, toHex(HELD_WEI)]);
  }

  async function connect(accountIndex: number, networks: string): Promise<void> {
    resetAll();
    ({ stop } = await announceDemoWallet(accountIndex));
    modal = (await mountModal({ networks })) as ModalElement;
    await connectWithClick(modal);
  }

  it('Account: the balance and the token list grouped, to 4 decimals; Receive: the address shortened in the middle', async () => {
    const { chains } = await stackInfo();
    const chain = chains['42161'] as string;
    await holdOn(chain);
    await connect(0, 'eip155:42161');
    const balance = await waitFor(() => dialogOf(modal)?.querySelector('.wm-account .wm-balance:not([data-loading])')?.textContent, 'the balance', 600);
    expect(balance).to.equal('1,234.5679 ETH');
    const rows = await waitFor(() => {
      const found = [...(dialogOf(modal)?.querySelectorAll('.wm-tokens .wm-token') ?? [])];
      return found.length ? found : undefined;
    }, 'the token list', 600);
    const eth = rows.find((row) => row.querySelector('.wm-token-name > span')?.textContent === 'Ethereum');
    expect(eth?.querySelector('.wm-token-name .wm-muted')?.textContent).to.equal('1,234.5679 ETH');
    // 1234.567891234 × $3,000 (the twin's price).
    expect(eth?.querySelector('.wm-end')?.textContent).to.equal('$3,703,703.67');

    buttonNamed(modal, 'Receive')?.click();
    await waitFor(() => viewOf(modal) === 'WalletReceive', 'WalletReceive');
    const shown = dialogOf(modal)?.querySelector('.wm-receive-address');
    // What the eye reads: the start and the end, in the checksum case; the whole for assistive technology.
    expect(shown?.querySelector('[aria-hidden="true"]')?.textContent).to.equal('0xf39F…2266');
    expect(shown?.textContent).to.contain(HOLDER);
  });

  it('Send: the preview rounds the amount up, shows the recipient checksummed and shortened; a resolved name is a chip inside the dialog', async () => {
    const { chains } = await stackInfo();
    const chain = chains['42161'] as string;
    await holdOn(chain);
    await connect(0, 'eip155:42161');
    await openSendForm(modal, 'ETH');
    // The balance beside Max follows the same rule.
    await waitFor(() => textOf(modal).includes('Balance: 1,234.5679 ETH'), 'the balance beside Max', 300);

    // A name: its address shows as a chip in the To field's row, named in full, within the dialog.
    // 0.12341 reads 0.1235 only when rounded up (to the nearest or down it would read 0.1234).
    await fillSendForm(modal, '0.12341', 'dev1.reown.id');
    const chip = await waitFor(() => dialogOf(modal)?.querySelector<HTMLElement>('output.wm-chip'), 'the resolved name chip', 300);
    expect(chip.textContent).to.equal('0x7099…79C8');
    expect(chip.getAttribute('aria-label')).to.equal(`dev1.reown.id is ${DEV_ACCOUNTS[1]}`);
    const field = fieldNamed(modal, 'To') as HTMLInputElement;
    expect(field.getAttribute('aria-describedby')?.split(' ')).to.include(chip.id);
    const dialog = (dialogOf(modal) as HTMLElement).getBoundingClientRect();
    for (const box of [chip.getBoundingClientRect(), field.getBoundingClientRect()]) {
      expect(box.left >= dialog.left && box.right <= dialog.right, `${box.left}–${box.right} inside ${dialog.left}–${dialog.right}`).to.equal(true);
    }
    expect(field.getBoundingClientRect().height).to.be.at.least(40);

    // An address typed in lower case: the preview shows it in its checksum case, shortened in the middle.
    typeInto(field, DEV_ACCOUNTS[2].toLowerCase());
    await waitFor(() => !dialogOf(modal)?.querySelector('output.wm-chip'), 'no chip for an address');
    await previewSend(modal, 'ETH');
    expect(summaryRow(modal, 'Sending').spans).to.deep.equal(['0.1235 ETH', '≈ $370.23']);
    const recipient = summaryRow(modal, 'To');
    expect(recipient.spans).to.deep.equal(['0x3C44…93BC']);
    expect(recipient.dd.getAttribute('aria-label')).to.equal(DEV_ACCOUNTS[2]);
    // The fee: what is paid, in ETH and dollars, never 18 decimals.
    const [fee, feeUsd] = summaryRow(modal, 'Network fee').spans;
    expect(fee).to.match(/^(< 0\.000001|\d+(\.\d{1,6})?) ETH$/);
    expect(feeUsd).to.match(/^≈ (< )?\$\d/);
  });

  it('Swap: the preview rounds what is paid up and what is received down, with dollars beside each', async () => {
    await connect(0, 'eip155:1');
    await openSwapOnAccount(modal);
    await chooseSwapToken(modal, 'You pay', 'ETH', 'USDC', 'USD Coin');
    await chooseSwapToken(modal, 'You receive', 'Select token', 'WETH', 'Wrapped Ether');
    // 100.00001 USDC reads 100.0001 only when rounded up (to the nearest or down it would read 100).
    typeInto(await waitFor(() => fieldNamed(modal, 'You pay'), 'the amount to pay'), '100.00001');
    const minimumOnForm = await waitFor(() => {
      const row = [...(dialogOf(modal)?.querySelectorAll('.wm-swap-details .wm-summary > div') ?? [])].find((candidate) => candidate.querySelector('dt')?.textContent === 'Minimum received');
      return row?.querySelector('dd')?.textContent;
    }, 'the quote', 600);
    // About 100 / 3000 WETH, less the pool's fee and 1 %: 4 decimals, rounded down.
    expect(minimumOnForm).to.match(/^0\.03\d{2} WETH/);
    expect(textOf(modal)).to.match(/1 USDC = 0\.000\d{3} WETH/);
    buttonNamed(modal, 'Review swap')?.click();
    await waitFor(() => viewOf(modal) === 'SwapPreview', 'SwapPreview');
    await waitFor(() => buttonNamed(modal, 'Approve USDC') || buttonNamed(modal, 'Swap'), 'the preview checked', 600);

    const paid = summaryRow(modal, 'You pay').spans;
    expect(paid[0]).to.equal('100.0001 USDC');
    expect(paid[1]).to.match(/^≈ \$100\.0[01]$/);
    const received = summaryRow(modal, 'You receive');
    expect(received.spans[0]).to.match(/^0\.03\d{2} WETH$/);
    expect(received.spans[1]).to.match(/^≈ \$\d{2}\.\d{2}$/);
    const minimum = summaryRow(modal, 'Minimum received');
    expect(minimum.spans[0]).to.match(/^0\.03\d{2} WETH$/);
    // Never more than the swap guarantees: the figure shown is at most the exact minimum.
    const exact = minimum.dd.querySelector('span')?.getAttribute('title') ?? '';
    expect(exact).to.match(/^0\.0\d+$/);
    expect(Number(minimum.spans[0]?.split(' ')[0])).to.be.at.most(Number(exact));
    expect(exact.startsWith(minimum.spans[0]?.split(' ')[0] ?? '-')).to.equal(true);
  });

  it('Buy: each quote reads to 4 decimals, rounded down, marked ≈ where rounding changed it', async () => {
    await connect(6, 'eip155:8453');
    (await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account')).click();
    await waitFor(() => viewOf(modal) === 'OnRampProviders', 'OnRampProviders');
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('button[aria-label^="Buy: "]'), 'the token to buy')).click();
    (await waitFor(() => listButtonNamed(modal, 'Ethereum'), 'ETH offered', 300)).click();
    await waitFor(() => buttonNamed(modal, 'Buy: ETH'), 'ETH chosen');
    const quoteOf = (name: string) => listButtonNamed(modal, name)?.querySelector('[data-quote]')?.textContent ?? '';
    await waitFor(() => quoteOf('Rampa').startsWith('You get') && quoteOf('Onda').startsWith('You get'), 'both quotes', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    // 100 USD at $3,000 an ETH less each provider's fees: 18-decimal figures such as 0.032966666666666666.
    for (const name of ['Rampa', 'Onda']) expect(quoteOf(name), name).to.match(/^You get ≈ 0\.03\d{2} ETH$/);
    // Rounded down: each figure shown is the start of a provider's exact quote (to the nearest,
    // 0.032966… would read 0.033), so it never promises more than the provider did.
    const shown = ['Rampa', 'Onda'].map((name) => /0\.03\d{2}/.exec(quoteOf(name))?.[0] ?? '');
    const exact = Object.values($onramp.get()?.quotes ?? {}).flatMap((answer) => (answer?.status === 'ready' ? [answer.quote.purchaseAmount] : []));
    expect(exact.length, 'a provider quoted').to.be.greaterThan(0);
    for (const figure of exact) expect(shown.some((text) => text && figure.startsWith(text)), `${figure} shown as one of ${shown.join(', ')}`).to.equal(true);
  });
});
