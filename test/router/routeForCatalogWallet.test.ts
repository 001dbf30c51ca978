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

  it('pairs any other wallet over WalletConnect', () => {
    expect(routeForCatalogWallet(trust, connectors)).to.deep.equal({ view: 'ConnectingWalletConnect', data: { wallet: trust } });
  });

  it('offers Downloads instead in a build without ConnectingWalletConnect', () => {
    const withoutWalletConnect = (view: ViewName) => view === 'ConnectingExternal';
    expect(routeForCatalogWallet(trust, connectors, withoutWalletConnect)).to.deep.equal({ view: 'Downloads', data: { wallet: trust } });
  });
});
