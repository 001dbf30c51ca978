import { expect } from 'chai';
import { dialogOf, mountModal, resetAll } from '../support/modalTestKit';

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
