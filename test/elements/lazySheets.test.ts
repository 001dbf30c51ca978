// The lazy views' CSS is not in the first load: it comes with their chunk and is adopted into the
// modal's shadow root before a view of the chunk first shows (styled from its first frame, no
// flash of unstyled content), into a modal connected later too, and never into the page's <head>.
// The first test must run before any lazy view of this file has loaded.
import { expect } from 'chai';
import { $tokenBalances } from '../../src/stores/tokenBalances';
import { connectTestAccount, dialogOf, mountModal, resetAll, viewShown } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

/** The selectors of every rule the modal's shadow root holds (constructed sheets, or <style> where there are none). */
function selectorsOf(modal: Element): string[] {
  const root = modal.shadowRoot as ShadowRoot;
  const styles = Array.from(root.querySelectorAll('style'), (style) => style.sheet).filter((sheet): sheet is CSSStyleSheet => !!sheet);
  return [...root.adoptedStyleSheets, ...styles].flatMap((sheet) => Array.from(sheet.cssRules, (rule) => (rule as CSSStyleRule).selectorText ?? ''));
}

/**
 * What `read` finds on the first element matching `selector` in the microtask after it is put in
 * the shadow root: before the browser paints it.
 */
function atFirstSight<T>(modal: Element, selector: string, read: (element: HTMLElement) => T): Promise<T> {
  const root = modal.shadowRoot as ShadowRoot;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = root.querySelector<HTMLElement>(selector);
      if (!element) return;
      observer.disconnect();
      resolve(read(element));
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

const sendFieldStyle = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  const tokenButton = element.querySelector('.wm-token-button');
  return { display: style.display, direction: style.flexDirection, tokenButtonHeight: tokenButton && getComputedStyle(tokenButton).height };
};

const DESIGNED_SEND_FIELD = { display: 'flex', direction: 'column', tokenButtonHeight: '44px' };

/** A connected account with a balance, as Send reads it. */
function withBalance(): void {
  connectTestAccount();
  $tokenBalances.set({
    key: 'eip155:1:test',
    status: 'ready',
    balances: [{ name: 'Ethereum', symbol: 'ETH', chainId: 'eip155:1', value: 300, price: 3000, quantity: { decimals: '18', numeric: '0.1' }, iconUrl: '' }],
    totalUsd: 300,
  });
}

describe('the lazy views’ stylesheets', () => {
  beforeEach(() => resetAll());
  after(() => resetAll());

  it('are not in the first load: the modal opens without them', async () => {
    const modal = (await mountModal()) as ModalElement;
    await modal.open();
    await viewShown(modal, 'Connect');
    const selectors = selectorsOf(modal);
    // The first-load sheets are there (the dialog, Connect's email field) ...
    expect(selectors).to.include('.wm-card');
    expect(selectors).to.include('.wm-text-input');
    // ... and none of Send's, the pairing views' or the code boxes'.
    expect(selectors.filter((selector) => /wm-send-field|wm-summary|wm-qr-frame|wm-pairing|wm-otp-boxes/.test(selector))).to.deep.equal([]);
  });

  it('adopt Send’s sheet in the shadow root before its form first shows, nothing in the page', async () => {
    withBalance();
    const headBefore = document.head.innerHTML;
    const pageSheets = document.styleSheets.length;
    const modal = (await mountModal()) as ModalElement;
    const firstSight = atFirstSight(modal, '.wm-send-field', sendFieldStyle);
    await modal.open({ view: 'WalletSend' });
    await viewShown(modal, 'WalletSend');
    expect(await firstSight).to.deep.equal(DESIGNED_SEND_FIELD);
    expect(selectorsOf(modal).filter((selector) => selector === '.wm-send-field')).to.have.length(1);
    expect(document.head.innerHTML).to.equal(headBefore);
    expect(document.styleSheets.length).to.equal(pageSheets);
    expect(document.adoptedStyleSheets).to.have.length(0);
  });

  it('are in a modal connected after their chunk came, from its first render', async () => {
    withBalance();
    const modal = (await mountModal()) as ModalElement;
    const firstSight = atFirstSight(modal, '.wm-send-field', sendFieldStyle);
    await modal.open({ view: 'WalletSend' });
    await viewShown(modal, 'WalletSend');
    expect(await firstSight).to.deep.equal(DESIGNED_SEND_FIELD);
    // A modal taken out and put back keeps them, once each.
    modal.remove();
    document.body.append(modal);
    expect(selectorsOf(modal).filter((selector) => selector === '.wm-send-field')).to.have.length(1);
  });

  it('adopt the pairing views’ sheet before Receive’s QR frame first shows', async () => {
    connectTestAccount();
    const modal = (await mountModal()) as ModalElement;
    const firstSight = atFirstSight(modal, '.wm-qr-frame', (element) => {
      const style = getComputedStyle(element);
      return { display: style.display, background: style.backgroundColor };
    });
    await modal.open({ view: 'WalletReceive' });
    await viewShown(modal, 'WalletReceive');
    expect(await firstSight).to.deep.equal({ display: 'flex', background: 'rgb(255, 255, 255)' });
    expect(dialogOf(modal)?.querySelector('.wm-qr-frame')).to.not.equal(null);
  });
});
