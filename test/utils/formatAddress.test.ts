import { expect } from 'chai';
import { formatAddress } from '../../src/utils/formatAddress';

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd';

describe('formatAddress', () => {
  it('keeps 6 leading and 4 trailing characters, in the case they come in', () => {
    expect(formatAddress(ADDRESS)).to.equal('0x1234…abcd');
    expect(formatAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).to.equal('0xf39F…2266');
    expect(formatAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).to.equal('7EcDhS…FLtV');
  });

  it("keeps a bech32 address's prefix whole, and 4 characters after it", () => {
    expect(formatAddress('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).to.equal('cosmos1qypq…v7xu');
    expect(formatAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).to.equal('bcrt1qw50…t080');
    expect(formatAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).to.equal('bc1qar0…5mdq');
    // Base58 (Solana, SS58) that starts with lower-case letters and a 1 is not bech32.
    expect(formatAddress('abcdefghijkmnopq1ABCDEFGHJKLMNPQRSTUVWXYZ89ab')).to.equal('abcdef…89ab');
  });

  it('leaves strings alone that would not get shorter', () => {
    expect(formatAddress('0x1234')).to.equal('0x1234');
    expect(formatAddress('0x123456789')).to.equal('0x123456789'); // 11 = 6 + 1 + 4
    expect(formatAddress('0x1234567890')).to.equal('0x1234…7890'); // 12
    expect(formatAddress('')).to.equal('');
  });
});
