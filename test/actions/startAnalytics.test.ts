// Tracked events reach the analytics service as AppKit sends them to the hosted one: POST
// {analytics}/batch with the project's identification in the query and the body a JSON array of
// events. The hosted analytics service has no public source and cannot run here, so the page's
// own fetch is watched (and still called) to read what leaves the page.
import { expect } from 'chai';
import { startAnalytics } from '../../src/actions/analytics/startAnalytics';
import { configure } from '../../src/stores/config';
import { track } from '../../src/stores/events';
import { $projectSettings } from '../../src/stores/projectSettings';
import { resetAll, waitFor } from '../support/modalTestKit';

describe('analytics', () => {
  const fetchOf = window.fetch;
  afterEach(() => {
    window.fetch = fetchOf;
    resetAll();
  });

  it('posts tracked events to /batch, the body an array of events, once the project turns analytics on', async () => {
    const sent: { url: string; body: unknown }[] = [];
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith('http://analytics.invalid/')) sent.push({ url, body: JSON.parse(String(init?.body)) });
      return fetchOf(input, init);
    };
    configure({ projectId: 'analytics-project', analyticsUrl: 'http://analytics.invalid' });
    $projectSettings.set({ analyticsEnabled: true, remoteFeatures: undefined });
    startAnalytics();
    track('MODAL_OPEN', { connected: false });
    track('SELECT_WALLET', { name: 'Demo Wallet' });
    await waitFor(() => sent.length > 0, 'the batch sent', 300);
    const [{ url, body }] = sent as [{ url: string; body: unknown }];
    const { pathname, searchParams } = new URL(url);
    expect(pathname).to.equal('/batch');
    expect(searchParams.get('projectId')).to.equal('analytics-project');
    expect(Array.isArray(body), 'the body is the array of events').to.equal(true);
    expect((body as { props: { event: string } }[]).map((event) => event.props.event)).to.deep.equal(['MODAL_OPEN', 'SELECT_WALLET']);
  });
});
