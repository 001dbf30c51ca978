// A wallet's link with the pairing URI: only ever built from a link that is safe to open.
import { expect } from 'chai';
import { formatWalletConnectLink, walletLink } from '../../src/utils/formatWalletConnectLink';

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=5f5e&expiryTimestamp=1700000000';
const ENCODED = encodeURIComponent(URI);

describe('formatWalletConnectLink', () => {
  it('gives nothing for the payloads that slipped past the old prefix check, and their friends', () => {
    for (const link of [
      '\u0001javascript:alert(document.domain)//://',
      '\u0000javascript:alert(1)//',
      '\u001fjavascript:alert(1)//',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)//',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://wallet.example/x',
      'about:blank',
      '//evil.example/x',
      '/wc',
      'evil.example/x',
      null,
      undefined,
      '',
    ]) {
      expect(formatWalletConnectLink(link, URI), JSON.stringify(link)).to.equal(undefined);
      expect(walletLink(link), JSON.stringify(link)).to.equal(undefined);
    }
  });

  it('attaches the pairing URI to native schemes and universal links', () => {
    expect(formatWalletConnectLink('metamask://', URI)).to.equal(`metamask://wc?uri=${ENCODED}`);
    expect(formatWalletConnectLink('ledgerlive:', URI)).to.equal(`ledgerlive://wc?uri=${ENCODED}`);
    expect(formatWalletConnectLink('https://metamask.app.link', URI)).to.equal(`https://metamask.app.link/wc?uri=${ENCODED}`);
    expect(formatWalletConnectLink('bnc://app.binance.com/cedefi', URI)).to.equal(`bnc://app.binance.com/cedefi/wc?uri=${ENCODED}`);
  });

  it('the wallet link alone, to remember, holds no pairing URI', () => {
    expect(walletLink('metamask://')).to.equal('metamask://');
    expect(walletLink('https://metamask.app.link')).to.equal('https://metamask.app.link/');
  });
});
