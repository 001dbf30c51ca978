import { expect } from 'chai';
import { dialogOf, mountModal, resetAll } from '../support/modalTestKit';
import { until } from '../support/until';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

/** The card's and backdrop's look at the very start of their opening animations. */
function atFirstFrame(modal: ModalElement): { card: string; overlay: string } {
  const card = dialogOf(modal)?.closest('.wm-card') ?? dialogOf(modal);
  const overlay = modal.shadowRoot?.querySelector('.wm-overlay') as HTMLElement;
  for (const animation of modal.shadowRoot?.getAnimations() ?? []) {
    animation.pause();
    animation.currentTime = 0;
  }
  return { card: getComputedStyle(card as Element).opacity, overlay: getComputedStyle(overlay).opacity };
}

describe('the first frame after the click', () => {
  afterEach(() => resetAll());

  it('already shows the opaque dialog: the opening animations never start from transparent', async () => {
    const modal = (await mountModal()) as ModalElement;
    await modal.open();
    const first = atFirstFrame(modal);
    expect([first.card, first.overlay]).to.deep.equal(['1', '1']);
  });
});

describe('the dialog rendered ahead', () => {
  afterEach(() => resetAll());

  /** The card of the dialog, shown or rendered ahead (hidden). */
  const cardOf = (modal: Element) => modal.shadowRoot?.querySelector<HTMLElement>('.wm-card') ?? null;

  it('is ready, hidden and unnamed, before the click; the click reveals that same dialog', async () => {
    const modal = (await mountModal()) as ModalElement;
    let ahead: HTMLElement | null = null;
    for (let i = 0; i < 100 && !ahead?.querySelector('button'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ahead = cardOf(modal);
    }
    // Connect's controls are there, but not for a visitor, a screen reader or a host.
    // (Booleans, not elements: chai would walk a failing element's React internals.)
    expect(!!ahead?.querySelector('button'), 'Connect rendered ahead').to.equal(true);
    expect(dialogOf(modal) === null, 'no dialog before the click').to.equal(true);
    expect(ahead?.checkVisibility(), 'hidden').to.equal(false);
    expect(ahead?.hasAttribute('data-view')).to.equal(false);

    await modal.open();
    expect(dialogOf(modal) === ahead, 'the same element, revealed').to.equal(true);
    expect(ahead?.checkVisibility()).to.equal(true);
    expect(ahead?.dataset.view).to.equal('Connect');
  });

  it('is a fresh one after a close, and a close removes the shown one rather than hiding it', async () => {
    const modal = (await mountModal()) as ModalElement;
    await modal.open();
    const first = dialogOf(modal) as HTMLElement;
    (modal as unknown as { close(): void }).close();
    // Once the visitor no longer sees it, it is gone from the page (not kept hidden, still a dialog).
    await until(() => !first.checkVisibility(), 'the dialog goes away');
    expect(first.isConnected, 'the closed dialog left the shadow root').to.equal(false);
    expect(dialogOf(modal) === null, 'no dialog after the close').to.equal(true);
    await modal.open();
    expect(!!dialogOf(modal) && dialogOf(modal) !== first, 'a fresh dialog').to.equal(true);
  });
});
