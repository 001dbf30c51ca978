// dist/wallet-modal.umd.js on a page where browser storage is denied: a frame sandboxed with
// "allow-scripts" only has an opaque origin, and there merely reading window.localStorage
// throws a SecurityError. The modal must load, open and connect there all the same (storage
// then lives in memory for the page), with no uncaught error and no unhandled rejection.
//
// Only the UMD file is covered: a module script loaded from an opaque origin is a CORS request,
// and the test server sends no CORS headers, so the ESM entry cannot load in such a frame here.
import { expect } from 'chai';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { createTestWallet, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

const UMD = '/dist/wallet-modal.umd.js';

type Report = { errors: string[]; rejections: string[] };
type Loaded = { globalType: string; createWalletModal: string; walletModalElement: string; walletButtonElement: string };

/** test/pages/sandboxed-host.html in <iframe sandbox="allow-scripts">, driven by postMessage. */
class SandboxedPage {
  private nextId = 0;
  private constructor(readonly frame: HTMLIFrameElement) {}

  static async open(): Promise<SandboxedPage> {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.style.width = '1024px';
    frame.style.height = '768px';
    const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
    frame.src = '/test/pages/sandboxed-host.html';
    document.body.append(frame);
    await loaded;
    return new SandboxedPage(frame);
  }

  call<T>(command: string, args?: unknown, timeoutMs = 20_000): Promise<T> {
    const id = (this.nextId += 1);
    const source = this.frame.contentWindow as Window;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        removeEventListener('message', onMessage);
        reject(new Error(`the sandboxed page did not answer ${command} in ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (event: MessageEvent) => {
        if (event.source !== source || event.data?.id !== id) return;
        clearTimeout(timer);
        removeEventListener('message', onMessage);
        if ('error' in event.data) reject(new Error(`in the sandboxed page: ${event.data.error}`));
        else resolve(event.data.result as T);
      };
      addEventListener('message', onMessage);
      // An opaque origin: '*' is the only target origin that reaches it.
      source.postMessage({ id, command, args }, '*');
    });
  }

  remove(): void {
    this.frame.remove();
  }
}

async function umdText(): Promise<string> {
  const response = await fetch(UMD);
  expect(response.ok, `${UMD} (run npx rollup -c)`).to.equal(true);
  return response.text();
}

async function modalOptions() {
  const stack = await stackInfo();
  return {
    projectId: 'test-project',
    networks: ['eip155:1', 'eip155:8453'],
    apiUrl: stack.apiUrl,
    explorerUrl: stack.explorerUrl,
    relayUrl: stack.relayUrl,
  };
}

/** Nothing went wrong in the frame: no uncaught error, no unhandled rejection, no storage error logged. */
async function expectNothingWrong(page: SandboxedPage): Promise<void> {
  expect(await page.call<Report>('report')).to.deep.equal({ errors: [], rejections: [] });
  const logged = await page.call<string[]>('logged');
  expect(logged.filter((line) => /SecurityError|localStorage|sessionStorage|indexedDB|cookie/i.test(line))).to.deep.equal([]);
}

const LOADED: Loaded = { globalType: 'object', createWalletModal: 'function', walletModalElement: 'function', walletButtonElement: 'function' };

describe('dist/wallet-modal.umd.js in a sandboxed frame (opaque origin, storage denied)', function () {
  this.timeout(60_000);
  let page: SandboxedPage | undefined;
  afterEach(() => {
    page?.remove();
    page = undefined;
  });

  it('loads from a script tag, defines the elements and opens on Connect', async () => {
    page = await SandboxedPage.open();
    expect(await page.call('storageDenied')).to.equal('SecurityError');
    expect(await page.call<Loaded>('load', { how: 'tag', src: UMD })).to.deep.equal(LOADED);
    const opened = await page.call<{ view: string; open: boolean }>('open', await modalOptions());
    expect(opened).to.deep.include({ view: 'Connect', open: true });
    // Seen from an opaque origin the file is cross-origin, so its errors arrive only as
    // "Script error." (and its rejections not at all): the inline case below sees everything.
    await expectNothingWrong(page);
  });

  it('loads as the page\'s own script with no uncaught error or unhandled rejection', async () => {
    page = await SandboxedPage.open();
    expect(await page.call('storageDenied')).to.equal('SecurityError');
    const loaded = await page.call<Loaded>('load', { how: 'inline', code: await umdText() });
    // First what went wrong, if anything: here its message and stack are not muted.
    await expectNothingWrong(page);
    expect(loaded).to.deep.equal(LOADED);
    const opened = await page.call<{ view: string; open: boolean; text: string }>('open', await modalOptions());
    expect(opened).to.deep.include({ view: 'Connect', open: true });
    expect(opened.text).to.contain('WalletConnect');
    await expectNothingWrong(page);
  });

  it('connects a browser wallet there (wagmi loads and keeps no storage)', async () => {
    const stack = await stackInfo();
    const address = DEV_ACCOUNTS[2];
    page = await SandboxedPage.open();
    await page.call('load', { how: 'inline', code: await umdText() });
    await page.call('announceWallet', { address, rpcUrl: stack.chains['1'] });
    await page.call('open', await modalOptions());
    await page.call('choose', 'Sandbox Wallet');
    await page.call('waitForConnected', { timeoutMs: 20_000 }, 30_000);
    expect(await page.call('account')).to.deep.include({ status: 'connected', address });
    await expectNothingWrong(page);
  });

  it('connects a wallet app over WalletConnect there (the SDK keeps its state in memory)', async () => {
    const stack = await stackInfo();
    let wallet: TestWallet | undefined;
    try {
      wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 5 });
      page = await SandboxedPage.open();
      await page.call('load', { how: 'inline', code: await umdText() });
      await page.call('open', await modalOptions());
      await page.call('choose', 'WalletConnect');
      // The hosted verify service is out of reach: the SDK waits on it a few seconds first.
      const uri = await page.call<string>('pairingLink', undefined, 30_000);
      expect(uri).to.match(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/);
      await wallet.pair(uri);
      await page.call('waitForConnected', { timeoutMs: 20_000 }, 30_000);
      expect(await page.call('account')).to.deep.include({ status: 'connected', address: DEV_ACCOUNTS[5] });
      await expectNothingWrong(page);
    } finally {
      await wallet?.stop();
    }
  });
});
