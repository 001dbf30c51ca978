// AllWallets holds still while the visitor searches: the card keeps its place and size as
// results come and go, no tile shows above or beside the search row while the list scrolls
// under it, and the "Certified only" chip has its content centred and lines up with the field.
// Geometry in the real browser, with sub-pixel tolerances.
import { expect } from 'chai';
import { clearWalletSearch } from '../../src/actions/walletList/searchWallets';
import { $certifiedOnly } from '../../src/stores/walletCatalog';
import { buttonNamed, dialogOf, mountModal, nextFrame, resetAll, waitFor } from '../support/modalTestKit';
import { ALL_NETWORKS, scrollBody, statusLine, tiles, typeSearch, uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

const TOLERANCE = 0.5;
const centreY = (rect: DOMRect) => rect.top + rect.height / 2;
const centreX = (rect: DOMRect) => rect.left + rect.width / 2;

describe('AllWallets: layout while searching and scrolling', () => {
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    modal = (await mountModal({ 'project-id': uniqueProjectId('all-wallets-layout'), networks: ALL_NETWORKS })) as ModalElement;
    await modal.open({ view: 'AllWallets' });
    await waitFor(() => tiles(modal).length === 40, 'page 1', 300);
    // Measured once the opening animation (a slight scale) has ended.
    const dialog = dialogOf(modal);
    const opening = [dialog, dialog?.parentElement].flatMap((node) => node?.getAnimations() ?? []);
    await Promise.all(opening.map((animation) => animation.finished.catch(() => undefined)));
  });

  afterEach(() => {
    $certifiedOnly.set(false);
    clearWalletSearch();
    resetAll();
  });

  it('keeps the card in place and its size on every keystroke, through placeholders, results and "No wallet found"', async () => {
    const card = dialogOf(modal)!;
    const first = card.getBoundingClientRect();
    const moves: string[] = [];
    const sample = (when: string) => {
      const box = card.getBoundingClientRect();
      const off = ['top', 'left', 'width', 'height'].filter((side) => Math.abs(box[side as 'top'] - first[side as 'top']) > TOLERANCE);
      if (off.length) moves.push(`${when}: ${off.map((side) => `${side} ${first[side as 'top']} → ${box[side as 'top']}`).join(', ')}`);
    };
    const states = new Set<string>();
    // 'D' and 'De' find many, 'Dem' and 'Demo' none: lists, placeholders and the empty state.
    for (const text of ['D', 'De', 'Dem', 'Demo', '']) {
      await typeSearch(modal, text);
      for (let frame = 0; frame < 40; frame += 1) {
        await nextFrame();
        sample(`"${text}" frame ${frame} (${statusLine(modal)})`);
        states.add(statusLine(modal).replace(/\d+/, 'N'));
      }
    }
    expect([...states]).to.include.members(['Searching…', 'N wallets found', 'N wallets']);
    expect(statusLine(modal)).to.equal('520 wallets');
    expect(moves).to.deep.equal([]);
  });

  it('covers the list with the search row, edge to edge, while it scrolls under it', async () => {
    const dialog = dialogOf(modal)!;
    const body = dialog.querySelector<HTMLElement>('.wm-body')!;
    scrollBody(modal, 400);
    await nextFrame();
    expect(body.scrollTop).to.be.above(300);
    const row = dialog.querySelector<HTMLElement>('.wm-search-row')!.getBoundingClientRect();
    const area = body.getBoundingClientRect();
    const uncovered: string[] = [];
    // Every point of the body above the search field: from the body's top edge to the field, across its whole width.
    const field = dialog.querySelector<HTMLElement>('.wm-search-box')!.getBoundingClientRect();
    for (let y = Math.ceil(area.top); y < field.top; y += 1) {
      for (const x of [area.left + 1, area.left + 8, centreX(area), area.right - 8, area.right - 1]) {
        const hit = modal.shadowRoot!.elementFromPoint(x, y);
        if (!hit?.closest('.wm-search-row')) uncovered.push(`(${x}, ${y}): ${hit?.className}`);
      }
    }
    expect(uncovered).to.deep.equal([]);
    expect(row.top).to.be.closeTo(area.top, TOLERANCE);
    expect(getComputedStyle(dialog.querySelector('.wm-search-row')!).backgroundColor).to.not.match(/rgba\(.*, 0\)|transparent/);
  });

  it('centres the chip\'s content, pressed or not, at the height of the search field, and keeps its width', async () => {
    const dialog = dialogOf(modal)!;
    const chip = buttonNamed(modal, 'Certified only')!;
    const input = dialog.querySelector<HTMLInputElement>('input[type="search"]')!.getBoundingClientRect();
    const text = () => {
      const range = document.createRange();
      range.selectNodeContents(chip.lastChild!);
      return range.getBoundingClientRect();
    };
    const unpressed = chip.getBoundingClientRect();
    expect(unpressed.top).to.be.closeTo(input.top, TOLERANCE);
    expect(unpressed.bottom).to.be.closeTo(input.bottom, TOLERANCE);
    expect(centreX(text())).to.be.closeTo(centreX(unpressed), 1);
    expect(centreY(text())).to.be.closeTo(centreY(unpressed), 1);

    chip.click();
    await waitFor(() => chip.getAttribute('aria-pressed') === 'true', 'the chip pressed');
    await nextFrame();
    const pressed = chip.getBoundingClientRect();
    const icon = chip.querySelector('svg')!.getBoundingClientRect();
    expect(icon.width).to.be.above(0);
    expect(pressed.width).to.be.closeTo(unpressed.width, TOLERANCE);
    expect(pressed.top).to.be.closeTo(input.top, TOLERANCE);
    // Icon and text as one group, centred; each centred on the chip's middle line.
    expect((icon.left + text().right) / 2).to.be.closeTo(centreX(pressed), 1);
    expect(centreY(icon)).to.be.closeTo(centreY(pressed), 1);
    expect(centreY(text())).to.be.closeTo(centreY(pressed), 1);
  });
});
