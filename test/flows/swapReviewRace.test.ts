// A review that ends late never takes the place of the one on screen: the visitor reviews 0.01
// ETH while the service is slow, goes back, reviews 0.02 ETH instead; when the first build
// finally arrives, the preview still shows 0.02 ETH, and Swap asks the wallet for 0.02 ETH.
import { expect } from 'chai';
import { parseEther } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import type { DemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, fieldNamed, mountModal, resetAll, textOf, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { until } from '../support/until';
import { clearAnswers } from '../fuzz/fuzzKit';
import { stackInfo } from '../stack/stackInfo';
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
});
