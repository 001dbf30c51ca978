import { FlattenMap, generatedPositionFor } from '@jridgewell/trace-mapping';
import { expect } from 'chai';
import { frameWindow, loadPage } from '../support/loadPage';
import { waitFor } from '../support/modalTestKit';

type WalletModalGlobal = {
  createWalletModal(options?: object): { open(options?: object): Promise<void>; close(): void };
  stores: { $modal: { get(): { open: boolean; view: string } } };
};

function dialogIn(doc: Document): HTMLElement | null {
  return doc.querySelector('wallet-modal')?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? null;
}

describe('dist/wallet-modal.umd.js on a host page', () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

  it('adds exactly one global, WalletModal', async () => {
    const blank = await loadPage('/test/pages/blank.html');
    const host = await loadPage('/test/pages/host-page.html');
    frames.push(blank, host);
    const before = new Set(Object.getOwnPropertyNames(frameWindow(blank)));
    const added = Object.getOwnPropertyNames(frameWindow(host)).filter((name) => !before.has(name));
    expect(added).to.deep.equal(['WalletModal']);
  });

  it('defines both elements and works from a click on the button', async () => {
    const host = await loadPage('/test/pages/host-page.html');
    frames.push(host);
    const win = frameWindow<{ WalletModal: WalletModalGlobal }>(host);
    const doc = host.contentDocument as Document;
    expect(win.customElements.get('wallet-modal')).to.be.a('function');
    expect(win.customElements.get('wallet-button')).to.be.a('function');
    const opened: unknown[] = [];
    doc.addEventListener('modal-open', (event) => opened.push((event as CustomEvent).detail));
    const button = await waitFor(() => doc.querySelector('wallet-button')?.shadowRoot?.querySelector('button'), 'the button');
    expect(button.textContent).to.equal('Connect Wallet');
    button.click();
    const dialog = await waitFor(() => dialogIn(doc), 'the dialog');
    expect(dialog.dataset.view).to.equal('Connect');
    expect(win.WalletModal.stores.$modal.get().open).to.equal(true);
    expect(opened).to.deep.equal([{ connected: false }]);
  });

  it('speaks the page’s language, downloading only that language’s file from beside the UMD file', async () => {
    const host = await loadPage('/test/pages/host-page.html');
    frames.push(host);
    const win = frameWindow<{ WalletModal: WalletModalGlobal }>(host);
    const doc = host.contentDocument as Document;
    win.WalletModal.createWalletModal({ language: 'es' });
    const buttonText = () => doc.querySelector('wallet-button')?.shadowRoot?.querySelector('button')?.textContent;
    await waitFor(() => buttonText() === 'Conectar billetera', 'the button in Spanish', 300);
    const locales = (win as unknown as Window).performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes('/locales/'));
    expect(locales).to.deep.equal(['/dist/locales/es.js']);
  });

  it('draws the logos from the file beside the UMD file, not from inside it', async () => {
    const host = await loadPage('/test/pages/host-page.html');
    frames.push(host);
    const win = frameWindow<{ WalletModal: WalletModalGlobal }>(host);
    const doc = host.contentDocument as Document;
    await win.WalletModal.createWalletModal().open();
    const google = await waitFor(() => dialogIn(doc)?.querySelector('button[aria-label="Continue with Google"]'), 'the Google button');
    await waitFor(() => google.querySelector('svg[data-logo="google"] path'), 'the Google logo', 300);
    const logos = (win as unknown as Window).performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes('/logos/'));
    expect(logos).to.deep.equal(['/dist/logos/logoMarks.js']);
  });

  it('leaves the host head, root and styles untouched', async () => {
    const host = await loadPage('/test/pages/host-page.html');
    frames.push(host);
    const doc = host.contentDocument as Document;
    const win = frameWindow<{ WalletModal: WalletModalGlobal }>(host);
    await win.WalletModal.createWalletModal({ themeMode: 'dark', themeVariables: { '--wm-accent': '#ff0000' } }).open();
    expect(dialogIn(doc)).to.exist;
    expect([...doc.head.children].map((el) => el.tagName)).to.deep.equal(['META', 'TITLE', 'SCRIPT']);
    expect(doc.documentElement.getAttribute('style')).to.equal(null);
    expect(doc.body.getAttribute('style')).to.equal(null);
    expect(doc.styleSheets.length).to.equal(0);
    expect(doc.adoptedStyleSheets.length).to.equal(0);
  });

  it('does not redefine an element the page already defined', async () => {
    const page = await loadPage('/test/pages/predefined.html');
    frames.push(page);
    const doc = page.contentDocument as Document;
    expect(doc.querySelector('wallet-button')?.textContent).to.equal('page-owned button');
    expect(frameWindow(page).customElements.get('wallet-modal')).to.be.a('function');
  });
});

describe('dist/wallet-modal.umd.js source map', () => {
  // One text from the code the file runs as it loads (the entry's static chunks) and one from a
  // chunk run on first use: each must be found where the map says, so an error's stack in the
  // UMD file leads to the right line and token of the source. Terser prints strings in double
  // quotes; npm start's unminified build keeps the source's.
  const places = [
    { source: '../src/i18n/en/buttonEnglish.ts', text: "'Connect Wallet'", generated: '"Connect Wallet"', unminified: "'Connect Wallet'" },
    { source: '../src/views/AllWalletsView.tsx', text: '"wm-search-row"', generated: '"wm-search-row"', unminified: '"wm-search-row"' },
  ];

  it('leads from first-load and lazy code back to the source', async () => {
    const [code, map, manifest] = await Promise.all([
      fetch('/dist/wallet-modal.umd.js').then((response) => response.text()),
      fetch('/dist/wallet-modal.umd.js.map').then((response) => response.json()),
      fetch('/dist/build-manifest.json').then((response) => response.json() as Promise<{ minified?: boolean }>),
    ]);
    const traced = new FlattenMap(map);
    const lines = code.split('\n');
    for (const { source, text, ...printed } of places) {
      const generated = manifest.minified === false ? printed.unminified : printed.generated;
      const content = traced.sourcesContent?.[traced.sources.indexOf(source)] ?? '';
      const offset = content.indexOf(text);
      expect(offset, `${text} in ${source}`).to.be.greaterThan(-1);
      const before = content.slice(0, offset).split('\n');
      const at = generatedPositionFor(traced, { source, line: before.length, column: (before.at(-1) ?? '').length });
      expect(at.line, `${source} in the map`).to.not.equal(null);
      const found = (lines[(at.line ?? 1) - 1] ?? '').slice(at.column ?? 0, (at.column ?? 0) + generated.length);
      expect(found, `${source}: the file at the mapped place`).to.equal(generated);
    }
  });
});

describe('dist/wallet-modal.umd.js under a strict Content-Security-Policy', () => {
  it('opens a styled modal with no CSP violation', async () => {
    const frame = await loadPage('/test/pages/strict-csp.html');
    try {
      const doc = frame.contentDocument as Document & { cspViolations: string[] };
      const win = frameWindow<{ WalletModal: WalletModalGlobal }>(frame);
      await win.WalletModal.createWalletModal({ themeVariables: { '--wm-accent': '#123456' } }).open();
      const dialog = await waitFor(() => dialogIn(doc), 'the dialog');
      const overlay = dialog.parentElement as HTMLElement;
      expect(win.getComputedStyle(overlay).position).to.equal('fixed');
      expect(win.getComputedStyle(dialog).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
      expect(doc.cspViolations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
