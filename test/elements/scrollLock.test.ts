// Issue 15: the backdrop let the wheel scroll the page behind the modal. Over the backdrop, and
// over the card where its own content cannot scroll, a wheel gesture is now stopped; where the
// card's content can scroll, it scrolls.
import { expect } from 'chai';
import { dialogOf, mountModal, resetAll, settled, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

const wheel = (target: Element, deltaY: number) => {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the open modal keeps the page behind from scrolling', () => {
  afterEach(() => resetAll());

  it('stops the wheel over the backdrop and over content that cannot scroll; lets a scrolling list scroll', async () => {
    resetAll();
    const modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    await modal.open({ view: 'Networks' });
    const dialog = await waitFor(() => dialogOf(modal), 'the dialog');
    const overlay = modal.shadowRoot?.querySelector('.wm-overlay') as HTMLElement;
    expect(wheel(overlay, 120), 'over the backdrop').to.equal(true);
    const body = dialog.querySelector('.wm-body') as HTMLElement;
    // Upwards at the top of the content: nothing to scroll, the page must not take it.
    body.scrollTop = 0;
    expect(wheel(body, -120), 'up at the top').to.equal(true);
    // A body taller than its box scrolls down itself.
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    body.append(filler);
    expect(wheel(body, 120), 'down in a long list').to.equal(false);
    filler.remove();
  });

  it('dims the page more than before (the reviewer found it too light)', async () => {
    resetAll();
    const modal = (await mountModal({ networks: 'eip155:1', 'theme-mode': 'light' })) as ModalElement;
    await modal.open();
    const overlay = await waitFor(() => modal.shadowRoot?.querySelector('.wm-overlay'), 'the backdrop');
    // The fade-in ends at the theme's colour; the alpha of rgba(0, 0, 0, a).
    await settled(modal);
    const alpha = Number(getComputedStyle(overlay).backgroundColor.match(/rgba\(0, 0, 0, ([\d.]+)\)/)?.[1]);
    expect(alpha).to.be.at.least(0.6);
  });
});
