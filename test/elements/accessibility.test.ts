import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { stackInfo } from '../stack/stackInfo';
import { connectTestAccount, dialogOf, mountButton, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { seriousViolations } from '../support/seriousViolations';
import { resetViewFixtures, showViewFixture, VIEWS, type ModalElement } from '../support/viewFixtures';

describe('accessibility (axe-core, every view with content)', () => {
  let stopAnnouncing: () => void;
  before(async () => {
    // A real announced wallet, so Connect and ConnectingExternal show one.
    stopAnnouncing = createDemoWallet({ chains: (await stackInfo()).chains }).announce();
  });
  after(() => stopAnnouncing());
  afterEach(() => resetViewFixtures());

  // English in both modes; Arabic (right to left) and Japanese once each.
  const RUNS = [
    { language: 'en', mode: 'light' },
    { language: 'en', mode: 'dark' },
    { language: 'ar', mode: 'light' },
    { language: 'ja', mode: 'dark' },
  ] as const;
  for (const { language, mode } of RUNS) {
    for (const fixture of VIEWS) {
      const { view, data, setup } = fixture;
      const state = data && setup ? ' (after a refusal)' : '';
      it(`${view}${view === 'ConnectingExternal' ? state : ''} in ${language}, ${mode} mode, has no serious or critical violation`, async () => {
        // Settled: mid-way through the opening fade, axe would blend the text with the backdrop.
        const modal = await showViewFixture(fixture, language, mode);
        expect(await seriousViolations(modal)).to.deep.equal([]);
      });
    }
  }

  it('the button, disconnected and connected, has no serious or critical violation', async () => {
    resetAll();
    const button = await mountButton();
    expect(await seriousViolations(button)).to.deep.equal([]);
    connectTestAccount();
    await waitFor(() => button.shadowRoot?.querySelector('[data-state="connected"]'), 'connected button');
    expect(await seriousViolations(button)).to.deep.equal([]);
  });

  it('names every control inside the open dialog', async () => {
    resetAll();
    connectTestAccount();
    const modal = (await mountModal()) as ModalElement;
    await modal.open();
    const controls = [...(dialogOf(modal)?.querySelectorAll('button, a, summary') ?? [])];
    expect(controls.length).to.be.greaterThan(2);
    for (const control of controls) {
      const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
      expect(name.trim(), control.outerHTML).to.not.equal('');
    }
  });
});
