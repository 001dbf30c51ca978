import { expect } from 'chai';
import { InvalidCallDataError, InvalidCallToError } from '../../src/errors/sendCallsErrors';
import { validateSendCalls } from '../../src/utils/validateSendCalls';

const TO = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

describe('validateSendCalls', () => {
  it('passes calls with a 0x to and optional 0x data', () => {
    expect(() => validateSendCalls([{ to: TO }, { to: TO, data: '0x' }, { to: TO, data: '0xa9059cbb', value: 1n }])).not.to.throw();
    expect(() => validateSendCalls([])).not.to.throw();
  });

  it('names the first call without a 0x-prefixed to', () => {
    const cases: Array<[unknown, number]> = [[undefined, 1], ['d8dA6BF26964aF9D7eEd9e03E53415D37aA96045', 1], [42, 1], ['0X12', 1]];
    for (const [to, index] of cases) {
      expect(() => validateSendCalls([{ to: TO }, { to }, { to: 'bad' }]), String(to))
        .to.throw(InvalidCallToError)
        .that.includes({ index, message: `Call ${index} needs a 0x-prefixed "to" address.` });
    }
  });

  it('names the call whose data is present but not 0x-prefixed', () => {
    for (const data of ['a9059cbb', '', null, 5]) {
      expect(() => validateSendCalls([{ to: TO }, { to: TO, data: '0x' }, { to: TO, data }]), String(data))
        .to.throw(InvalidCallDataError)
        .that.includes({ index: 2, message: 'Call 2 has "data" that is not 0x-prefixed.' });
    }
  });

  it('reports a bad to before bad data in the same call', () => {
    expect(() => validateSendCalls([{ to: 'x', data: 'y' }])).to.throw(InvalidCallToError);
  });
});
