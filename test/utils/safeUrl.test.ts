// The one rule for links from outside (wallet-list entries, services, storage): decided on
// the parsed URL, so what the browser would run is what is judged.
import { expect } from 'chai';
import { isWebUrl, safeHttpsUrl, safeLinkUrl } from '../../src/utils/safeUrl';

/** Script links, spelled the ways the URL parser reads as javascript: (or worse). */
const SCRIPT_LINKS = [
  '\u0001javascript:alert(document.domain)//://',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  'java\rscript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://wallet.example/0b6c1f3e-0000-4000-8000-000000000000',
  'about:blank',
  'filesystem:https://wallet.example/temporary/x',
  'view-source:https://wallet.example/',
  // Leading C0 controls, one by one: the parser strips every one of them.
  ...Array.from({ length: 0x20 }, (_, code) => `${String.fromCharCode(code)}javascript:alert(${code})`),
  '\u007fjavascript:alert(1)',
];

const NOT_ABSOLUTE = ['//evil.example/x', '\\\\evil.example\\x', '/wc?uri=x', 'wc?uri=x', 'metamask', '', '   ', 'https://'];

describe('safeLinkUrl (what the modal may open)', () => {
  it('refuses every script, local and browser-internal scheme, however it is spelled', () => {
    for (const link of SCRIPT_LINKS) expect(safeLinkUrl(link), JSON.stringify(link)).to.equal(undefined);
  });

  it('refuses what does not parse as an absolute URL on its own (protocol-relative, relative paths)', () => {
    for (const link of NOT_ABSOLUTE) expect(safeLinkUrl(link), JSON.stringify(link)).to.equal(undefined);
  });

  it('refuses credentials, control characters inside a link, over-long links and non-strings', () => {
    for (const link of ['https://user:pass@wallet.example/', 'https://user@wallet.example/', 'metamask://u:p@wc', 'https://wallet.ex\nample/', 'metamask://w\tc']) {
      expect(safeLinkUrl(link), JSON.stringify(link)).to.equal(undefined);
    }
    expect(safeLinkUrl(`https://wallet.example/${'a'.repeat(2048)}`)).to.equal(undefined);
    for (const value of [null, undefined, 42, {}, ['metamask://']]) expect(safeLinkUrl(value), String(value)).to.equal(undefined);
  });

  it('keeps wallet app schemes and web links, normalised', () => {
    expect(safeLinkUrl('metamask://')?.href).to.equal('metamask://');
    expect(safeLinkUrl(' trust:// ')?.href).to.equal('trust://');
    expect(safeLinkUrl('ledgerlive:')?.href).to.equal('ledgerlive:');
    expect(safeLinkUrl('https://metamask.app.link')?.href).to.equal('https://metamask.app.link/');
    expect(safeLinkUrl('HTTPS://Link.TrustWallet.com')?.href).to.equal('https://link.trustwallet.com/');
    expect(safeLinkUrl('http://127.0.0.1:8790/')?.href).to.equal('http://127.0.0.1:8790/');
  });

  it('tells web links (a new window) from app schemes (the app itself)', () => {
    expect(isWebUrl(safeLinkUrl('https://metamask.app.link')!)).to.equal(true);
    expect(isWebUrl(safeLinkUrl('http://wallet.example')!)).to.equal(true);
    expect(isWebUrl(safeLinkUrl('metamask://')!)).to.equal(false);
  });
});

describe('safeHttpsUrl (install links)', () => {
  it('keeps https: only, by the same rule', () => {
    expect(safeHttpsUrl(' HTTPS://Example.com/a ')).to.equal('https://example.com/a');
    for (const link of [...SCRIPT_LINKS, ...NOT_ABSOLUTE, 'http://wallet.example/', 'metamask://', 'https://u:p@wallet.example/']) {
      expect(safeHttpsUrl(link), JSON.stringify(link)).to.equal(undefined);
    }
  });
});
