import { expect } from 'chai';
import { setThemeMode, setThemeVariables } from '../../src/stores/theme';
import { buttonNamed, dialogOf, mountButton, mountModal, nextFrame, resetAll, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

/** A stylesheet a careless or hostile host page might have. */
const HOSTILE_CSS = `
* { all: unset !important; font: 40px/3 "Comic Sans MS", cursive !important; color: red !important;
    letter-spacing: 9px !important; text-transform: uppercase !important; box-sizing: content-box !important; }
wallet-modal, wallet-button { display: block !important; position: absolute !important; top: -9999px !important;
    transform: scale(.3) !important; filter: blur(4px) !important; opacity: .2 !important; direction: rtl !important;
    visibility: hidden !important; font-size: 80px !important; }
div, button, h2, span, ul, li, p, svg { display: none !important; background: lime !important; }
[role=dialog], .wm-card, .wm-overlay { display: none !important; }
html { font-size: 5px !important; }
`;

const PROPERTIES = ['display', 'position', 'fontFamily', 'fontSize', 'color', 'backgroundColor', 'letterSpacing', 'textTransform', 'direction', 'visibility', 'opacity', 'width', 'height'] as const;

function snapshot(elements: Element[], properties: readonly (typeof PROPERTIES)[number][] = PROPERTIES): Record<string, string>[] {
  return elements.map((element) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(properties.map((p) => [p, style[p]]));
  });
}

/** The host's own elements; body and html grow when elements are added, so their size is left out. */
function hostSnapshot(): Record<string, string>[] {
  const unsized = PROPERTIES.filter((p) => p !== 'width' && p !== 'height');
  return [...snapshot([document.body, document.documentElement], unsized), ...snapshot([...document.querySelectorAll('.host-probe')])];
}

describe('style isolation', () => {
  let probes: HTMLElement;
  beforeEach(() => {
    resetAll();
    probes = document.createElement('section');
    probes.innerHTML = '<button class="host-probe">host button</button><div class="host-probe">host div</div><h2 class="host-probe">host heading</h2>';
    document.body.append(probes);
  });
  afterEach(() => {
    probes.remove();
    resetAll();
  });

  it('a hostile host stylesheet does not change the modal or the button', async () => {
    const modal = (await mountModal()) as ModalElement;
    const button = await mountButton();
    await modal.open({ view: 'Networks' });
    // Networks comes in the connected views' chunk: its list shows once that has arrived.
    await waitFor(() => buttonNamed(modal, 'Ethereum'), 'the network list');
    // The opening's animation (the backdrop darkening) has ended: the snapshots compare rest states.
    await Promise.all((modal.shadowRoot as ShadowRoot).getAnimations().map((animation) => animation.finished));
    const inside = () => {
      const dialog = dialogOf(modal) as HTMLElement;
      return [modal, button, dialog, dialog.parentElement as HTMLElement, dialog.querySelector('h2') as Element, buttonNamed(modal, 'Ethereum') as Element, button.shadowRoot?.querySelector('button') as Element];
    };
    const before = snapshot(inside());
    const hostile = document.createElement('style');
    hostile.textContent = HOSTILE_CSS;
    document.head.append(hostile);
    try {
      await nextFrame();
      expect(snapshot(inside())).to.deep.equal(before);
      // and the probe shows the hostile sheet really applies on the page
      expect(getComputedStyle(probes.querySelector('div') as Element).display).to.equal('none');
    } finally {
      hostile.remove();
    }
  });

  it('the modal, its themes and its variables never touch the host page', async () => {
    const headBefore = document.head.innerHTML;
    const sheetsBefore = document.styleSheets.length;
    const before = hostSnapshot();
    const modal = (await mountModal()) as ModalElement;
    await mountButton();
    await modal.open();
    setThemeMode('dark');
    setThemeVariables({ '--wm-accent': '#ff00aa', '--wm-font-family': 'serif', '--wm-z-index': 5 });
    await nextFrame();
    expect(hostSnapshot()).to.deep.equal(before);
    expect(document.head.innerHTML).to.equal(headBefore);
    expect(document.styleSheets.length).to.equal(sheetsBefore);
    expect(document.adoptedStyleSheets.length).to.equal(0);
    expect(document.documentElement.getAttribute('style')).to.equal(null);
  });

  it('themes through variables set by the host', async () => {
    const modal = (await mountModal()) as ModalElement;
    await modal.open();
    setThemeVariables({ '--wm-font-family': 'serif', '--wm-z-index': 1234 });
    const dialog = dialogOf(modal) as HTMLElement;
    await waitFor(() => getComputedStyle(dialog).fontFamily === 'serif', 'the host font family');
    expect(getComputedStyle(dialog.parentElement as HTMLElement).zIndex).to.equal('1234');
    setThemeMode('dark');
    await waitFor(() => modal.shadowRoot?.querySelector('.wm-root[data-theme="dark"]'), 'dark');
    const dark = getComputedStyle(dialog).backgroundColor;
    setThemeMode('light');
    await waitFor(() => modal.shadowRoot?.querySelector('.wm-root[data-theme="light"]'), 'light');
    expect(getComputedStyle(dialog).backgroundColor).to.not.equal(dark);
  });

  it('is a bottom sheet on a narrow screen and a centred card on a wide one', async () => {
    const frame = document.createElement('iframe');
    frame.style.width = '380px';
    frame.style.height = '700px';
    document.body.append(frame);
    try {
      await new Promise<void>((resolve) => {
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = '/test/pages/host-page.html';
      });
      const win = frame.contentWindow as Window & { WalletModal: { createWalletModal(): { open(): Promise<void> } } };
      await win.WalletModal.createWalletModal().open();
      const dialog = frame.contentDocument?.querySelector('wallet-modal')?.shadowRoot?.querySelector('[role="dialog"]') as HTMLElement;
      const settled = () => Promise.all(dialog.getAnimations().map((animation) => animation.finished));
      await settled();
      const rect = dialog.getBoundingClientRect();
      expect(rect.width).to.equal(win.innerWidth);
      expect(Math.round(rect.bottom)).to.equal(win.innerHeight);
      frame.style.width = '1000px';
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await settled();
      const wide = dialog.getBoundingClientRect();
      expect(wide.width).to.equal(360);
      expect(Math.round(wide.left + wide.width / 2)).to.equal(Math.round(win.innerWidth / 2));
      expect(Math.round(wide.top + wide.height / 2)).to.equal(Math.round(win.innerHeight / 2));
    } finally {
      frame.remove();
    }
  });
});
