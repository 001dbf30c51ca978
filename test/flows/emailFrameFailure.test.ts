// A secure frame that never loads (spec §8/§9): after 20 s the email login says so, the
// alert is raised, the frame is removed, and the modal stays usable. Its own file: the page's
// frame is created once, and every other email test needs a working one.
import { expect } from 'chai';
import { stores } from '../../src/controller/stores';
import { $alert } from '../../src/stores/alert';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, typeInto, viewOf } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };


describe('a secure frame that never loads', () => {
  it("says 'Unable to load email login dependency', raises the alert, and the modal stays usable", async function () {
    this.timeout(40_000);
    resetAll();
    // A loopback port where nothing answers: the frame never says it is ready.
    const modal = (await mountModal({ networks: 'eip155:1', 'secure-site-url': 'http://127.0.0.1:9' })) as ModalElement;
    try {
      await modal.open();
      const field = await waitFor(() => dialogOf(modal)?.querySelector('input[type="email"]') as HTMLInputElement | null, 'the email field');
      typeInto(field, `nobody-${Date.now()}@example.test`);
      buttonNamed(modal, 'Continue')?.click();
      await waitFor(() => dialogOf(modal)?.querySelector('.wm-field-error')?.textContent === 'Unable to load email login dependency', 'the frame error', 1800 + 60 * 25);
      expect($alert.get()?.message).to.equal('Network Error');
      expect(stores.$account.get().status).to.equal('disconnected');
      expect(document.querySelectorAll('iframe[title="Secure wallet"]').length).to.equal(0);
      // Still usable: the visitor can go to the network list and back.
      buttonNamed(modal, 'Network')?.click();
      await waitFor(() => viewOf(modal) === 'Networks', 'Networks');
    } finally {
      resetAll();
    }
  });
});
