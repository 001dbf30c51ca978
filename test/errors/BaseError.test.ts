import { expect } from 'chai';
import { BaseError } from '../../src/errors/BaseError';

describe('BaseError', () => {
  it('uses the short message alone as message when there is nothing else', () => {
    const error = new BaseError('Something failed.');
    expect(error).to.be.instanceOf(Error);
    expect(error.name).to.equal('BaseError');
    expect(error.message).to.equal('Something failed.');
    expect(error.shortMessage).to.equal('Something failed.');
    expect(error.details).to.equal(undefined);
    expect(error.metaMessages).to.equal(undefined);
    expect(error.cause).to.equal(undefined);
  });

  it('adds meta messages and details below the short message', () => {
    const error = new BaseError('Something failed.', { metaMessages: ['Hint one.', 'Hint two.'], details: 'boom' });
    expect(error.message).to.equal('Something failed.\n\nHint one.\nHint two.\n\nDetails: boom');
    expect(error.shortMessage).to.equal('Something failed.');
    expect(error.details).to.equal('boom');
    expect(error.metaMessages).to.deep.equal(['Hint one.', 'Hint two.']);
  });

  it('keeps the cause', () => {
    const cause = new Error('root');
    expect(new BaseError('Outer.', { cause }).cause).to.equal(cause);
  });

  describe('walk', () => {
    it('returns the deepest cause', () => {
      const root = new TypeError('root');
      const middle = new BaseError('Middle.', { cause: root });
      const outer = new BaseError('Outer.', { cause: middle });
      expect(outer.walk()).to.equal(root);
    });

    it('returns itself when there is no cause', () => {
      const error = new BaseError('Alone.');
      expect(error.walk()).to.equal(error);
    });

    it('follows non-Error causes to the end', () => {
      const outer = new BaseError('Outer.', { cause: 'a string reason' });
      expect(outer.walk()).to.equal('a string reason');
    });

    it('returns the first error matching the predicate, starting with itself', () => {
      const root = new RangeError('root');
      const middle = new BaseError('Middle.', { cause: root });
      const outer = new BaseError('Outer.', { cause: middle });
      expect(outer.walk((error) => error instanceof BaseError)).to.equal(outer);
      expect(outer.walk((error) => error instanceof RangeError)).to.equal(root);
      expect(outer.walk((error) => error === middle)).to.equal(middle);
    });

    it('returns null when nothing matches', () => {
      const outer = new BaseError('Outer.', { cause: new Error('root') });
      expect(outer.walk((error) => error instanceof SyntaxError)).to.equal(null);
    });

    it('stops on a cycle in the cause chain', () => {
      const first = new BaseError('First.');
      const second = new BaseError('Second.', { cause: first });
      Object.defineProperty(first, 'cause', { value: second });
      expect(second.walk()).to.equal(first);
      expect(second.walk(() => false)).to.equal(null);
    });
  });
});
