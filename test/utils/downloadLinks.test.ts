import { expect } from 'chai';
import { downloadLinks, safeHttpsUrl } from '../../src/utils/downloadLinks';

describe('downloadLinks (links to install a wallet, from untrusted catalogue entries)', () => {
  it('lists app store, play store, chrome store and homepage, in that order', () => {
    expect(
      downloadLinks({
        homepage: 'https://example.com',
        chrome_store: 'https://chromewebstore.google.com/detail/x',
        play_store: 'https://play.google.com/store/apps/details?id=x',
        app_store: 'https://apps.apple.com/app/x/id1',
      }),
    ).to.deep.equal([
      { kind: 'app_store', href: 'https://apps.apple.com/app/x/id1' },
      { kind: 'play_store', href: 'https://play.google.com/store/apps/details?id=x' },
      { kind: 'chrome_store', href: 'https://chromewebstore.google.com/detail/x' },
      { kind: 'homepage', href: 'https://example.com/' },
    ]);
  });

  it('drops anything that is not an absolute https: URL', () => {
    expect(
      downloadLinks({
        app_store: 'javascript:alert(1)',
        play_store: 'http://play.example',
        chrome_store: 'data:text/html,<script>alert(1)</script>',
        homepage: '/relative/path',
      }),
    ).to.deep.equal([]);
    for (const value of [null, undefined, '', '   ', 42, 'JaVaScRiPt:alert(1)', 'https://user:pass@example.com', 'ftp://x']) {
      expect(safeHttpsUrl(value), String(value)).to.equal(undefined);
    }
    expect(safeHttpsUrl(' HTTPS://Example.com/a ')).to.equal('https://example.com/a');
  });
});
