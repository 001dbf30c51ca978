import { expect } from 'chai';
import { isSafeImageUrl } from '../../src/utils/isSafeImageUrl';

describe('isSafeImageUrl', () => {
  it('accepts web, blob and data image URLs', () => {
    for (const url of ['https://cdn.example/a.png', 'http://127.0.0.1/x.svg', 'blob:https://a.b/123', 'data:image/png;base64,AAAA']) {
      expect(isSafeImageUrl(url), url).to.equal(true);
    }
  });

  it('refuses script and non-image URLs', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '', 42, null]) {
      expect(isSafeImageUrl(url), String(url)).to.equal(false);
    }
  });
});
