// Wallet-list entries are untrusted: a wallet's desktop_link, mobile_link or webapp_link may be
// crafted to run script in the host page's origin or to take the host's tab elsewhere. The
// host page runs in a frame (test/pages/hostileLinks.page.ts) with the modal from src and a
// real WalletConnect pairing over the local relay; the hostile entry is put on Connect, the
// visitor picks it and clicks every "Open …" button. No script may run, the page may not
// navigate, window.open may only ever get a web link for a new window without opener or a
// wallet app's own scheme, and the remembered deep-link choice may not hold the pairing URI.
import { expect } from 'chai';
import type { WalletListEntry } from '../../src/services/walletList/WalletListEntry';
import { nextFrame, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

interface OpenCall {
  url: string;
  target: string | undefined;
  features: string | undefined;
}
interface PageHooks {
  opened: OpenCall[];
  pairingUri(): string | undefined;
  showCatalogue(wallets: WalletListEntry[]): Promise<void>;
}
type HostWindow = Window & { pageHooks?: PageHooks; __pwned?: unknown };

interface Host {
  frame: HTMLIFrameElement;
  win: HostWindow;
  startHref: string;
  left: string[];
  loads: number;
  stop(): void;
}

const DEEP_LINK_KEY = '@wallet-modal/deepLinkChoice';

async function loadHost({ mobile = false } = {}): Promise<Host> {
  const stack = await stackInfo();
  const frame = document.createElement('iframe');
  frame.style.width = '1024px';
  frame.style.height = '768px';
  const query = new URLSearchParams({ api: stack.apiUrl, explorer: stack.explorerUrl, relay: stack.relayUrl, verify: stack.verifyUrl, mobile: mobile ? '1' : '0' });
  const host = { frame, left: [] as string[], loads: 0 } as unknown as Host;
  const onMessage = (event: MessageEvent) => {
    if (event.source === frame.contentWindow && event.data?.hostPageLeaving) host.left.push(event.data.hostPageLeaving);
  };
  window.addEventListener('message', onMessage);
  host.stop = () => {
    window.removeEventListener('message', onMessage);
    frame.remove();
  };
  await new Promise<void>((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.src = `/test/pages/hostile-links.html?${query}`;
    document.body.append(frame);
  });
  frame.addEventListener('load', () => (host.loads += 1));
  host.win = frame.contentWindow as HostWindow;
  host.startHref = host.win.location.href;
  await waitFor(() => host.win.pageHooks, 'the host page hooks');
  return host;
}

const hostile = (id: string, links: Partial<WalletListEntry>): WalletListEntry => ({
  id,
  name: `Wallet ${id}`,
  image_id: null,
  rdns: null,
  ...links,
});

/** The visitor picks the wallet on Connect, waits for its pairing and clicks every "Open …" button. */
async function openEveryLink(host: Host, wallet: WalletListEntry): Promise<{ uri: string; labels: string[] }> {
  const hooks = host.win.pageHooks as PageHooks;
  await hooks.showCatalogue([wallet]);
  const dialog = () => host.win.document.querySelector('wallet-modal')?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]');
  (await waitFor(() => dialog()?.querySelector<HTMLButtonElement>(`button[data-wallet-id="${wallet.id}"]`), 'the wallet on Connect')).click();
  await waitFor(() => dialog()?.dataset.view === 'ConnectingWalletConnect', 'ConnectingWalletConnect');
  const uri = await waitFor(() => hooks.pairingUri(), 'a pairing URI', 900);
  await nextFrame();
  await nextFrame();
  const buttons = [...(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? [])].filter((b) => (b.textContent ?? '').trim().startsWith('Open '));
  const labels = buttons.map((b) => (b.textContent ?? '').trim());
  for (const button of buttons) button.click();
  // javascript: navigations run in a task of their own; a page load takes longer.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return { uri, labels };
}

function hrefOf(host: Host): string {
  try {
    return host.win.location.href;
  } catch {
    return 'another origin: the host page was navigated away';
  }
}

function pwned(host: Host): unknown {
  try {
    return host.win.__pwned;
  } catch {
    return 'unknown: the host page was navigated away';
  }
}

/**
 * No script ran, the host page stayed, and window.open only got what it may. A wallet app's
 * own scheme may start a navigation (the browser hands it to the app and the page stays):
 * `appOpened` says one was clicked.
 */
function expectHostUntouched(host: Host, { appOpened = false } = {}): void {
  expect(pwned(host), 'a flag set by a script link').to.equal(undefined);
  expect(hrefOf(host), 'the host page location').to.equal(host.startHref);
  if (!appOpened) expect(host.left, 'navigations away from the host page').to.deep.equal([]);
  expect(host.loads, 'documents loaded into the host frame').to.equal(0);
  for (const call of host.win.pageHooks?.opened ?? []) {
    const url = new URL(call.url);
    expect(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:'], call.url).to.not.include(url.protocol);
    if (url.protocol === 'https:' || url.protocol === 'http:') {
      expect(call.target, call.url).to.equal('_blank');
      expect(call.features ?? '', call.url).to.contain('noopener');
    }
  }
}

describe('hostile wallet links (ConnectingWalletConnect)', function () {
  // Each test loads a host page (bundled on first request) and pairs over the relay.
  this.timeout(45_000);
  const hosts: Host[] = [];
  const host = async (options?: { mobile?: boolean }) => {
    const loaded = await loadHost(options);
    hosts.push(loaded);
    return loaded;
  };
  afterEach(() => {
    for (const loaded of hosts.splice(0)) loaded.stop();
    localStorage.removeItem(DEEP_LINK_KEY);
  });

  it('a script hidden behind a control character or a newline runs nothing (desktop and web app links)', async () => {
    const page = await host();
    const { labels } = await openEveryLink(
      page,
      hostile('ctl', {
        desktop_link: '\u0001javascript:window.__pwned=1//://',
        webapp_link: 'java\nscript:window.__pwned=2;//x',
      }),
    );
    expectHostUntouched(page);
    expect(labels).to.deep.equal([]);
    expect(page.win.pageHooks?.opened).to.deep.equal([]);
  });

  it('a protocol-relative or upper-case script link does not take the host tab anywhere', async () => {
    const page = await host();
    const { labels } = await openEveryLink(
      page,
      hostile('rel', {
        desktop_link: '//evil.example/x',
        webapp_link: 'JAVASCRIPT:window.__pwned=3;//x',
      }),
    );
    expectHostUntouched(page);
    expect(labels).to.deep.equal([]);
  });

  it('on a phone, a mobile link with a leading NUL runs nothing, nor does a vbscript: web app link', async () => {
    const page = await host({ mobile: true });
    const { labels } = await openEveryLink(
      page,
      hostile('mob', {
        mobile_link: '\u0000javascript:window.__pwned=4//://',
        desktop_link: 'metamask://',
        webapp_link: 'vbscript:msgbox(1)',
      }),
    );
    expectHostUntouched(page);
    expect(labels).to.deep.equal([]);
  });

  it('valid links open the app in place and the web app in a new window, and no pairing key is stored', async () => {
    const page = await host();
    const { uri, labels } = await openEveryLink(
      page,
      hostile('ok', { name: 'Safe Wallet', desktop_link: 'metamask://', webapp_link: 'https://metamask.app.link' }),
    );
    expectHostUntouched(page, { appOpened: true });
    expect(labels).to.deep.equal(['Open Safe Wallet', 'Open Safe Wallet in the browser']);
    // What a host page's script could read back: the wallet's own link and name, no key.
    const symKey = /[?&]symKey=([0-9a-f]+)/.exec(uri)?.[1] as string;
    expect(symKey, 'the pairing URI carries a key').to.match(/^[0-9a-f]{64}$/);
    const stored = localStorage.getItem(DEEP_LINK_KEY) ?? '';
    for (const secret of ['symKey', symKey, 'wc:', 'wc%3A', uri]) expect(stored.toLowerCase(), secret).to.not.contain(secret.toLowerCase());
    expect(JSON.parse(stored)).to.deep.equal({ href: 'https://metamask.app.link/', name: 'Safe Wallet' });
    const encoded = encodeURIComponent(uri);
    expect(page.win.pageHooks?.opened).to.deep.equal([
      { url: `metamask://wc?uri=${encoded}`, target: '_self', features: undefined },
      { url: `https://metamask.app.link/wc?uri=${encoded}`, target: '_blank', features: 'noopener,noreferrer' },
    ]);
  });
});
