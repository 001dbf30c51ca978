import { expect } from 'chai';
import { InvalidAddressError } from '../../src/errors/addressErrors';
import { assertAddress, isValidAddress } from '../../src/utils/validateAddress';

// EIP-55 reference vectors.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
// Same addresses with one letter's case flipped.
const BAD_CHECKSUM = [
  '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6Fb',
  '0xd1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('isValidAddress', () => {
  it('accepts checksum-valid mixed-case addresses', () => {
    for (const address of CHECKSUMMED) expect(isValidAddress(address), address).to.equal(true);
  });

  it('rejects mixed-case addresses with a wrong checksum in strict mode (the default)', () => {
    for (const address of BAD_CHECKSUM) expect(isValidAddress(address), address).to.equal(false);
    expect(isValidAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).to.equal(false);
    expect(isValidAddress('0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6Fb')).to.equal(false);
    expect(isValidAddress('0xd1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', { strict: true })).to.equal(false);
  });

  it('accepts a wrong checksum when strict is off', () => {
    expect(isValidAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', { strict: false })).to.equal(true);
  });

  it('accepts single-case addresses in strict mode, since they carry no checksum', () => {
    expect(isValidAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).to.equal(true);
    expect(isValidAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).to.equal(true);
  });

  it('rejects wrong lengths, missing prefix and non-hex characters', () => {
    const invalid = [
      '',
      '0x',
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea', // 38 hex
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed0', // 41 hex
      '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed00', // no 0x, 42 chars
      '0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', // capital X
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg', // g is not hex
      ' 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    ];
    for (const address of invalid) expect(isValidAddress(address), address).to.equal(false);
    expect(isValidAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea', { strict: false })).to.equal(false);
  });

  it('rejects non-strings', () => {
    expect(isValidAddress(undefined)).to.equal(false);
    expect(isValidAddress(123)).to.equal(false);
  });
});

describe('assertAddress', () => {
  it('passes a valid address', () => {
    for (const address of CHECKSUMMED) expect(() => assertAddress(address)).not.to.throw();
  });

  it("throws InvalidAddressError 'Address is invalid' on a bad checksum or shape", () => {
    for (const address of [...BAD_CHECKSUM, '0x1234']) {
      expect(() => assertAddress(address), address)
        .to.throw(InvalidAddressError)
        .that.includes({ name: 'InvalidAddressError', message: 'Address is invalid', address });
    }
  });

  it('honours strict: false', () => {
    expect(() => assertAddress(BAD_CHECKSUM[0], { strict: false })).not.to.throw();
  });
});
