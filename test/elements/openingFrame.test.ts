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

  /**
   * Elements the page creates from the start of `run` until the dialog is in the shadow root
   * (React makes each DOM element with these). What the view's effects make after that (a list
   * answering, placeholders) is not the opening's own work.
   */
  async function elementsCreatedUntilShown(modal: Element, run: () => Promise<void>): Promise<number> {
    const { createElement, createElementNS } = Document.prototype;
    let count = 0;
    const counting = () => {
      if (!dialogOf(modal)) count += 1;
    };
    Document.prototype.createElement = function (this: Document, ...args: Parameters<Document['createElement']>) {
      counting();
      return createElement.apply(this, args);
    } as Document['createElement'];
    Document.prototype.createElementNS = function (this: Document, ...args: [string | null, string]) {
      counting();
      return createElementNS.apply(this, args);
    } as Document['createElementNS'];
    try {
      await run();
    } finally {
      Object.assign(Document.prototype, { createElement, createElementNS });
    }
    return count;
  }

  const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));

  it('is out of the shadow root until the click, which only puts in what was rendered in idle time', async () => {
    const modal = (await mountModal()) as ModalElement;
    for (let i = 0; i < 5; i += 1) await idle();
    // Nothing of it for a host, an outside test or a screen reader while closed.
    expect(modal.shadowRoot?.querySelectorAll('button, [role="dialog"], .wm-card').length, 'nothing of the dialog while closed').to.equal(0);
    const created = await elementsCreatedUntilShown(modal, () => modal.open());
    const dialog = dialogOf(modal);
    expect(dialog?.dataset.view).to.equal('Connect');
    const shown = dialog?.querySelectorAll('*').length ?? 0;
    // Connect is dozens of elements; the opening made next to none of them.
    expect(shown, 'Connect on screen').to.be.greaterThan(20);
    expect(created, `elements made by the opening (of ${shown} shown)`).to.be.lessThan(5);
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
