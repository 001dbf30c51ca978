// The layout a visitor sees, view by view (the accessibility check's list of views with
// content): every text field is tall enough to hit and read (at least 40 px), no text runs
// past the dialog's edge, a figure ("299.0701 USDC") reads on one line, and a disabled button looks disabled (faded, a not-allowed pointer). Text a box cuts on purpose (an ellipsis, a row that scrolls sideways)
// counts as inside; text cut without an ellipsis does not.
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { stackInfo } from '../stack/stackInfo';
import { dialogOf, mountModal, resetAll, viewShown } from '../support/modalTestKit';
import { resetViewFixtures, showViewFixture, VIEWS, type ModalElement } from '../support/viewFixtures';

const MIN_FIELD_HEIGHT = 40;
const TEXT_FIELD = 'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="range"]), textarea, select';

/** What a visitor would call the element, for the failure message. */
function describeElement(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.getAttribute('name') ?? '';
  const classes = element.getAttribute('class') ?? '';
  return `<${element.localName}${classes ? ` class="${classes}"` : ''}>${name ? ` "${name}"` : ''}`;
}

function isShown(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
}

/** Visible text fields shorter than MIN_FIELD_HEIGHT, with their height. */
function lowFields(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll(TEXT_FIELD)]
    .filter(isShown)
    .map((field) => [field, field.getBoundingClientRect().height] as const)
    .filter(([, height]) => height < MIN_FIELD_HEIGHT - 0.5)
    .map(([field, height]) => `${describeElement(field)} is ${height.toFixed(0)} px high`);
}

/** Whether a box between the text and the card cuts it on purpose: with an ellipsis, or as a sideways scroller. */
function cutOnPurpose(from: Element, card: Element): boolean {
  for (let box: Element | null = from; box && box !== card; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
    if (style.overflowX !== 'visible' && style.textOverflow === 'ellipsis') return true;
  }
  return false;
}

/** Text nodes whose letters reach past the card's left or right edge. */
function textPastTheEdge(dialog: HTMLElement): string[] {
  const card = dialog.closest('.wm-card') ?? dialog;
  const edge = card.getBoundingClientRect();
  const found: string[] = [];
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent || !isShown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const past = rects.some((rect) => rect.right > edge.right + 0.5 || rect.left < edge.left - 0.5);
    const overflowing = parent.scrollWidth > parent.clientWidth + 1 && getComputedStyle(parent).overflowX !== 'visible';
    if ((past || overflowing) && !cutOnPurpose(parent, card)) found.push(`"${text.slice(0, 60)}" in ${describeElement(parent)}`);
  }
  return found;
}

/** Short texts with a figure ("299.0701 USDC", "≈ $299.07") that break across lines: a figure reads on one line. */
function splitFigures(dialog: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!/\d/.test(text) || text.length > 24 || !parent || !isShown(parent) || parent.closest('input, textarea, [aria-hidden="true"]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    if (lines.size > 1) found.push(`"${text}" in ${describeElement(parent)} on ${lines.size} lines`);
  }
  return found;
}

/**
 * Disabled buttons that look like live ones: full strength, or a pointer that invites a click.
 * A busy one (aria-busy, a spinner in its label) shows why it waits instead.
 */
function liveLookingDisabled(dialog: HTMLElement): string[] {
  return [...dialog.querySelectorAll<HTMLButtonElement>('button:disabled')]
    .filter(isShown)
    .filter((button) => !(button.getAttribute('aria-busy') === 'true' && button.querySelector('.wm-spinner') && getComputedStyle(button).cursor === 'progress'))
    .filter((button) => {
      const style = getComputedStyle(button);
      return Number(style.opacity) > 0.6 || style.cursor !== 'not-allowed';
    })
    .map((button) => `${describeElement(button)} "${button.textContent?.trim() ?? ''}"`);
}

describe('layout (every view with content)', () => {
  let stopAnnouncing: () => void;
  before(async () => {
    stopAnnouncing = createDemoWallet({ chains: (await stackInfo()).chains }).announce();
  });
  after(() => stopAnnouncing());
  afterEach(() => resetViewFixtures());

  it('sees a line that runs past the edge, a field that collapsed and a disabled button that looks live', async () => {
    resetAll();
    const modal = (await mountModal()) as ModalElement;
    await modal.open({ view: 'Networks' });
    await viewShown(modal, 'Networks');
    const dialog = dialogOf(modal) as HTMLElement;
    const column = Object.assign(document.createElement('div'), { style: 'display:flex;flex-direction:column' });
    const line = Object.assign(document.createElement('p'), { textContent: `0x${'a'.repeat(120)}` });
    const field = Object.assign(document.createElement('input'), { className: 'wm-probe', style: 'flex:1;height:44px' });
    const button = Object.assign(document.createElement('button'), { textContent: 'Probe', disabled: true, style: 'opacity:1;cursor:pointer' });
    column.append(line, field, button);
    dialog.append(column);
    expect(textPastTheEdge(dialog)).to.deep.equal([`"0x${'a'.repeat(58)}" in <p>`]);
    expect(lowFields(dialog)).to.have.length(1);
    expect(liveLookingDisabled(dialog)).to.deep.equal(['<button> "Probe"']);
    const figure = Object.assign(document.createElement('span'), { textContent: '299.0701 USDC', style: 'display:inline-block;width:4ch' });
    dialog.append(figure);
    expect(splitFigures(dialog)).to.deep.equal(['"299.0701 USDC" in <span> on 2 lines']);
    figure.remove();
    line.style.cssText = 'overflow:hidden;text-overflow:ellipsis;white-space:nowrap';
    expect(textPastTheEdge(dialog), 'an ellipsis cuts it on purpose').to.deep.equal([]);
  });

  // English, and Arabic (right to left, longer words) for the same views.
  for (const language of ['en', 'ar'] as const) {
    for (const fixture of VIEWS) {
      const { view, data, setup } = fixture;
      const state = data && setup ? ' (after a refusal)' : '';
      it(`${view}${view === 'ConnectingExternal' ? state : ''} in ${language}: fields at least ${MIN_FIELD_HEIGHT} px high, no text past the dialog's edge, figures on one line, disabled buttons look it`, async () => {
        const modal = await showViewFixture(fixture, language, 'light');
        const dialog = dialogOf(modal) as HTMLElement;
        expect({ lowFields: lowFields(dialog), textPastTheEdge: textPastTheEdge(dialog), splitFigures: splitFigures(dialog), liveLookingDisabled: liveLookingDisabled(dialog) }).to.deep.equal({
          lowFields: [],
          textPastTheEdge: [],
          splitFigures: [],
          liveLookingDisabled: [],
        });
      });
    }
  }
});
