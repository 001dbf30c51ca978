// The demo page as a host developer first sees it (`npm start`), served by the stack's demo server
// from dist/ (run `npm run build` first when running this file alone): the host settings
// (theme, language, sign-in, phone size) change the page's modal live and the embed snippet
// with them, a sign-in lands in the event log, and the store boxes keep their JSON inside.
// The page is on the stack's origin, so it is read through the `demo-frame` server command.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { en } from '../../src/i18n/en';
import ja from '../../src/i18n/locales/ja';
import { stackInfo } from '../stack/stackInfo';
import { until } from '../support/until';

// Helpers defined in the demo frame before each script.
const PRELUDE = `
const modal = document.querySelector('wallet-modal');
const dialog = () => modal.shadowRoot?.querySelector('[role="dialog"]') ?? null;
const button = (name) => {
  const buttons = [...(modal.shadowRoot?.querySelectorAll('button') ?? [])];
  return buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name) ?? buttons.find((b) => b.textContent.includes(name));
};
const setting = (selector, value) => {
  const input = document.querySelector(selector);
  if (input.type === 'radio' || input.type === 'checkbox') {
    if (input.checked !== value) input.click();
  } else {
    input.value = value;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
};
`;

let demoUrl = '';
const inDemo = async <T>(script: string): Promise<T> =>
  (await executeServerCommand<{ value: T }, { url: string; script: string }>('demo-frame', { url: demoUrl, script: `${PRELUDE}\n${script}` })).value;

interface ModalLook {
  view: string | null;
  theme: string | null;
  lang: string | null;
  title: string | null;
}
const modalLook = () =>
  inDemo<ModalLook>(`
    const root = modal.shadowRoot?.querySelector('.wm-root');
    const card = dialog();
    const title = card && modal.shadowRoot.getElementById(card.getAttribute('aria-labelledby'));
    return { view: card?.dataset.view ?? null, theme: root?.dataset.theme ?? null, lang: root?.getAttribute('lang') ?? null, title: title?.textContent.trim() ?? null };
  `);
const snippet = () => inDemo<string>(`return document.getElementById('embed-snippet')?.textContent ?? ''`);

describe('The demo page (what a host developer sees)', function () {
  this.timeout(60_000);
  let frame: HTMLIFrameElement;

  before(async () => {
    demoUrl = (await stackInfo()).demoUrl;
    frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1200px; height: 900px; border: 0';
    frame.src = `${demoUrl}/`;
    document.body.append(frame);
    const status = await until(
      () => inDemo<string>(`const s = document.getElementById('page-status')?.textContent ?? ''; return s.startsWith('Loading') ? '' : s;`),
      'the demo page to start',
      20_000,
    );
    expect(status, 'the demo page started (is dist/ built?)').to.match(/^Local stack ready/);
  });

  after(() => frame?.remove());

  it('signs in with the Demo Wallet when sign-in is on, and logs sign-in; the store boxes keep their JSON inside', async () => {
    await inDemo(`setting('#setting-siwx', true)`);
    expect(await snippet()).to.contain('siwx');
    await inDemo(`document.querySelector('wallet-button').shadowRoot.querySelector('button').click()`);
    await until(() => inDemo(`const b = button('Demo Wallet'); b?.click(); return !!b;`), 'Demo Wallet on Connect', 10_000).catch(async (error: Error) => {
      throw new Error(`${error.message}; the buttons: ${await inDemo<string>(`return [...(modal.shadowRoot?.querySelectorAll('button') ?? [])].map((b) => b.getAttribute('aria-label') ?? b.textContent).join(' | ')`)}`);
    });
    await until(async () => (await modalLook()).view === 'SIWXSignMessage', 'the sign-in request', 10_000);
    await inDemo(`button('Sign in').click()`);
    const signIn = await until(
      () => inDemo<string | null>(`return document.querySelector('#event-log .log__entry--sign-in pre')?.textContent ?? null`),
      'sign-in in the event log',
      10_000,
    );
    expect(JSON.parse(signIn)).to.include({ namespace: 'eip155', chainId: 'eip155:1' });
    await until(() => inDemo(`return !dialog()`), 'the modal closed after signing in', 5000);

    // The connected account's JSON is long (addresses, a data: image), and so is the sign-in's
    // (message, signature): each wraps inside its box.
    await until(() => inDemo(`return document.getElementById('account-store').textContent.includes('"connected"')`), '$account connected');
    const boxes = await inDemo<{ id: string; overflowX: number; pastPanel: number }[]>(`
      return [...document.querySelectorAll('#account-store, #network-store, #event-log pre')].map((box) => {
        const panel = box.closest('.panel').getBoundingClientRect();
        const rect = box.getBoundingClientRect();
        return { id: box.id, overflowX: box.scrollWidth - box.clientWidth, pastPanel: Math.round(rect.right - panel.right) };
      });
    `);
    for (const box of boxes) {
      expect(box.overflowX, `${box.id} scrolls sideways`).to.be.at.most(0);
      expect(box.pastPanel, `${box.id} runs past its panel`).to.be.below(0);
    }

    // Disconnecting ends the session: sign-out follows in the log.
    await inDemo(`await WalletModal.createWalletModal().disconnect()`);
    await until(() => inDemo(`return !!document.querySelector('#event-log .log__entry--sign-out')`), 'sign-out in the event log', 10_000);
  });

  it('switches the modal theme and language live, and the snippet follows', async () => {
    await inDemo(`setting('#setting-siwx', false); setting('input[name="theme"][value="light"]', true)`);
    await inDemo(`await modal.open()`);
    await until(async () => (await modalLook()).view === 'Connect', 'Connect open', 10_000);
    expect(await modalLook()).to.include({ theme: 'light', title: en.views.Connect });

    await inDemo(`setting('input[name="theme"][value="dark"]', true); setting('#setting-language', 'ja')`);
    const look = await until(async () => {
      const now = await modalLook();
      return now.theme === 'dark' && now.title === ja.views.Connect ? now : null;
    }, 'the modal in dark and Japanese', 10_000).catch(async (error: Error) => {
      throw new Error(`${error.message}; it shows ${JSON.stringify(await modalLook())}`);
    });
    expect(look.lang).to.equal('ja');
    // The modal loads no font: the page hands it its stack, with the system CJK fonts.
    expect(await inDemo(`return getComputedStyle(modal.shadowRoot.querySelector('.wm-root')).fontFamily`)).to.contain('Noto Sans CJK JP');
    expect(await inDemo(`return [modal.getAttribute('theme-mode'), modal.getAttribute('language')]`)).to.deep.equal(['dark', 'ja']);

    const text = await snippet();
    expect(text).to.match(/<script src="[^"]+wallet-modal\.umd\.js"><\/script>/);
    expect(text).to.match(/<wallet-modal [^>]*theme-mode="dark"[^>]*>/);
    expect(text).to.match(/<wallet-modal [^>]*language="ja"[^>]*>/);
    expect(text).not.to.contain('siwx');

    // System: the attribute is removed (the modal follows the visitor's setting), and so is it from the snippet.
    await inDemo(`setting('input[name="theme"][value="system"]', true); setting('#setting-language', '')`);
    expect(await inDemo(`return [modal.hasAttribute('theme-mode'), modal.hasAttribute('language')]`)).to.deep.equal([false, false]);
    expect(await snippet()).not.to.match(/theme-mode|language=/);
    await inDemo(`modal.close()`);
  });

  it('shows the page at a phone width, with the same settings', async () => {
    await inDemo(`setting('input[name="theme"][value="dark"]', true); setting('#setting-phone', true)`);
    const phone = await inDemo<{ hidden: boolean; width: number; src: string | null }>(`
      const frame = document.getElementById('phone-frame');
      return { hidden: frame.closest('[hidden]') !== null, width: frame.clientWidth, src: frame.getAttribute('src') };
    `);
    expect(phone.hidden).to.equal(false);
    expect(phone.width).to.be.at.most(390);
    expect(phone.src).to.contain('theme=dark');
    await inDemo(`setting('#setting-phone', false); setting('input[name="theme"][value="system"]', true)`);
  });

  it("folds the mailbox page's polling into one row with its count", async () => {
    // What the mailbox page asks every 3 s while the visitor waits for a code (demo/stack/mail/mailbox.js).
    const { mailUrl } = await stackInfo();
    const path = `/api/messages?to=${encodeURIComponent(`poll-${Date.now()}@example.com`)}`;
    for (let i = 0; i < 5; i += 1) await fetch(`${mailUrl}${path}`, { cache: 'no-store' });
    const rows = await until(
      () => inDemo<string[] | null>(`
        const rows = [...document.querySelectorAll('#calls-body .calls__path')].map((td) => td.textContent).filter((text) => text.startsWith(${JSON.stringify(path)}));
        const count = rows.reduce((sum, text) => sum + Number(/ ×(\\d+)$/.exec(text)?.[1] ?? 1), 0);
        return count >= 5 ? rows : null;
      `),
      'the five requests in the service log',
      10_000,
    );
    expect(rows).to.deep.equal([`${path} ×5`]);
  });

  it('offers the Demo Cosmos Wallet (window.keplr) as Keplr; connected, Account holds its address and ATOM', async () => {
    await inDemo(`setting('#setting-siwx', false); await WalletModal.createWalletModal().open()`);
    // Keplr may sit among the installed wallets folded under "more installed".
    await until(() => inDemo(`const b = button('Keplr'); if (!b) button('more installed')?.click(); b?.click(); return !!b;`), 'Keplr on Connect', 10_000);
    const account = await until(
      () => inDemo<{ address: string; balance: string } | null>(`
        const account = WalletModal.stores.$account.get();
        return account.namespace === 'cosmos' && account.balanceSymbol === 'ATOM' ? { address: account.address, balance: account.balance } : null;
      `),
      'the Cosmos account with its ATOM',
      15_000,
    );
    expect(account.address).to.equal(await inDemo<string>(`return window.demoCosmosWallet.controls.state().address`));
    expect(Number(account.balance)).to.equal(1250);
    await inDemo(`await WalletModal.createWalletModal().disconnect()`);
  });
});
