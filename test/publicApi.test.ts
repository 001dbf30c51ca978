import { expect } from 'chai';
import * as esm from '../src/index';
import * as umd from '../src/umd';

// The public surface, by name. A change here is a change to the host-page contract and
// must come with a README note.
const PUBLIC_VALUES = [
  'AlreadyConnectedError',
  'BUILT_IN_NETWORKS',
  'BaseError',
  'DEFAULT_FEATURES',
  'ModalNotMountedError',
  'NamespaceNotConfiguredError',
  'NetworkNotFoundError',
  'NetworkSwitchIncompleteError',
  'NetworkSwitchSupersededError',
  'NetworkSwitchTimeoutError',
  'NoAccountError',
  'PayError',
  'ProviderNotAvailableError',
  'ViewNotAvailableError',
  'WalletButtonElement',
  'WalletModalElement',
  'createWalletModal',
  'defineElements',
  'shareReact',
  'stores',
  'version',
];

describe('public API', () => {
  it('the ESM entry exports exactly the listed names', () => {
    expect(Object.keys(esm).sort()).to.deep.equal(PUBLIC_VALUES);
  });

  it('the UMD global carries the same names', () => {
    expect(Object.keys(umd).sort()).to.deep.equal(PUBLIC_VALUES);
  });

  it('stores are read-only: the members of a nanostores ReadableAtom, no set', () => {
    for (const store of Object.values(esm.stores)) {
      expect(Object.keys(store).sort()).to.deep.equal(['eq', 'get', 'init', 'lc', 'listen', 'notify', 'off', 'subscribe', 'value']);
      expect(Object.isFrozen(store)).to.equal(true);
    }
    expect(Object.keys(esm.stores).sort()).to.deep.equal(['$account', '$events', '$modal', '$network']);
  });

  it('the controller has the methods of the contract', () => {
    const controller = esm.createWalletModal();
    expect(Object.keys(controller).sort()).to.deep.equal([
      'close',
      'disconnect',
      'getProvider',
      'getState',
      'open',
      'pay',
      'setThemeMode',
      'setThemeVariables',
      'stores',
      'subscribeEvents',
      'subscribeState',
      'switchNetwork',
    ]);
  });
});
