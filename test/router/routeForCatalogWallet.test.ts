import { expect } from 'chai';
import { routeForCatalogWallet } from '../../src/router/routeForCatalogWallet';
import type { ViewName } from '../../src/router/viewNames';

describe('routeForCatalogWallet (picking a catalogue wallet)', () => {
  const metamask = { id: 'a'.repeat(64), name: 'MetaMask', rdns: 'io.metamask' };
  const trust = { id: 'b'.repeat(64), name: 'Trust Wallet', rdns: 'com.trustwallet.app' };
  const connectors = [{ id: 'io.metamask', info: { rdns: 'io.metamask' } }];

  it('connects a wallet installed on the page through ConnectingExternal', () => {
    expect(routeForCatalogWallet(metamask, connectors)).to.deep.equal({
      view: 'ConnectingExternal',
      data: { wallet: metamask, connectorId: 'io.metamask' },
    });
  });

  it('offers Downloads for any other wallet while ConnectingWalletConnect is not built', () => {
    expect(routeForCatalogWallet(trust, connectors)).to.deep.equal({ view: 'Downloads', data: { wallet: trust } });
  });

  it('goes to ConnectingWalletConnect once that view is available', () => {
    const withWalletConnect = (view: ViewName) => view === 'ConnectingWalletConnect' || view === 'ConnectingExternal';
    expect(routeForCatalogWallet(trust, connectors, withWalletConnect).view).to.equal('ConnectingWalletConnect');
  });
});
