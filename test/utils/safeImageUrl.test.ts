// Image URLs from outside (avatars, token icons, EIP-6963 wallet icons): judged on the parsed
// URL, and an announced wallet's icon only ever a data: image.
import { expect } from 'chai';
import { parseAnnouncement } from '../../src/connectors/eip155/eip6963/parseAnnouncement';
import { isSafeImageUrl } from '../../src/utils/isSafeImageUrl';

const provider = { request: async () => null };
const announced = (icon: unknown) => parseAnnouncement({ info: { uuid: 'u', name: 'W', rdns: 'io.w', icon }, provider })?.icon;

describe('isSafeImageUrl on hostile input', () => {
  it('refuses data: that is not an image, and script or local schemes, however spelled', () => {
    for (const url of [
      'data:text/html,<script>alert(1)</script>',
      '\u0001data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml-not,x',
      'data:,image/png',
      'javascript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'vbscript:x',
      'file:///etc/passwd',
      'about:blank',
      '//evil.example/x.png',
      '/relative.png',
      'https://user:pass@cdn.example/a.png',
      `data:image/png;base64,${'A'.repeat(200_000)}`,
    ]) {
      expect(isSafeImageUrl(url), JSON.stringify(url.slice(0, 60))).to.equal(false);
    }
  });

  it('keeps web, blob and data images, in upper case too', () => {
    for (const url of ['https://cdn.example/a.png', 'DATA:IMAGE/PNG;base64,AAAA', 'data:image/svg+xml,%3Csvg%2F%3E', 'blob:http://127.0.0.1/x']) {
      expect(isSafeImageUrl(url), url).to.equal(true);
    }
  });

  it('keeps only data: images as an announced wallet icon', () => {
    expect(announced('data:image/svg+xml,%3Csvg%2F%3E')).to.equal('data:image/svg+xml,%3Csvg%2F%3E');
    for (const icon of ['https://evil.example/a.png', 'blob:http://127.0.0.1/x', 'data:text/html,<script>alert(1)</script>', 'javascript:alert(1)', 42]) {
      expect(announced(icon), String(icon)).to.equal(undefined);
    }
  });
});
