import { expect } from 'chai';
import { socialsForPlatform } from '../../src/utils/socialsForPlatform';

const ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;

describe('socialsForPlatform (spec §5 social options in Telegram)', () => {
  it('keeps every configured social, in order, outside Telegram', () => {
    expect(socialsForPlatform(ALL, { telegram: false, os: 'ios' })).to.deep.equal([...ALL]);
  });
  it('drops Google on iOS, X on Mac, Facebook and X on Android inside Telegram', () => {
    expect(socialsForPlatform(ALL, { telegram: true, os: 'ios' })).to.deep.equal(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(socialsForPlatform(ALL, { telegram: true, os: 'mac' })).to.deep.equal(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(socialsForPlatform(ALL, { telegram: true, os: 'android' })).to.deep.equal(['google', 'discord', 'farcaster', 'github', 'apple']);
    expect(socialsForPlatform(ALL, { telegram: true, os: 'other' })).to.deep.equal([...ALL]);
  });
});
