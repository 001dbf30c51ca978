import { expect } from 'chai';
import { mobilePlatform } from '../../src/utils/mobilePlatform';

// User agents as the browsers send them.
const AGENTS = {
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPadOld: 'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  // iPadOS Safari asks for desktop sites: a Mac's user agent.
  iPadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  pixelChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('mobilePlatform (which store a phone or tablet installs from)', () => {
  it('reads iPhone, iPad and iPod as ios, in Safari and in other browsers', () => {
    for (const agent of [AGENTS.iPhoneSafari, AGENTS.iPhoneChrome, AGENTS.iPadOld, AGENTS.iPod]) {
      expect(mobilePlatform({ userAgent: agent, maxTouchPoints: 5 }), agent).to.equal('ios');
    }
  });

  it('reads Android phones and tablets as android', () => {
    for (const agent of [AGENTS.pixelChrome, AGENTS.androidTablet, AGENTS.androidFirefox]) {
      expect(mobilePlatform({ userAgent: agent, maxTouchPoints: 5 }), agent).to.equal('android');
    }
  });

  it('reads a Mac user agent with a touch screen (an iPad asking for desktop sites) as ios, and a real Mac as no mobile system', () => {
    expect(mobilePlatform({ userAgent: AGENTS.iPadDesktopMode, maxTouchPoints: 5 })).to.equal('ios');
    expect(mobilePlatform({ userAgent: AGENTS.iPadDesktopMode, maxTouchPoints: 0 })).to.equal(undefined);
  });

  it('reads desktops, and an empty user agent, as no mobile system', () => {
    for (const agent of [AGENTS.windowsChrome, AGENTS.linuxFirefox, '']) {
      expect(mobilePlatform({ userAgent: agent, maxTouchPoints: 0 }), agent).to.equal(undefined);
    }
  });

  it('reads the browser itself when no user agent is given (this desktop Chromium)', () => {
    expect(navigator.userAgent).to.not.match(/Android|iPhone|iPad|iPod/);
    expect(mobilePlatform()).to.equal(undefined);
  });
});
