import { expect } from 'chai';
import { serviceUrl } from '../../../src/services/http/serviceUrl';

const identity = { projectId: 'p1', sdkType: 'appkit', sdkVersion: 'html-wagmi-4.2.2' };

describe('serviceUrl (spec §7 identification)', () => {
  it('adds projectId, st and sv to every call and drops empty parameters', () => {
    const url = new URL(serviceUrl('https://api.example.org/', '/getWallets', identity, { page: 1, search: undefined, include: null, badge_type: 'none' }));
    expect(url.origin + url.pathname).to.equal('https://api.example.org/getWallets');
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ page: '1', badge_type: 'none', projectId: 'p1', st: 'appkit', sv: 'html-wagmi-4.2.2' });
  });

  it('keeps a base path and resolves a same-origin base against the page', () => {
    expect(serviceUrl('https://example.org/api', 'v1/identity/0xabc', identity)).to.match(/^https:\/\/example\.org\/api\/v1\/identity\/0xabc\?/);
    expect(serviceUrl('/svc', '/getAnalyticsConfig', identity)).to.match(new RegExp(`^${location.origin}/svc/getAnalyticsConfig\\?`));
  });
});
