// Account as a visitor sees it on the local stack, connected with the Demo Wallet: a large balance
// with its dollar value, the network as a chip at the top, the wallet actions as one row of named
// icon buttons so the token list shows without scrolling, and "View on explorer" going where the
// network's configuration says (the demo's local explorer, a page the stack serves). Signed in
// with a social login, the wallet line names the provider, not the user, and Update email is
// offered to email logins only.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { formatEther } from 'viem';
import { demoNetworks } from '../../demo/demoChains.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { BUILT_IN_NETWORKS } from '../../src/config/builtInNetworks';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { rpc } from '../support/chainRpc';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { signInThroughModal } from '../support/embeddedSignIn';
import { buttonNamed, dialogOf, mountModal, resetAll, settled, viewOf, waitFor } from '../support/modalTestKit';
import { completeSocialLogin } from '../support/secureFrameClient';
import { stackInfo } from '../stack/stackInfo';
import { until } from '../support/until';
import { clickLikeAPerson } from '../support/clickLikeAPerson';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

// Dev account 1 on Base: a reading account (devAccounts.ts) no test connects the Demo Wallet with.
const HOLDER = DEV_ACCOUNTS[1];
const ETH_PRICE = 3000; // the twin's price of ETH (demo/stack/assets.mjs)
const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);


/** The icon (`data-icon`) of Account's row named `name`. */
const rowIcon = (modal: Element, name: string) =>
  [...(dialogOf(modal)?.querySelectorAll('.wm-list-button') ?? [])].find((row) => row.textContent === name)?.querySelector('svg')?.getAttribute('data-icon');

/** The line under the address that names the wallet (with "View on explorer" after it). */
const walletLine = (modal: Element) => dialogOf(modal)?.querySelector('.wm-account-wallet > span:not([aria-hidden])')?.textContent ?? '';

describe('Account (Demo Wallet on the local stack)', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  let stop: (() => void) | undefined;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    ({ stop } = await announceDemoWallet(1));
    modal = (await mountModal({ networks: 'eip155:8453' })) as ModalElement;
    // The demo page's networks: Base as a local chain, linked to the stack's own explorer.
    configure({ networks: demoNetworks({ ids: 'eip155:8453', builtIns: BUILT_IN_NETWORKS, stack, projectId: 'test-project', origin: stack.demoUrl }) });
    await connectWithClick(modal);
  });

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('shows the balance large, with its dollar value under it', async () => {
    const { chains } = await stackInfo();
    const wei = BigInt((await rpc(chains['8453'] as string, 'eth_getBalance', [HOLDER, 'latest'])) as string);
    const value = await waitFor(() => dialogOf(modal)?.querySelector('.wm-account .wm-balance-value')?.textContent, 'the balance\'s dollar value', 600);
    expect(value).to.equal(usd(Number(formatEther(wei)) * ETH_PRICE));
    const balance = dialogOf(modal)?.querySelector('.wm-balance') as HTMLElement;
    expect(Number.parseFloat(getComputedStyle(balance).fontSize), 'the balance is large').to.be.at.least(24);
    expect(balance.getBoundingClientRect().bottom, 'the value under the balance').to.be.at.most(dialogOf(modal)?.querySelector('.wm-balance-value')?.getBoundingClientRect().top ?? 0);
  });

  it('shows the network as a chip at the top of the account, which opens Networks', async () => {
    const chip = await waitFor(
      () => [...(dialogOf(modal)?.querySelectorAll<HTMLButtonElement>('.wm-account button') ?? [])].find((button) => button.textContent?.includes('Base')),
      'a network chip naming Base in the account header',
    ).catch(() => undefined);
    expect(chip, 'a network chip naming Base in the account header').to.not.equal(undefined);
    const address = dialogOf(modal)?.querySelector('.wm-address') as HTMLElement;
    expect((chip as HTMLButtonElement).getBoundingClientRect().bottom, 'the chip above the address').to.be.at.most(address.getBoundingClientRect().top);
    chip?.click();
    await waitFor(() => viewOf(modal) === 'Networks', 'Networks');
  });

  it('shows the wallet actions as one row of named buttons, each with its icon', async () => {
    const actions = await waitFor(() => dialogOf(modal)?.querySelector('[role="group"][aria-label="Wallet actions"]'), 'the wallet actions');
    const buttons = [...actions.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent?.trim())).to.deep.equal(['Buy', 'Swap', 'Receive', 'Send']);
    expect(buttons.every((button) => button.querySelector('svg[aria-hidden="true"]')), 'each action has its icon').to.equal(true);
    expect(new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size, 'the actions in one row').to.equal(1);
  });

  it('lists Activity with a clock icon, and Disconnect last', async () => {
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens .wm-token'), 'the token list', 600);
    expect(rowIcon(modal, 'Activity')).to.equal('clock');
    const rows = [...(dialogOf(modal)?.querySelectorAll('.wm-list-button') ?? [])];
    expect(rows.at(-1)?.textContent).to.equal('Disconnect');
  });

  it('shows the first token of the list without scrolling, at the dialog\'s default size', async () => {
    const first = await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens .wm-token'), 'the token list', 600);
    const body = dialogOf(modal)?.querySelector('.wm-body') as HTMLElement;
    expect(body.scrollTop).to.equal(0);
    const box = body.getBoundingClientRect();
    const row = first.getBoundingClientRect();
    expect(row.bottom, `the first token row (bottom ${row.bottom.toFixed(0)} px) inside the dialog's visible area (to ${box.bottom.toFixed(0)} px)`).to.be.at.most(box.bottom);
  });

  it('links "View on explorer" to the explorer of the network\'s configuration, a page the stack serves with the address', async () => {
    const { demoUrl } = await stackInfo();
    const link = await waitFor(
      () => [...(dialogOf(modal)?.querySelectorAll('a') ?? [])].find((anchor) => anchor.textContent === 'View on explorer'),
      'View on explorer',
    );
    expect(link.href).to.equal(`${demoUrl}/explorer/8453/address/${HOLDER}`);
    expect(link.target).to.equal('_blank');
    const frame = document.createElement('iframe');
    frame.src = link.href;
    document.body.append(frame);
    try {
      const text = await until(
        async () => (await executeServerCommand<{ value: string | null }, { url: string; script: string }>('demo-frame', { url: link.href, script: 'return document.body?.innerText ?? null' })).value,
        'the explorer page',
        10_000,
      );
      expect(text).to.contain(HOLDER).and.contain('8453');
    } finally {
      frame.remove();
    }
  });
});

describe('Account after an embedded-wallet sign-in', function () {
  this.timeout(60_000);
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
  });

  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('a social login: the wallet is the provider (GitHub), the email is the signed-in line, and no Update email', async () => {
    const stack = await stackInfo();
    await modal.open();
    const github = await waitFor(() => buttonNamed(modal, 'Continue with GitHub'), 'Continue with GitHub on Connect');
    await settled(modal); // the opening ended: the button is where the mouse goes
    await clickLikeAPerson(github);
    await waitFor(() => viewOf(modal) === 'ConnectingSocial', 'ConnectingSocial', 600);
    await completeSocialLogin(stack.oidcUrl, 'Ada Lovelace');
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 900);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    expect(walletLine(modal)).to.equal('GitHub');
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-account-wallet svg[data-logo="github"] path'), "GitHub's logo beside its name");
    expect(dialogOf(modal)?.textContent).to.contain('ada@example.test');
    expect(buttonNamed(modal, 'Update email'), 'no Update email for a social login').to.equal(undefined);
  });

  it('an email login: Update email is offered, and the account name (the new visitor has none) with an @ icon', async () => {
    await signInThroughModal(modal);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    expect(walletLine(modal)).to.equal('Email');
    expect(buttonNamed(modal, 'Update email')).to.not.equal(undefined);
    expect(rowIcon(modal, 'Choose your account name')).to.equal('at');
  });
});
