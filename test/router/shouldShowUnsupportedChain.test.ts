import { expect } from 'chai';
import { shouldShowUnsupportedChain } from '../../src/router/shouldShowUnsupportedChain';

describe('shouldShowUnsupportedChain (spec §2)', () => {
  const unsupported = {
    activeCaipNetworkId: 'eip155:42161',
    requestedCaipNetworkIds: ['eip155:1', 'eip155:8453'],
    enableNetworkSwitch: true,
    allowUnsupportedChain: false,
    basicMode: false,
  };

  it('shows when the active network was not requested and nothing turns it off', () => {
    expect(shouldShowUnsupportedChain(unsupported)).to.equal(true);
  });

  it('does not show on a requested network', () => {
    expect(shouldShowUnsupportedChain({ ...unsupported, activeCaipNetworkId: 'eip155:8453' })).to.equal(false);
  });

  it('each of the other three conditions turns it off', () => {
    expect(shouldShowUnsupportedChain({ ...unsupported, enableNetworkSwitch: false })).to.equal(false);
    expect(shouldShowUnsupportedChain({ ...unsupported, allowUnsupportedChain: true })).to.equal(false);
    expect(shouldShowUnsupportedChain({ ...unsupported, basicMode: true })).to.equal(false);
  });
});
