// The demo page's Polkadot side (`npm start`), served by the stack's demo server from dist/ (run
// `npm run build` first when running this file alone): the Demo Polkadot Wallet is injected from
// its bundle, the modal lists it, it connects after the person approves in its panel, and
// Account shows the SS58 address and the DOT balance from the data-service twin.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { POLKADOT_DEV_KEYS } from '../../demo/stack/polkadot/devKeys.mjs';
import { stackInfo } from '../stack/stackInfo';
import { until } from '../support/until';

const PRELUDE = `
const modal = document.querySelector('wallet-modal');
// A wallet row reads its name, then its tag ("Installed").
const button = (root, name) => [...(root?.querySelectorAll('button') ?? [])].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().startsWith(name));
`;

let demoUrl = '';
const inDemo = async <T>(script: string): Promise<T> =>
  (await executeServerCommand<{ value: T }, { url: string; script: string }>('demo-frame', { url: demoUrl, script: `${PRELUDE}\n${script}` })).value;

describe('The demo page: the Demo Polkadot Wallet', function () {
  this.timeout(60_000);
  let frame: HTMLIFrameElement;

  before(async () => {
    demoUrl = (await stackInfo()).demoUrl;
    frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1200px; height: 900px; border: 0';
    frame.src = `${demoUrl}/`;
    document.body.append(frame);
    await until(() => inDemo<boolean>(`return !!window.demoPolkadotWallet && !!document.getElementById('dot-wallet-panel')`), 'the Demo Polkadot Wallet and its panel', 20_000);
  });

  after(() => frame?.remove());

  it('connects after an approval in its panel; Account shows the address and DOT from the twin', async () => {
    await inDemo(`document.querySelector('input[name="dot-approval"][value="manual"]').click(); await modal.open({ namespace: 'polkadot' })`);
    await until(() => inDemo<boolean>(`const b = button(modal.shadowRoot, 'demo-polkadot-wallet'); b?.click(); return !!b;`), 'the wallet on Connect', 10_000).catch(async (error: Error) => {
      throw new Error(`${error.message}; the buttons: ${await inDemo<string>(`return [...(modal.shadowRoot?.querySelectorAll('button') ?? [])].map((b) => b.getAttribute('aria-label') ?? b.textContent).join(' | ')`)}`);
    });
    await until(() => inDemo<boolean>(`const b = document.querySelector('#dot-wallet-panel button.approve'); b?.click(); return !!b;`), 'the approval prompt in the panel', 10_000);
    const account = await until(
      () => inDemo<{ address: string; balance: string; symbol: string } | null>(`const a = WalletModal.stores.$account.get(); return a.namespace === 'polkadot' && a.balanceSymbol ? { address: a.address, balance: a.balance, symbol: a.balanceSymbol } : null`),
      'the Polkadot account with its balance',
      15_000,
    );
    // The demo wallet shows dev key 0, which the twin funds with 100 DOT.
    expect(account).to.deep.equal({ address: POLKADOT_DEV_KEYS[0]?.address, balance: '100', symbol: 'DOT' });
    await inDemo(`await WalletModal.createWalletModal().disconnect()`);
  });
});
