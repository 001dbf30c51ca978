// Issue 15: on Account the copy-address button's focus ring overlapped the name beside it.
// Focused with no pointer involved (so the ring shows), the ring must stay clear of it.
import { expect } from 'chai';
import { connectTestAccount, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

describe('the copy-address focus ring on Account', () => {
  afterEach(() => resetAll());

  it('does not overlap the address beside it', async () => {
    resetAll();
    connectTestAccount();
    const modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    await modal.open({ view: 'Account' });
    const button = await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('.wm-address-row .wm-icon-button'), 'the copy button');
    const name = dialogOf(modal)?.querySelector('.wm-address-row .wm-address') as HTMLElement;
    button.focus();
    expect(modal.shadowRoot?.activeElement === button, 'focus on the button').to.equal(true);
    expect(button.matches(':focus-visible')).to.equal(true);
    const style = getComputedStyle(button);
    const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const ringLeft = button.getBoundingClientRect().left - Math.max(0, ring);
    // Clear of it: at least 2 px of space between the ring and the text (touching reads as overlapping).
    expect(ringLeft - name.getBoundingClientRect().right).to.be.at.least(2);
  });
});
