/**
 * What a host's unit test does with the package under a DOM written in JavaScript (jsdom,
 * happy-dom): set the DOM up, import the built ESM entry, put <wallet-modal> and
 * <wallet-button> in the page, open the modal; then checks what the visitor would see. The
 * wallet list comes from the local twin of the wallet-list service, so nothing leaves the
 * machine (every fetch is recorded and checked).
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createWalletListService } from '../../demo/stack/walletListService.mjs';
import { installDomGlobals } from './installDomGlobals.mjs';

const ENTRY = new URL('../../dist/wallet-modal.js', import.meta.url).href;

/** Resolves once `read()` is truthy (polled every 20 ms), with its value; rejects after `ms`. */
export async function waitFor(read, what, ms = 5000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function checkOpenedInDom(window) {
  const twin = createServer(createWalletListService());
  await new Promise((resolve) => twin.listen(0, '127.0.0.1', resolve));
  const twinUrl = `http://127.0.0.1:${twin.address().port}`;

  const errors = [];
  const console_ = { error: console.error, warn: console.warn };
  console.error = (...args) => errors.push(['console.error', ...args]);
  console.warn = (...args) => errors.push(['console.warn', ...args]);
  const onUncaught = (error) => errors.push(['uncaught', error]);
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  const fetched = [];
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    fetched.push(String(input instanceof Request ? input.url : input));
    return nodeFetch(input, init);
  };

  const restoreGlobals = installDomGlobals(window);
  window.addEventListener('error', (event) => errors.push(['window error', event.error ?? event.message]));
  const api = await import(ENTRY);

  const modal = document.createElement('wallet-modal');
  modal.setAttribute('project-id', 'dom-test');
  modal.setAttribute('explorer-url', twinUrl);
  const button = document.createElement('wallet-button');
  document.body.append(modal, button);
  let opened = false;
  try {
    await modal.open();
    opened = true;
  } catch (error) {
    // Also where the element could not be built and has no open(): recorded, then asserted on.
    errors.push(['open()', error]);
  }
  const card = modal.shadowRoot?.querySelector('[role="dialog"][data-view]') ?? null;
  // The twin's wallets reach the Connect view: its requests have been answered.
  const wallet = card ? await waitFor(() => card.querySelector('[data-wallet-id]'), 'a wallet of the list').catch((error) => errors.push([error.message])) : null;

  const buttonText = button.shadowRoot?.querySelector('button')?.textContent;
  const title = card && modal.shadowRoot.getElementById(card.getAttribute('aria-labelledby'))?.textContent;
  const modalCss = (modal.shadowRoot?.adoptedStyleSheets?.length ?? 0) + (modal.shadowRoot?.querySelectorAll('style').length ?? 0);
  const headStyles = document.head.querySelectorAll('style').length;
  const registered = customElements.get('wallet-modal') === api.WalletModalElement && customElements.get('wallet-button') === api.WalletButtonElement;
  const instances = modal instanceof api.WalletModalElement && button instanceof api.WalletButtonElement;

  modal.remove();
  button.remove();
  restoreGlobals();
  globalThis.fetch = nodeFetch;
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
  Object.assign(console, console_);
  twin.closeAllConnections();
  await new Promise((resolve) => twin.close(resolve));

  assert.deepEqual(errors, [], 'nothing went wrong');
  assert.equal(opened, true, 'open() resolved');
  assert.equal(registered, true, 'customElements.get(tag) is the exported class');
  assert.equal(instances, true, 'the elements are instances of the exported classes');
  assert.equal(card?.dataset.view, 'Connect', 'the dialog shows the Connect view');
  assert.equal(title, 'Connect Wallet');
  assert.ok(wallet, 'a wallet of the list is shown');
  assert.equal(buttonText, 'Connect Wallet', '<wallet-button> renders');
  assert.ok(modalCss > 0, "the modal's CSS is in its shadow root");
  assert.equal(headStyles, 0, 'nothing was written to <head>');
  assert.deepEqual(fetched.filter((url) => !url.startsWith(twinUrl)), [], 'every request went to the local twin');
}
