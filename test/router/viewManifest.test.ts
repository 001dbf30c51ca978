import { expect } from 'chai';
import { FEATURE_RULES } from '../../src/features/featureRules';
import { featureOfView } from '../../src/features/isFeatureOffered';
import { coreEnglish } from '../../src/i18n/en/coreEnglish';
import { isViewName, VIEW_MANIFEST, type ViewName } from '../../src/router/viewManifest';
import { $history, pushView } from '../../src/stores/router';
import { viewRegistry } from '../../src/views/viewRegistry';

/** The dialog's `data-view` names the host contract (CONTRACT.md, "Inside the shadow root") promises. */
const CONTRACT_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'UnsupportedChain',
  'SwitchNetwork',
  'Networks',
  'Activity',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'WalletCompatibleNetworks',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SIWXSignMessage',
  'ApproveTransaction',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingFarcaster',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SwitchActiveChain',
];

const names = Object.keys(VIEW_MANIFEST) as ViewName[];

describe('the view manifest', () => {
  afterEach(() => $history.set([{ view: 'Connect' }]));

  it("holds every view the host contract names, and they are the router's view names", () => {
    expect(names).to.include.members(CONTRACT_VIEWS);
    for (const name of names) expect(isViewName(name), name).to.equal(true);
    expect(isViewName('Send'), 'a name the manifest does not hold').to.equal(false);
    expect(isViewName('toString'), 'nothing inherited').to.equal(false);
  });

  it('gives each view a component: the first-load ones at once, the others from their chunk', async () => {
    expect(Object.keys(viewRegistry).sort()).to.deep.equal([...names].sort());
    for (const name of names) {
      const entry = VIEW_MANIFEST[name];
      if ('load' in entry) expect(await entry.load(), `${name}'s chunk`).to.be.a('function');
      else expect(viewRegistry[name], name).to.be.a('function');
    }
  });

  it("titles each view with the catalogue's text of its name", () => {
    // The type check holds it too: the catalogue's titles have a key for every view's name.
    const titles: Readonly<Record<ViewName, string>> & Readonly<Record<string, string>> = coreEnglish.views;
    for (const name of names) expect(titles[name], name).to.be.a('string').and.not.equal('');
  });

  it("gives each feature's views from the manifest, and only features the registry has", () => {
    for (const name of names) {
      const feature = featureOfView(name);
      if (feature !== undefined) expect(FEATURE_RULES, `${name}'s feature`).to.have.property(feature);
    }
    expect(featureOfView('WalletSendPreview')).to.equal('send');
    expect(featureOfView('SwapSelectToken')).to.equal('swaps');
    expect(featureOfView('Connect')).to.equal(undefined);
    expect(featureOfView('NotAView')).to.equal(undefined);
  });

  it('pushes a view with the data its entry declares, and no data to one that takes none', () => {
    pushView('SwitchNetwork', { caipNetworkId: 'eip155:1' });
    pushView('Account');
    expect($history.get().slice(-2)).to.deep.equal([
      { view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } },
      { view: 'Account', data: undefined },
    ]);
    // The types refuse the rest (`npm run typecheck` fails on any of these that compiles; never called).
    const refused = () => {
      // @ts-expect-error SwitchNetwork takes a network
      pushView('SwitchNetwork');
      // @ts-expect-error SwapSelectToken's side is 'from' or 'to'
      pushView('SwapSelectToken', { side: 'left' });
      // @ts-expect-error Account takes no data
      pushView('Account', { caipNetworkId: 'eip155:1' });
      // @ts-expect-error not a view
      pushView('Send');
    };
    void refused;
  });
});
