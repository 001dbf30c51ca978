// What the modal shows of a WalletConnect wallet app's name ('Waiting for {wallet}…'): the
// session comes from the wallet, so its metadata may be missing or hostile.
import { expect } from 'chai';
import { peerNameOf } from '../../src/connectors/walletConnect/peerNameOf';

describe('peerNameOf', () => {
  it("the wallet's name, trimmed and cut to 40 characters", () => {
    expect(peerNameOf({ peer: { metadata: { name: '  Phone Wallet ' } } })).to.equal('Phone Wallet');
    expect(peerNameOf({ peer: { metadata: { name: 'W'.repeat(60) } } })).to.equal('W'.repeat(40));
    // Cut where a character ends: the 40th unit here is the first half of an emoji, which goes whole.
    expect(peerNameOf({ peer: { metadata: { name: `${'W'.repeat(39)}\u{1F98A} Wallet` } } })).to.equal('W'.repeat(39));
  });

  it('nothing, and no throw, for a session without metadata or with a name that is not plain text', () => {
    for (const session of [undefined, {}, { peer: {} }, { peer: { metadata: null } }, { peer: { metadata: { name: 7 } } }, { peer: { metadata: { name: '   ' } } }]) {
      expect(peerNameOf(session), JSON.stringify(session)).to.equal(undefined);
    }
    expect(peerNameOf({ peer: { metadata: { name: 'Wallet\u202eevil' } } })).to.equal(undefined);
    expect(peerNameOf({ peer: { metadata: { name: 'Wallet\u0007' } } })).to.equal(undefined);
  });
});
