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

  it('lets each call leave the window a minute after it was made (sliding, not a fixed minute)', () => {
    let now = 0;
    const allow = createRateLimiter(5, 60_000, () => now);
    expect([allow(), allow(), allow()]).to.deep.equal([true, true, true]);
    now = 30_000;
    expect([allow(), allow(), allow()]).to.deep.equal([true, true, false]);
    now = 60_000; // the three made at 0 have left; the two made at 30 s have not
    expect([allow(), allow(), allow(), allow()]).to.deep.equal([true, true, true, false]);
    now = 90_000;
    expect([allow(), allow(), allow()]).to.deep.equal([true, true, false]);
  });
});
