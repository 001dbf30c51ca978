import { expect } from 'chai';
import { DEFAULT_FEATURES } from '../../src/config/defaults';
import { featureOfView, isFeatureOffered, type FeatureContext } from '../../src/features/isFeatureOffered';
import { configure } from '../../src/stores/config';
import { $projectSettings } from '../../src/stores/projectSettings';
import { connectTestAccount, mountModal, resetAll, waitFor } from '../support/modalTestKit';

const base: FeatureContext = { features: { ...DEFAULT_FEATURES }, remoteFeatures: undefined, namespace: 'eip155', connected: true };
const remote = (...features: { id: string; isEnabled: boolean; config: unknown }[]): FeatureContext => ({ ...base, remoteFeatures: features });

describe('the feature registry', () => {
  it('offers Activity on a connected EVM account unless the page or the project turns it off', () => {
    expect(isFeatureOffered('activity', base)).to.equal(true);
    expect(isFeatureOffered('activity', { ...base, namespace: 'solana' }), 'EVM only (spec §9)').to.equal(false);
    expect(isFeatureOffered('activity', { ...base, connected: false }), 'needs a connection').to.equal(false);
    expect(isFeatureOffered('activity', { ...base, features: { ...base.features, history: false } }), 'the page').to.equal(false);
    expect(isFeatureOffered('activity', remote({ id: 'activity', isEnabled: false, config: [] })), 'the project').to.equal(false);
    expect(isFeatureOffered('activity', remote({ id: 'activity', isEnabled: true, config: [] }))).to.equal(true);
  });

  it("reads the project's remote switches by the hosted ids and AppKit's rules", () => {
    // Unknown (not read, or could not be read): the page decides.
    expect(isFeatureOffered('swaps', base)).to.equal(true);
    // The hosted ids: 'swap' (not 'swaps'), 'social_login' for email and socials.
    expect(isFeatureOffered('swaps', remote({ id: 'swap', isEnabled: false, config: ['1inch'] }))).to.equal(false);
    expect(isFeatureOffered('swaps', remote({ id: 'swap', isEnabled: true, config: ['1inch'] }))).to.equal(true);
    expect(isFeatureOffered('swaps', remote({ id: 'swaps', isEnabled: true, config: ['1inch'] })), 'an id the service does not send').to.equal(false);
    // An enabled switch with no provider is off; one whose config is null leaves it to the page.
    expect(isFeatureOffered('onramp', remote({ id: 'onramp', isEnabled: true, config: [] }))).to.equal(false);
    expect(isFeatureOffered('onramp', remote({ id: 'onramp', isEnabled: false, config: null }))).to.equal(true);
    // A switch the answer does not list is off.
    expect(isFeatureOffered('onramp', remote({ id: 'swap', isEnabled: true, config: ['1inch'] }))).to.equal(false);
    expect(isFeatureOffered('email', remote({ id: 'social_login', isEnabled: true, config: ['google', 'email'] }))).to.equal(true);
    expect(isFeatureOffered('email', remote({ id: 'social_login', isEnabled: true, config: ['google'] }))).to.equal(false);
    expect(isFeatureOffered('socials', remote({ id: 'social_login', isEnabled: true, config: ['email'] }))).to.equal(false);
    expect(isFeatureOffered('socials', remote({ id: 'social_login', isEnabled: true, config: ['email', 'github'] }))).to.equal(true);
    // The project never turns on what the page turned off.
    expect(isFeatureOffered('swaps', { ...remote({ id: 'swap', isEnabled: true, config: ['1inch'] }), features: { ...base.features, swaps: false } })).to.equal(false);
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
    $projectSettings.set({ analyticsEnabled: false, remoteFeatures: [{ id: 'activity', isEnabled: false, config: [] }] });
    // Within a frame or two of the setting (a store change outside an event renders in a task React schedules).
    await waitFor(() => !dialog()?.textContent?.includes('Activity'), 'Account without Activity', 3);
  });
});
