// The logos the modal ships and what stands in for an image that does not come. Social logins,
// WalletConnect and the built-in networks wear drawn logos (svg, from one lazy chunk); an image
// from a service, a wallet or a token list that fails shows a neutral glyph in the muted colour,
// never initials on a colour that could pass for a logo.
import { expect } from 'chai';
import type { WritableAtom } from 'nanostores';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { TokenIcon } from '../../src/components/TokenIcon';
import { BUILT_IN_NETWORKS } from '../../src/config/builtInNetworks';
import { DEFAULT_SOCIALS } from '../../src/config/defaults';
import { configure } from '../../src/stores/config';
import { $walletImages } from '../../src/stores/walletImages';
import { WalletIcon } from '../../src/views/WalletIcon';
import { WalletImage } from '../../src/views/walletList/WalletImage';
import { buttonNamed, dialogOf, listButtonNamed, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

const NAMES: Record<string, string> = { google: 'Google', github: 'GitHub', apple: 'Apple', facebook: 'Facebook', x: 'X', discord: 'Discord', farcaster: 'Farcaster' };

/** A drawn logo: an svg of the named mark, painted with at least one path. */
function logoIn(element: Element | null | undefined, name: string): SVGSVGElement | null {
  const svg = element?.querySelector<SVGSVGElement>(`svg[data-logo="${CSS.escape(name)}"]`) ?? null;
  return svg && svg.querySelectorAll('path').length > 0 ? svg : null;
}

/** What a neutral glyph must not be: text (initials) or a colour of its own. */
function expectNeutral(element: HTMLElement): void {
  expect(element.textContent, 'no initials').to.equal('');
  expect(element.style.background, 'no hue of its own').to.equal('');
  expect(element.querySelector('svg'), 'a glyph').to.not.equal(null);
  expect(element.querySelector('img'), 'no broken image').to.equal(null);
}

/** A network the modal has no logo for (Celo on the stack's RPC proxy), with the service's image id given. */
function celoTest(apiUrl: string, projectId: string, imageId: string) {
  return {
    id: 42220,
    name: 'Celo Test',
    chainNamespace: 'eip155' as const,
    nativeCurrency: { name: 'Celo', symbol: 'CELO', decimals: 18 },
    rpcUrls: { default: { http: [`${apiUrl}/v1/?chainId=eip155:42220&projectId=${projectId}`] } },
    assets: { imageId },
  };
}

describe('Logos and image fallbacks', () => {
  const roots: Root[] = [];

  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
    document.querySelectorAll('.logo-test').forEach((node) => node.remove());
    resetAll();
  });

  function render(node: ReturnType<typeof createElement>): HTMLElement {
    const host = document.createElement('div');
    host.className = 'logo-test';
    document.body.append(host);
    const root = createRoot(host);
    roots.push(root);
    flushSync(() => root.render(node));
    return host;
  }

  it('Connect shows every social login and WalletConnect with its drawn logo, not text', async () => {
    const modal = (await mountModal({ 'project-id': 'logos-connect', networks: 'eip155:1' })) as ModalElement;
    await modal.open({ view: 'Connect' });
    await waitFor(() => viewOf(modal) === 'Connect', 'Connect');
    expect(DEFAULT_SOCIALS.length).to.equal(7);
    // Seven socials: the first wide, four icons, and "More social logins" for the rest.
    (await waitFor(() => buttonNamed(modal, 'More social logins'), 'More social logins')).click();
    for (const [index, provider] of DEFAULT_SOCIALS.entries()) {
      const button = await waitFor(() => buttonNamed(modal, `Continue with ${NAMES[provider]}`), `the ${provider} button`);
      await waitFor(() => logoIn(button, provider), `the ${provider} logo`);
      // The logo beside the provider's name (the icon buttons hide it): no other text, no initials.
      expect(button.textContent).to.equal(index ? NAMES[provider] : `Continue with ${NAMES[provider]}`);
    }
    const walletConnect = await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'the WalletConnect row');
    await waitFor(() => logoIn(walletConnect, 'walletConnect'), 'the WalletConnect logo');
  });

  it('every built-in network shows its drawn logo', async () => {
    const modal = (await mountModal({ 'project-id': 'logos-networks', networks: BUILT_IN_NETWORKS.map((network) => network.caipNetworkId).join(',') })) as ModalElement;
    await modal.open({ view: 'Networks' });
    await waitFor(() => viewOf(modal) === 'Networks', 'Networks');
    for (const network of BUILT_IN_NETWORKS) {
      const row = await waitFor(() => listButtonNamed(modal, network.name) ?? buttonNamed(modal, network.name), `the ${network.name} row`);
      const icon = await waitFor(() => row.querySelector<HTMLElement>('.wm-network-icon[data-image="logo"]'), `${network.name}'s logo`);
      expect(logoIn(icon, network.caipNetworkId as string), `${network.name}'s mark`).to.not.equal(null);
      expect(icon.textContent).to.equal('');
    }
  });

  it("a network without a logo of the modal's shows its image from the wallet-list service", async () => {
    const { apiUrl } = await stackInfo();
    const modal = (await mountModal({ 'project-id': 'logos-network-image' })) as ModalElement;
    // Celo's image id, which the service knows.
    configure({ networks: [celoTest(apiUrl, 'logos-network-image', 'ab781bbc-ccc6-418d-d32d-789b15da1f00')] });
    await modal.open({ view: 'Networks' });
    const image = await waitFor(() => dialogOf(modal)?.querySelector<HTMLImageElement>('.wm-network-icon[data-image="loaded"] img'), 'the network image');
    // Shown from our own blob URL.
    expect(image.src).to.match(/^blob:/);
  });

  it('a network image the service cannot give shows the neutral globe, not initials on a hue', async () => {
    const { apiUrl } = await stackInfo();
    const modal = (await mountModal({ 'project-id': 'logos-network-fallback' })) as ModalElement;
    // An id the wallet-list service does not know: it answers 404.
    configure({ networks: [celoTest(apiUrl, 'logos-network-fallback', 'no-such-image-for-logos-test')] });
    await modal.open({ view: 'Networks' });
    await waitFor(() => viewOf(modal) === 'Networks', 'Networks');
    const icon = await waitFor(() => dialogOf(modal)?.querySelector<HTMLElement>('.wm-network-icon[data-image="failed"]'), 'the failed network image');
    expectNeutral(icon);
    expect(icon.querySelector('svg')?.dataset.icon).to.equal('network');
  });

  it('a token icon or a wallet icon that fails to load shows a neutral glyph', async () => {
    const { apiUrl } = await stackInfo();
    const token = render(createElement(TokenIcon, { url: `${apiUrl}/no-such-token-icon.png`, size: 32 }));
    const tokenGlyph = await waitFor(() => token.querySelector<HTMLElement>('.wm-token-icon[data-image="failed"]'), 'the token glyph');
    expectNeutral(tokenGlyph);
    expect([tokenGlyph.style.width, tokenGlyph.style.height]).to.deep.equal(['32px', '32px']);

    const wallet = render(createElement(WalletIcon, { src: 'data:image/png;base64,AAAA', size: 48 }));
    expectNeutral(await waitFor(() => wallet.querySelector<HTMLElement>('[data-image="failed"]'), 'the wallet glyph'));
  });

  it("a catalogue wallet's image that does not decode shows the neutral wallet glyph", async () => {
    const url = URL.createObjectURL(new Blob(['not an image'], { type: 'image/png' }));
    // As a load that got a body the browser cannot decode would leave it.
    ($walletImages as WritableAtom<ReadonlyMap<string, string>>).set(new Map($walletImages.get()).set('logos-broken-image', url));
    const host = render(createElement(WalletImage, { imageId: 'logos-broken-image', size: 48 }));
    expectNeutral(await waitFor(() => host.querySelector<HTMLElement>('.wm-wallet-placeholder[data-image="failed"]'), 'the wallet glyph'));
  });
});
