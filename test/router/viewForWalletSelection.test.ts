import { expect } from 'chai';
import { viewForWalletSelection } from '../../src/router/viewForWalletSelection';

describe('viewForWalletSelection (spec §2 connector selection)', () => {
  const metamask = { id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', name: 'MetaMask', rdns: 'io.metamask' };

  it('uses the injected connector announced under the wallet rdns', () => {
    const route = viewForWalletSelection(metamask, [{ id: 'io.metamask', info: { rdns: 'io.metamask' } }]);
    expect(route.view).to.equal('ConnectingExternal');
    expect(route.data).to.deep.include({ connectorId: 'io.metamask' });
  });

  it('uses a connector known by the wallet-list id', () => {
    const route = viewForWalletSelection(metamask, [{ id: 'custom', explorerId: metamask.id }]);
    expect(route.view).to.equal('ConnectingExternal');
  });

  it('falls back to WalletConnect when no connector matches', () => {
    const route = viewForWalletSelection(metamask, [{ id: 'com.trustwallet.app', info: { rdns: 'com.trustwallet.app' } }]);
    expect(route).to.deep.equal({ view: 'ConnectingWalletConnect', data: { wallet: metamask } });
  });

  it('does not match a wallet without rdns to a connector without rdns', () => {
    const route = viewForWalletSelection({ id: 'abc', name: 'No Rdns' }, [{ id: 'other' }]);
    expect(route.view).to.equal('ConnectingWalletConnect');
  });
});
