import { expect } from 'chai';
import { DEFAULT_FEATURES } from '../../src/config/defaults';
import { featureOfView, isFeatureOffered, type FeatureContext } from '../../src/features/isFeatureOffered';
import { configure } from '../../src/stores/config';
import { $projectSettings } from '../../src/stores/projectSettings';
import { connectTestAccount, mountModal, resetAll, waitFor } from '../support/modalTestKit';

const base: FeatureContext = { features: { ...DEFAULT_FEATURES }, remoteFeatures: [], namespace: 'eip155', connected: true };

describe('the feature registry', () => {
  it('offers Activity on a connected EVM account unless the page or the project turns it off', () => {
    expect(isFeatureOffered('activity', base)).to.equal(true);
    expect(isFeatureOffered('activity', { ...base, namespace: 'solana' }), 'EVM only (spec §9)').to.equal(false);
    expect(isFeatureOffered('activity', { ...base, connected: false }), 'needs a connection').to.equal(false);
    expect(isFeatureOffered('activity', { ...base, features: { ...base.features, history: false } }), 'the page').to.equal(false);
    expect(isFeatureOffered('activity', { ...base, remoteFeatures: [{ id: 'activity', isEnabled: false, config: null }] }), 'the project').to.equal(false);
    expect(isFeatureOffered('activity', { ...base, remoteFeatures: [{ id: 'activity', isEnabled: true, config: null }] })).to.equal(true);
  });

  it('offers All Wallets by the page option, connected or not', () => {
    expect(isFeatureOffered('allWallets', { ...base, connected: false })).to.equal(true);
    expect(isFeatureOffered('allWallets', { ...base, features: { ...base.features, allWallets: false } })).to.equal(false);
  });

  it('knows which feature owns a view, and none for views every page has', () => {
    expect(featureOfView('Activity')).to.equal('activity');
    expect(featureOfView('AllWallets')).to.equal('allWallets');
    expect(featureOfView('Connect')).to.equal(undefined);
  });
});

describe('views follow the registry', () => {
  afterEach(() => resetAll());

  it('refuses to open a view whose feature the page turned off, and offers no way to it', async () => {
    resetAll();
    const modal = (await mountModal()) as HTMLElement & { open(options?: object): Promise<void> };
    configure({ features: { allWallets: false } });
    let error: unknown;
    await modal.open({ view: 'AllWallets' }).catch((caught: unknown) => (error = caught));
    expect((error as Error | undefined)?.name).to.equal('ViewNotAvailableError');
    await modal.open();
    expect(modal.shadowRoot?.querySelector('[role="dialog"]')?.textContent).to.not.contain('All Wallets');
  });

  it('takes Activity off Account when the project switches it off remotely', async () => {
    resetAll();
    const modal = (await mountModal()) as HTMLElement & { open(options?: object): Promise<void> };
    connectTestAccount();
    await modal.open();
    const dialog = () => modal.shadowRoot?.querySelector('[role="dialog"]');
    expect(dialog()?.textContent).to.contain('Activity');
    $projectSettings.set({ analyticsEnabled: false, remoteFeatures: [{ id: 'activity', isEnabled: false, config: null }] });
    // Within a frame or two of the setting (a store change outside an event renders in a task React schedules).
    await waitFor(() => !dialog()?.textContent?.includes('Activity'), 'Account without Activity', 3);
  });
});
