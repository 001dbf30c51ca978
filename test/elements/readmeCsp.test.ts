// The Content-Security-Policy README.md documents is enough for the modal: a host page served
// under it, verbatim (only the hosted service origins swapped for the local stack's, see
// test/support/readmeCsp.mjs), opens the modal, shows the demo wallet's data: icon and the
// catalogue's blob: images, and pairs over WalletConnect (the relay over ws:, the SDK's
// verify frame) without a single `securitypolicyviolation`.
import { expect } from 'chai';
import { loadPage } from '../support/loadPage';
import { waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

type CspDocument = Document & { cspViolations: string[] };
type ModalElement = HTMLElement & { open(): Promise<void> };

describe("README's Content-Security-Policy", () => {
  it('lets the modal show data: and blob: images and start WalletConnect with no violation', async function () {
    this.timeout(40_000);
    const stack = await stackInfo();
    // The demo wallet lives in the page, so its own RPC is under the page's policy too: it
    // reaches the chains through the data service's gateway, an origin the policy allows.
    const gateway = (id: number) => `${stack.apiUrl}/v1/?chainId=eip155:${id}&projectId=test-project`;
    const chains = JSON.stringify({ 1: gateway(1), 8453: gateway(8453) });
    const query = new URLSearchParams({ api: stack.apiUrl, explorer: stack.explorerUrl, relay: stack.relayUrl, chains });
    const path = `/test/pages/readme-csp.html?${query}`;
    const header = (await fetch(path)).headers.get('content-security-policy') ?? '';
    expect(header, 'the README policy with the local relay').to.contain(`${new URL(stack.relayUrl).origin}`);
    const frame = await loadPage(path);
    try {
      const doc = frame.contentDocument as CspDocument;
      const modal = await waitFor(() => (doc.querySelector('wallet-modal')?.shadowRoot ? (doc.querySelector('wallet-modal') as ModalElement) : null), 'the modal');
      await modal.open();
      const dialog = () => modal.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]');
      const loaded = (image: HTMLImageElement | null | undefined) => (image?.complete ? image : null);
      // The demo wallet's EIP-6963 icon is a data: URI; catalogue wallet images are blob: URLs.
      const icon = await waitFor(() => loaded(dialog()?.querySelector<HTMLImageElement>('img[src^="data:"]')), 'the data: wallet icon', 300);
      const image = await waitFor(() => loaded(dialog()?.querySelector<HTMLImageElement>('img[src^="blob:"]')), 'a blob: wallet image', 600);
      // WalletConnect: the SDK talks to the relay and embeds its verify frame for a while.
      const frames: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) if (node.nodeName === 'IFRAME') frames.push((node as HTMLIFrameElement).src);
      });
      observer.observe(doc.body, { childList: true });
      const walletConnect = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('WalletConnect'));
      walletConnect?.click();
      await waitFor(() => dialog()?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 1800);
      await waitFor(() => frames.some((src) => src.startsWith('https://verify.walletconnect.org/')), 'the verify frame');
      observer.disconnect();
      expect(doc.cspViolations).to.deep.equal([]);
      expect(icon.naturalWidth, 'the data: icon drawn').to.be.greaterThan(0);
      expect(image.naturalWidth, 'the blob: image drawn').to.be.greaterThan(0);
    } finally {
      frame.remove();
    }
  });
});
