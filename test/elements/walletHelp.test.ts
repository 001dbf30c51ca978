// Issue 15: "What is a wallet?" used the browser's disclosure triangle, and its text was cut
// off when opened at the bottom of the card. Now it has the modal's own chevron, and opening
// brings the text into view.
import { expect } from 'chai';
import { dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

describe('"What is a wallet?" on Connect', () => {
  afterEach(() => resetAll());

  it('has no browser triangle, and its text is in view once opened', async () => {
    resetAll();
    const modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    await modal.open();
    const details = await waitFor(() => dialogOf(modal)?.querySelector<HTMLDetailsElement>('.wm-details'), 'the disclosure');
    const summary = details.querySelector('summary') as HTMLElement;
    expect(getComputedStyle(summary).display).to.not.equal('list-item');
    expect(summary.querySelector('svg'), 'our own chevron').to.not.equal(null);
    summary.click();
    await waitFor(() => details.open, 'opened');
    const text = details.querySelector('p') as HTMLElement;
    const body = dialogOf(modal)?.querySelector('.wm-body') as HTMLElement;
    await waitFor(() => text.getBoundingClientRect().bottom <= body.getBoundingClientRect().bottom + 1, 'the text in view', 60);
  });
});
