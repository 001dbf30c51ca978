import { expect } from 'chai';
import { isOriginAllowed } from '../../src/utils/isOriginAllowed';

describe('isOriginAllowed (origin allow-list with wildcards)', () => {
  const list = ['https://shop.example.com', 'https://*.example.org'];

  it('allows exact origins and one-label wildcards', () => {
    expect(isOriginAllowed('https://shop.example.com', list)).to.equal(true);
    expect(isOriginAllowed('https://app.example.org', list)).to.equal(true);
  });

  it('refuses other origins, deeper labels and other schemes', () => {
    expect(isOriginAllowed('https://evil.com', list)).to.equal(false);
    expect(isOriginAllowed('https://a.b.example.org', list)).to.equal(false);
    expect(isOriginAllowed('http://shop.example.com', list)).to.equal(false);
    expect(isOriginAllowed('https://shop.example.com.evil.com', list)).to.equal(false);
  });

  it('always allows pages on localhost and 127.0.0.1, and every origin when the list is empty', () => {
    expect(isOriginAllowed('http://localhost:5173', list)).to.equal(true);
    expect(isOriginAllowed('http://127.0.0.1:9000', list)).to.equal(true);
    expect(isOriginAllowed('https://anything.net', [])).to.equal(true);
  });

  it('answers at once for a hostile pattern made of many wildcards', () => {
    const hostile = `https://${'*a'.repeat(400)}*.example.org`;
    const origin = `https://${'a'.repeat(300)}b.example.org`;
    // A backtracking regular expression runs for minutes here (past the test's timeout).
    expect(isOriginAllowed(origin, [hostile])).to.equal(false);
  });

  it('matches case-insensitively and ignores entries that are not strings', () => {
    expect(isOriginAllowed('https://APP.example.org', ['HTTPS://*.EXAMPLE.ORG'])).to.equal(true);
    expect(isOriginAllowed('https://app.example.org', [42 as unknown as string, 'https://*.example.org'])).to.equal(true);
  });
});
