import { expect } from 'chai';
import { createRateLimiter } from '../../src/utils/createRateLimiter';

describe('createRateLimiter (error reports: 5 per minute)', () => {
  it('allows 5 calls in a minute, refuses the 6th, and allows again once they leave the window', () => {
    let now = 0;
    const allow = createRateLimiter(5, 60_000, () => now);
    const first = Array.from({ length: 6 }, () => allow());
    expect(first).to.deep.equal([true, true, true, true, true, false]);
    now = 59_999;
    expect(allow()).to.equal(false);
    now = 60_000;
    expect(Array.from({ length: 6 }, () => allow())).to.deep.equal([true, true, true, true, true, false]);
  });

  it('counts a call at the time it is given, when given one', () => {
    const allow = createRateLimiter(1, 60_000, () => 0);
    expect(allow(1_000)).to.equal(true);
    expect(allow(60_999)).to.equal(false);
    expect(allow(61_000)).to.equal(true);
  });
});
