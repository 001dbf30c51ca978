// Pictures of every view a visitor can reach, taken from the real demo on the local stack so they
// stay true: light and dark, and Arabic (right to left) for a few. `npm run screenshots` builds
// dist/ first when it is stale, writes gallery/<View>-<mode>[-ar].png (the view's data-view name)
// and the gallery page README.md beside this file, removes pictures it did not take, and prints
// each file it writes or removes.
// It drives the demo as a visitor does: buttons and fields by their role and visible name, views
// by the dialog's data-view, the Demo Wallet's approvals through its controls, mails from the
// stack's mailbox. A view it cannot reach is a failure: it says which and why, and exits non-zero
// (the gallery page is then left as it was).
// Options: --out <folder> (pictures there, flat, no gallery page), --views A,B (only those),
// --modes light (only light).
import puppeteer from 'puppeteer-core';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumPath, chromiumProblem } from '../setup/checkChromium.mjs';
import { ensureBuild } from '../setup/ensureBuild.mjs';
import { startStack } from '../stack/startStack.mjs';
import { galleryPage } from './galleryPage.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  options: { out: { type: 'string' }, views: { type: 'string' }, modes: { type: 'string', default: 'light,dark' } },
});
const OUT = options.out ? path.resolve(options.out) : path.join(HERE, 'gallery');
const ONLY = options.views ? new Set(options.views.split(',')) : null;
const MODES = options.modes.split(',');
const MARGIN = 24;
const TIMEOUT = 20_000;
const started = Date.now();

/** Every picture taken: `{ view, file, modes, arabic, caption }`, in the order taken. */
const taken = [];
/** Every picture file written by this run. */
const written = new Set();
/** Every view that could not be reached: `{ view, reason }`. */
const failures = [];

// ---------------------------------------------------------------------------------------------
// Finding what a visitor sees in the modal's shadow root.

/**
 * In the page: the first enabled control of `role` in the modal whose accessible name matches
 * (`matchOnly`), or the names of all of them.
 */
function controlsIn(role, source, flags, matchOnly) {
  const root = document.querySelector('wallet-modal')?.shadowRoot;
  if (!root) return matchOnly ? null : [];
  const selectors = {
    button: 'button, [role="button"], summary',
    link: 'a[href]',
    textbox: 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea',
  };
  // innerText: the words of separate boxes (a row's name and its end note) stay apart.
  const textOf = (element) => (element?.innerText ?? element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => textOf(root.getElementById(id))).join(' ').trim();
    if (element.getAttribute('aria-label')) return element.getAttribute('aria-label').trim();
    if (element.labels?.length) return textOf(element.labels[0]);
    return element.getAttribute('placeholder') ?? textOf(element);
  };
  const shown = (element) => element.getClientRects().length > 0 && !element.closest('[hidden], [inert]');
  const all = [...root.querySelectorAll(selectors[role])].filter(shown);
  const pattern = new RegExp(source, flags);
  if (!matchOnly) return all.map(nameOf);
  return all.find((element) => pattern.test(nameOf(element)) && !element.disabled) ?? null;
}

/** The modal's control of `role` named `name` (a RegExp), once it is there and enabled. */
async function control(page, role, name, timeout = TIMEOUT) {
  try {
    const handle = await page.waitForFunction(controlsIn, { timeout }, role, name.source, name.flags, true);
    return handle.asElement();
  } catch {
    const names = await page.evaluate(controlsIn, role, name.source, name.flags, false);
    const view = await currentView(page);
    throw new Error(`no enabled ${role} named ${name} on ${view ?? 'a closed modal'} (its ${role}s: ${names.map((n) => JSON.stringify(n)).join(', ') || 'none'})`);
  }
}

async function click(page, role, name) {
  const handle = await control(page, role, name);
  await handle.click();
}

async function typeInto(page, name, text) {
  const handle = await control(page, 'textbox', name);
  await handle.click({ clickCount: 3 });
  await handle.type(text);
}

/** What the dialog says now, shortened: for the message of a failure. */
async function dialogSays(page) {
  const text = await page.evaluate(() => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[role="dialog"]')?.innerText ?? '');
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

function currentView(page) {
  return page.evaluate(() => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[role="dialog"]')?.dataset.view ?? null);
}

async function waitForView(page, view, timeout = TIMEOUT) {
  try {
    await page.waitForFunction((name) => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[role="dialog"]')?.dataset.view === name, { timeout }, view);
  } catch {
    throw new Error(`${view} did not open (the modal shows ${(await currentView(page)) ?? 'nothing'}: "${await dialogSays(page)}")`);
  }
}

/** Waits until the dialog's text matches `pattern` (something the view shows once its data is in). */
async function waitForText(page, pattern, what, timeout = TIMEOUT) {
  try {
    await page.waitForFunction(
      (source, flags) => new RegExp(source, flags).test(document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[role="dialog"]')?.innerText ?? ''),
      { timeout },
      pattern.source,
      pattern.flags,
    );
  } catch {
    throw new Error(`${what} never showed on ${await currentView(page)} (it says "${await dialogSays(page)}")`);
  }
}

/**
 * Waits until the dialog shows `view` fully: no loading placeholder, skeleton or busy control,
 * every image loaded, the opening animations over, and no request in flight for a moment. A view
 * that shows an error instead is a failure: the picture would not show the view as intended.
 * `longPoll`: the view waits on one request that stays open (the secure frame's long poll for a
 * device or Farcaster approval, answered after about 25 s, when the view says it timed out), so
 * that one request does not count: waiting for none would picture the view as its wait ends.
 */
async function settled(page, view, { busy = false, longPoll = false } = {}) {
  await waitForView(page, view);
  try {
    await page.waitForFunction(
      (allowBusy) => {
        const dialog = document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"]');
        if (dialog.querySelector('[data-view-loading], .wm-skeleton')) return false;
        if (!allowBusy && dialog.querySelector('[aria-busy="true"]')) return false;
        return [...dialog.querySelectorAll('img')].every((image) => image.complete);
      },
      { timeout: TIMEOUT },
      busy,
    );
  } catch {
    throw new Error(`${view} kept showing placeholders (skeletons, a busy control or images loading)`);
  }
  const problem = await page.evaluate(() => {
    const dialog = document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"]');
    return [...dialog.querySelectorAll('[role="alert"], [data-view-error], .wm-field-error')].map((element) => element.innerText.trim()).filter(Boolean).join(' ');
  });
  if (problem) throw new Error(`${view} shows an error: "${problem}"`);
  await page.waitForNetworkIdle({ idleTime: 250, timeout: TIMEOUT, concurrency: longPoll ? 1 : 0 }).catch(() => {});
  await page.evaluate(() =>
    Promise.all(
      document
        .querySelector('wallet-modal')
        .shadowRoot.getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// ---------------------------------------------------------------------------------------------
// Pictures.

async function setLook(page, { mode, language }) {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: mode }]);
  await page.evaluate(
    (theme, lang) => {
      const modal = document.querySelector('wallet-modal');
      modal.setAttribute('theme-mode', theme);
      if (modal.getAttribute('language') !== lang) modal.setAttribute('language', lang);
    },
    mode,
    language,
  );
  await page.waitForFunction(
    (theme, lang) => {
      const root = document.querySelector('wallet-modal').shadowRoot.querySelector('.wm-root, [data-theme]');
      return root?.dataset.theme === theme && root.getAttribute('lang')?.startsWith(lang);
    },
    { timeout: TIMEOUT },
    mode,
    language,
  );
}

/** The dialog alone, with a margin of backdrop around it, as `file`. */
async function shootCard(page, file) {
  await page.mouse.move(1, 1);
  const box = await page.evaluate(() => {
    const rect = document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"]').getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  const viewport = page.viewport();
  const x = Math.max(0, Math.floor(box.x - MARGIN));
  const y = Math.max(0, Math.floor(box.y - MARGIN));
  const clip = { x, y, width: Math.min(viewport.width, Math.ceil(box.x + box.width + MARGIN)) - x, height: Math.min(viewport.height, Math.ceil(box.y + box.height + MARGIN)) - y };
  const target = path.join(OUT, `${file}.png`);
  await page.screenshot({ path: target, clip });
  written.add(target);
  console.log(path.relative(process.cwd(), target));
}

/**
 * Pictures of what the modal shows now, `view`, in every mode (and in Arabic when `arabic`).
 * `caption` says what the picture shows and how a visitor gets there. `again` takes the visitor
 * to the view again after each change of look; `longPoll` is settled's.
 */
async function shoot(page, view, caption, { arabic = false, name = view, busy = false, longPoll = false, again } = {}) {
  if (ONLY && !ONLY.has(view)) return;
  await settled(page, view, { busy, longPoll });
  const looks = MODES.map((mode) => ({ mode, language: 'en' }));
  if (arabic && !options.out) looks.push(...[...MODES].reverse().map((mode) => ({ mode, language: 'ar' })));
  try {
    for (const [index, look] of looks.entries()) {
      await setLook(page, look);
      if (again && index > 0) await again();
      await settled(page, view, { busy, longPoll });
      await shootCard(page, options.out ? `${name}-${look.mode}` : `${name}-${look.mode}${look.language === 'ar' ? '-ar' : ''}`);
    }
  } finally {
    await setLook(page, { mode: MODES[0], language: 'en' });
  }
  taken.push({ view, name, caption, modes: MODES, arabic: arabic && !options.out });
}

/**
 * Runs the steps that reach one or more views; a failure is recorded against `view` and the
 * scene goes on from `recover` (when given) or stops.
 */
async function step(view, run, recover) {
  try {
    await run();
    return true;
  } catch (error) {
    // With --views, a view left out is only on the way to others: its failure shows in theirs.
    if (!ONLY || ONLY.has(view)) failures.push({ view, reason: error.message });
    console.error(`FAILED ${view}: ${error.message}`);
    if (recover) await recover().catch((again) => console.error(`  and could not take the modal back to where the next step starts: ${again.message}`));
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The demo page.

async function openDemo(browser, stack, query = '') {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 900, height: 900, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: MODES[0] }]);
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
  await page.goto(`${stack.urls.demo}${query}`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => window.demoWallet && document.querySelector('wallet-modal')?.shadowRoot, { timeout: TIMEOUT });
  await setLook(page, { mode: MODES[0], language: 'en' }).catch(() => {});
  return { page, close: () => context.close() };
}

/** Clicks the page's <wallet-button> (Connect Wallet, or the account once connected). */
async function openFromButton(page) {
  const button = await page.waitForFunction(() => document.querySelector('wallet-button')?.shadowRoot?.querySelector('button'), { timeout: TIMEOUT });
  await button.asElement().click();
}

async function closeModal(page) {
  if (!(await currentView(page))) return;
  const closed = () => page.waitForFunction(() => !document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[role="dialog"]'), { timeout: 3_000 });
  // Escape, as a visitor would; when focus is in the secure frame the modal does not hear it, and its close button does.
  await page.keyboard.press('Escape');
  if (await closed().then(() => true, () => false)) return;
  await page.evaluate(() => document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"] button[aria-label="Close"]')?.click());
  await closed().catch(async () => {
    throw new Error(`the modal did not close (it shows ${await currentView(page)})`);
  });
}

/** Back to Connect from wherever the modal is: closed and opened again from the page's button. */
async function backToConnect(page) {
  if ((await currentView(page)) === 'Connect') return;
  await closeModal(page).catch(() => {});
  await openFromButton(page);
  await waitForView(page, 'Connect');
}

/** Back to Account from wherever the modal is: closed and opened again from the page's button. */
async function backToAccount(page) {
  await closeModal(page).catch(() => {});
  await page.evaluate(() => window.demoWallet.controls.setApproval('approve'));
  await openFromButton(page);
  await waitForView(page, 'Account');
}

/**
 * Clicks the form's button `name` until `view` opens: the frame's server allows a few mails a
 * minute, and when the modal says to wait N seconds the visitor waits and sends again. Resolves to
 * the time just before the sending that worked (to find its mail).
 */
async function submitUntil(page, name, view) {
  for (let attempt = 1; ; attempt += 1) {
    const sentAt = Date.now() - 1;
    await click(page, 'button', name);
    const outcome = await page
      .waitForFunction(
        (target) => {
          const dialog = document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"]');
          if (dialog?.dataset.view === target) return 'opened';
          return /try again in (\d+) second/i.exec(dialog?.innerText ?? '')?.[1] ?? null;
        },
        { timeout: TIMEOUT },
        view,
      )
      .then((handle) => handle.jsonValue(), () => null);
    if (outcome === 'opened') return sentAt;
    if (!outcome || attempt === 3) throw new Error(`${view} did not open (the modal says "${await dialogSays(page)}")`);
    await new Promise((resolve) => setTimeout(resolve, (Number(outcome) + 1) * 1000));
  }
}

/** Waits until the dialog draws a QR code. */
async function qrShown(page) {
  await page.waitForFunction(() => document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"] svg path, [role="dialog"] svg rect, [role="dialog"] canvas'), { timeout: TIMEOUT });
}

const wallet = (page, call) => page.evaluate(call);
const pendingRequest = (page) =>
  page.waitForFunction(() => window.demoWallet.controls.pending()[0]?.id, { timeout: TIMEOUT }).then((handle) => handle.jsonValue());

// ---------------------------------------------------------------------------------------------
// Scenes: each on a page of its own, from a fresh visitor.

/** Connect and the ways to connect, then a browser wallet's Account and everything it offers. */
async function walletScene(browser, stack) {
  const { page, close } = await openDemo(browser, stack);
  const toAccount = () => backToAccount(page);
  const toConnect = () => backToConnect(page);
  try {
    await openFromButton(page);
    if (!(await step('Connect', () => shoot(page, 'Connect', 'Opened from the page\'s Connect Wallet button by a new visitor.', { arabic: true })))) return;

    await step('AllWallets', async () => {
      await click(page, 'button', /^All Wallets/i);
      await waitForView(page, 'AllWallets');
      await shoot(page, 'AllWallets', 'Connect → All Wallets: the wallet catalogue with search.');
    }, toConnect);
    await toConnect();

    await step('ConnectingWalletConnectBasic', async () => {
      await click(page, 'button', /^WalletConnect/i);
      await waitForView(page, 'ConnectingWalletConnectBasic');
      await qrShown(page);
      await shoot(page, 'ConnectingWalletConnectBasic', 'Connect → WalletConnect: the pairing QR code and link for any mobile wallet.');
    }, toConnect);
    await toConnect();

    await step('ConnectingWalletConnect', async () => {
      // Connect keeps room for email and socials, so a catalogue wallet is found in All Wallets.
      await click(page, 'button', /^All Wallets/i);
      await waitForView(page, 'AllWallets');
      await click(page, 'button', /^Rainbow/);
      await waitForView(page, 'ConnectingWalletConnect');
      await qrShown(page);
      await shoot(page, 'ConnectingWalletConnect', 'Connect → All Wallets → Rainbow (a wallet of the catalogue): its QR code, its link and its app.');
      await step('Downloads', async () => {
        await click(page, 'button', /^Get Rainbow/);
        await waitForView(page, 'Downloads');
        await shoot(page, 'Downloads', 'Rainbow\'s QR view → Get Rainbow: where to install the wallet.');
      });
    }, toConnect);
    await toConnect();

    // The Demo Wallet asks its person first, so the connecting view stays up for its picture.
    const connected = await step('ConnectingExternal', async () => {
      await wallet(page, () => window.demoWallet.controls.setApproval('manual'));
      await click(page, 'button', /Demo Wallet/i);
      await waitForView(page, 'ConnectingExternal');
      const id = await pendingRequest(page);
      await shoot(page, 'ConnectingExternal', 'Connect → Demo Wallet (a browser wallet): waiting for the visitor to accept in the wallet.', { busy: true });
      await page.evaluate((request) => window.demoWallet.controls.approve(request), id);
      await wallet(page, () => window.demoWallet.controls.setApproval('approve'));
      await page.waitForFunction(() => /[1-9]/.test(document.querySelector('wallet-button')?.shadowRoot?.textContent ?? ''), { timeout: TIMEOUT });
    });
    if (!connected) return;
    await closeModal(page).catch(() => {});

    if (!(await step('Account', async () => {
      await openFromButton(page);
      await waitForView(page, 'Account');
      await shoot(page, 'Account', 'Opened from the page\'s button once the Demo Wallet is connected.', { arabic: true });
    }))) return;

    await step('Networks', async () => {
      await click(page, 'button', /Network|Ethereum/i);
      await waitForView(page, 'Networks');
      await shoot(page, 'Networks', 'Account → the network: the page\'s networks, EVM, Solana and Bitcoin.');
    }, toAccount);

    // The wallet asks its person before moving: SwitchNetwork waits for it.
    await step('SwitchNetwork', async () => {
      if ((await currentView(page)) !== 'Networks') {
        await click(page, 'button', /Network|Ethereum/i);
        await waitForView(page, 'Networks');
      }
      await wallet(page, () => window.demoWallet.controls.setApproval('manual'));
      await click(page, 'button', /^Base/);
      await waitForView(page, 'SwitchNetwork');
      const id = await pendingRequest(page);
      await shoot(page, 'SwitchNetwork', 'Networks → Base with a wallet that asks first: waiting for the visitor to accept the switch.', { busy: true });
      await page.evaluate((request) => window.demoWallet.controls.reject(request), id);
      await toAccount();
    }, toAccount);

    await step('SwitchActiveChain', async () => {
      await click(page, 'button', /Network|Ethereum/i);
      await waitForView(page, 'Networks');
      await click(page, 'button', /^Solana/);
      await waitForView(page, 'SwitchActiveChain');
      await shoot(page, 'SwitchActiveChain', 'Networks → Solana while only an EVM wallet is connected.');
      await toAccount();
    }, toAccount);

    await step('WalletReceive', async () => {
      await click(page, 'button', /^Receive$/i);
      await waitForView(page, 'WalletReceive');
      await page.waitForFunction(() => document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"] svg'), { timeout: TIMEOUT });
      await shoot(page, 'WalletReceive', 'Account → Receive: the address as a QR code and text.');
      await step('WalletCompatibleNetworks', async () => {
        await click(page, 'button', /Compatible networks/i);
        await waitForView(page, 'WalletCompatibleNetworks');
        await shoot(page, 'WalletCompatibleNetworks', 'Receive → Compatible networks.');
      });
      await toAccount();
    }, toAccount);

    await step('WalletSend', async () => {
      await click(page, 'button', /^Send$/i);
      await waitForView(page, 'WalletSend');
      await step('WalletSendSelectToken', async () => {
        await click(page, 'button', /^(Token|Select token|ETH)\b|: ETH$/i);
        await waitForView(page, 'WalletSendSelectToken');
        await shoot(page, 'WalletSendSelectToken', 'Send → the token: the tokens the account holds.');
        await click(page, 'button', /^(Ethereum|Ether|ETH)\b/);
        await waitForView(page, 'WalletSend');
      });
      // A name as the recipient: the form shows what it resolves to.
      await typeInto(page, /^(To|Address or name)/i, 'dev1.reown.id');
      await typeInto(page, /^Amount/i, '0.05');
      await waitForText(page, /^(?![\s\S]*Looking up)[\s\S]*0x7099/i, 'the name\'s address');
      await control(page, 'button', /^Preview send$/i);
      await shoot(page, 'WalletSend', 'Account → Send: 0.05 ETH to the name dev1.reown.id, resolved.', { arabic: true });
      await step('WalletSendPreview', async () => {
        await click(page, 'button', /^Preview send$/i);
        await waitForView(page, 'WalletSendPreview');
        await waitForText(page, /\d/, 'the network fee');
        await shoot(page, 'WalletSendPreview', 'Send → Preview send: the amount, the recipient and the network fee.');
        await click(page, 'button', /^Send$/i);
        await page.waitForFunction(() => document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"]')?.dataset.view === 'Account', { timeout: 60_000 });
      });
      await toAccount();
    }, toAccount);

    await step('Swap', async () => {
      await click(page, 'button', /^Swap$/i);
      await waitForView(page, 'Swap');
      await control(page, 'button', /You pay: ETH/i);
      await step('SwapSelectToken', async () => {
        await click(page, 'button', /^You receive/i);
        await waitForView(page, 'SwapSelectToken');
        await shoot(page, 'SwapSelectToken', 'Swap → You receive: the tokens of the network, searchable.');
        await click(page, 'button', /USD Coin|^USDC\b/);
        await waitForView(page, 'Swap');
      });
      await typeInto(page, /You pay|Amount/i, '0.1');
      await waitForText(page, /1 ETH = [\d,.]+/, 'the quote');
      await shoot(page, 'Swap', 'Account → Swap: 0.1 ETH for USDC, quoted by the local market.', { arabic: true });
      await step('SwapPreview', async () => {
        await click(page, 'button', /^Review swap$/i);
        await waitForView(page, 'SwapPreview');
        await shoot(page, 'SwapPreview', 'Swap → Review swap: what is paid, received at least, and the transaction.');
        await click(page, 'button', /^Swap$/i);
        await page.waitForFunction(() => document.querySelector('wallet-modal').shadowRoot.querySelector('[role="dialog"]')?.dataset.view === 'Account', { timeout: 60_000 });
      });
      await toAccount();
    }, toAccount);

    await step('OnRampProviders', async () => {
      await click(page, 'button', /^Buy$/i);
      await waitForView(page, 'OnRampProviders');
      await waitForText(page, /You get [\d,.]+/, 'the providers\' quotes');
      await shoot(page, 'OnRampProviders', 'Account → Buy: the amount, what to buy and the providers\' quotes.');
      await step('OnRampTokenSelect', async () => {
        await click(page, 'button', /^Buy: /);
        await waitForView(page, 'OnRampTokenSelect');
        await shoot(page, 'OnRampTokenSelect', 'Buy → the token to buy.');
        await click(page, 'button', /^Back$/i);
        await waitForView(page, 'OnRampProviders');
      });
      await step('OnRampFiatSelect', async () => {
        await click(page, 'button', /^(Pay with|Currency): |^USD$/);
        await waitForView(page, 'OnRampFiatSelect');
        await shoot(page, 'OnRampFiatSelect', 'Buy → the currency to pay with.');
        await click(page, 'button', /^Back$/i);
        await waitForView(page, 'OnRampProviders');
      });
      await step('BuyInProgress', async () => {
        await waitForText(page, /You get [\d,.]+/, 'the providers\' quotes');
        const popup = new Promise((resolve) => page.once('popup', resolve));
        await click(page, 'button', /Rampa/);
        await waitForView(page, 'BuyInProgress');
        const window = await popup;
        await waitForText(page, /Continue in the .* window/i, 'the provider window note');
        await shoot(page, 'BuyInProgress', 'Buy → Rampa: the provider\'s page is open in its window; the view follows the purchase.', { busy: true });
        // Pay in the provider's window so Activity has the purchase.
        const pay = await window.waitForSelector('::-p-aria(Pay)', { timeout: TIMEOUT });
        await pay.click();
        await page.waitForFunction(() => document.querySelector('wallet-modal').shadowRoot.querySelector('[data-purchase="arrived"]'), { timeout: 60_000 });
        await window.close().catch(() => {});
      });
      await toAccount();
    }, toAccount);

    await step('Activity', async () => {
      await click(page, 'button', /^Activity$/i);
      await waitForView(page, 'Activity');
      await waitForText(page, /Swapped|Sent|Bought/i, 'the transactions');
      await shoot(page, 'Activity', 'Account → Activity, after the send, swap and buy above.');
      await toAccount();
    }, toAccount);

    // Dev account 0 has a name already: the wallet moves to account 2, which has none.
    await step('RegisterAccountName', async () => {
      await wallet(page, () => window.demoWallet.controls.switchAccount(2));
      await click(page, 'button', /account name/i);
      await waitForView(page, 'RegisterAccountName');
      await typeInto(page, /name/i, 'adalovelace');
      await waitForText(page, /\bavailable\b/i, 'the name check');
      await shoot(page, 'RegisterAccountName', 'Account → Choose your account name (an account without one): a free name typed in.');
      await step('RegisterAccountNameSuccess', async () => {
        await click(page, 'button', /^Register/i);
        await waitForView(page, 'RegisterAccountNameSuccess', 40_000);
        await shoot(page, 'RegisterAccountNameSuccess', 'Choose your account name → Register, once the wallet signed and the name service took it.');
      });
      await toAccount();
    }, toAccount);

    // The wallet moves itself to a network the page did not ask for.
    await step('UnsupportedChain', async () => {
      await closeModal(page);
      await wallet(page, () => window.demoWallet.controls.switchChainFromWallet(42161));
      await waitForView(page, 'UnsupportedChain');
      await shoot(page, 'UnsupportedChain', 'The wallet moved itself to a network the page does not offer (Arbitrum).');
    });
  } finally {
    await close();
  }
}

/** Email sign-in, social logins' windows, and the email wallet's change of address and approval in the frame. */
async function emailScene(browser, stack) {
  const views = ['EmailVerifyDevice', 'EmailVerifyOtp', 'ConnectingSocial', 'ConnectingFarcaster', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp', 'ApproveTransaction'];
  if (ONLY && !views.some((view) => ONLY.has(view))) return;
  const { page, close } = await openDemo(browser, stack);
  const toConnect = () => backToConnect(page);
  // Fixed addresses: the stack is new on every run, and the pictures change only when the modal does.
  const email = 'ada@example.test';
  const newEmail = 'ada.lovelace@example.test';
  const mailAfter = async (to, after) => {
    const deadline = Date.now() + TIMEOUT;
    while (Date.now() < deadline) {
      const res = await fetch(`${stack.urls.mail}/api/messages/last?to=${encodeURIComponent(to)}`);
      if (res.ok) {
        const mail = await res.json();
        if (Date.parse(mail.receivedAt) > after) return mail;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail to ${to} in the stack's mailbox`);
  };
  const codeIn = (mail) => {
    const code = mail.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no six-digit code in the mail to ${mail.to}`);
    return code;
  };
  const enterCode = async (code) => {
    const field = await control(page, 'textbox', /code|digit|1/i);
    await field.click();
    await page.keyboard.type(code);
    // Six digits may send the form by themselves; otherwise Verify does.
    const verify = await control(page, 'button', /^Verify/i, 2_000).catch(() => null);
    await verify?.click().catch(() => {});
  };
  try {
    await openFromButton(page);
    await waitForView(page, 'Connect');
    const askForDevice = async () => {
      await toConnect();
      await typeInto(page, /email/i, email);
      return submitUntil(page, /^Continue$/i, 'EmailVerifyDevice');
    };
    const reached = await step('EmailVerifyDevice', async () => {
      await askForDevice();
      await shoot(page, 'EmailVerifyDevice', 'Connect → email, on a new device: approve it from the mail first.', { longPoll: true });
    }, toConnect);

    await step('ConnectingSocial', async () => {
      await toConnect();
      const popup = new Promise((resolve) => page.once('popup', resolve));
      await click(page, 'button', /Google/);
      await waitForView(page, 'ConnectingSocial');
      const window = await popup;
      await shoot(page, 'ConnectingSocial', 'Connect → Google: the login continues in its window.', { busy: true });
      await window.close().catch(() => {});
    }, toConnect);

    await step('ConnectingFarcaster', async () => {
      await toConnect();
      await click(page, 'button', /Farcaster/);
      await waitForView(page, 'ConnectingFarcaster');
      await qrShown(page);
      await shoot(page, 'ConnectingFarcaster', 'Connect → Farcaster: a QR code to sign in from the phone.', { longPoll: true });
    }, toConnect);

    if (!reached) return;
    // The modal has left EmailVerifyDevice since (the social pictures): ask again, then approve.
    const signedIn = await step('EmailVerifyOtp', async () => {
      const sentAt = await askForDevice();
      const link = (await mailAfter(email, sentAt)).text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error('the device mail has no link');
      const approvedAt = Date.now() - 1;
      const res = await fetch(link);
      if (!res.ok) throw new Error(`the device link answered ${res.status}`);
      await waitForView(page, 'EmailVerifyOtp', 40_000);
      const code = codeIn(await mailAfter(email, approvedAt));
      await shoot(page, 'EmailVerifyOtp', 'Connect → email, once the device is approved: the code from the mail.');
      await enterCode(code);
      await page.waitForFunction(() => WalletModal.stores.$account.get().status === 'connected', { timeout: 40_000 });
    });
    if (!signedIn) return;

    await step('UpdateEmailWallet', async () => {
      await backToAccount(page);
      await click(page, 'button', /Update email/i);
      await waitForView(page, 'UpdateEmailWallet');
      await shoot(page, 'UpdateEmailWallet', 'Account of an email wallet → Update email.');
      await typeInto(page, /email/i, newEmail);
      const sentAt = await submitUntil(page, /^Continue$/i, 'UpdateEmailPrimaryOtp');
      const code = codeIn(await mailAfter(email, sentAt));
      await shoot(page, 'UpdateEmailPrimaryOtp', 'Update email → a new address: the code sent to the current one.');
      await step('UpdateEmailSecondaryOtp', async () => {
        await enterCode(code);
        await waitForView(page, 'UpdateEmailSecondaryOtp', 40_000);
        await mailAfter(newEmail, sentAt);
        await shoot(page, 'UpdateEmailSecondaryOtp', 'Update email → the current address confirmed: the code sent to the new one.');
      });
    });

    // The host page asks the email wallet to sign: the secure frame shows the request over the view.
    await step('ApproveTransaction', async () => {
      const askToSign = async () => {
        await closeModal(page).catch(() => {});
        await page.evaluate(() => {
          const message = `0x${[...new TextEncoder().encode('Hello from the wallet-modal demo')].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
          const provider = document.querySelector('wallet-modal').getProvider('eip155');
          provider.request({ method: 'personal_sign', params: [message, WalletModal.stores.$account.get().address] }).catch(() => {});
        });
        await waitForView(page, 'ApproveTransaction');
        const frame = await page
          .waitForFunction(() => {
            const element = document.querySelector('iframe[title="Secure wallet"]');
            const box = element?.getBoundingClientRect();
            return box && box.width > 0 && box.height > 0 ? element.src : null;
          }, { timeout: TIMEOUT })
          .then((handle) => handle.jsonValue());
        const inFrame = page.frames().filter((candidate) => candidate.url().startsWith(new URL(frame).origin)).at(-1);
        if (!inFrame) throw new Error('the secure frame is not in the page');
        await inFrame.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => /approve/i.test(button.textContent) && button.getClientRects().length), { timeout: TIMEOUT });
      };
      await askToSign();
      await shoot(page, 'ApproveTransaction', 'The host page asks the email wallet to sign a message: the secure frame shows it, to approve or reject.', { again: askToSign });
      await closeModal(page);
    });
  } finally {
    await close();
  }
}

/** A page whose host asks for sign-in (SIWX) after a connect. */
async function signInScene(browser, stack) {
  if (ONLY && !ONLY.has('SIWXSignMessage')) return;
  const { page, close } = await openDemo(browser, stack, '?siwx=1');
  try {
    await step('SIWXSignMessage', async () => {
      await openFromButton(page);
      await waitForView(page, 'Connect');
      await click(page, 'button', /Demo Wallet/i);
      await waitForView(page, 'SIWXSignMessage');
      await shoot(page, 'SIWXSignMessage', 'On a page with sign-in (SIWX): right after connecting the Demo Wallet.');
    });
  } finally {
    await close();
  }
}

// ---------------------------------------------------------------------------------------------

const executablePath = chromiumPath();
const problem = chromiumProblem(executablePath);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
await ensureBuild().catch(() => process.exit(1)); // the build has said why
mkdirSync(OUT, { recursive: true });

const stack = await startStack({ quiet: true, demoPort: 0, servicePort: 0, explorerPort: 0 });
const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--lang=en-US'] });
try {
  await walletScene(browser, stack);
  await emailScene(browser, stack);
  await signInScene(browser, stack);
} finally {
  await browser.close();
  await stack.stop();
}

const seconds = Math.round((Date.now() - started) / 1000);
if (failures.length) {
  console.error(`\n${failures.length} view(s) could not be pictured:`);
  for (const { view, reason } of failures) console.error(`  ${view}: ${reason}`);
  console.error(`(${seconds} s; the gallery page is left as it was)`);
  process.exit(1);
}
if (!options.out && !ONLY) {
  const viewNames = [...readFileSync(path.join(HERE, '../../src/router/viewNames.ts'), 'utf8').matchAll(/^\s+'(\w+)',/gm)].map((match) => match[1]);
  const page = path.join(HERE, 'README.md');
  writeFileSync(page, galleryPage({ taken, viewNames }));
  console.log(path.relative(process.cwd(), page));
  // A picture this run did not take (a view renamed or gone) would no longer be true.
  for (const file of readdirSync(OUT).filter((name) => name.endsWith('.png')).map((name) => path.join(OUT, name))) {
    if (written.has(file)) continue;
    rmSync(file);
    console.log(`removed ${path.relative(process.cwd(), file)}`);
  }
}
console.log(`${taken.length} views pictured in ${seconds} s`);
