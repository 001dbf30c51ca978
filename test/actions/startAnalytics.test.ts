// Tracked events reach the analytics service as AppKit sends them to the hosted one: POST
// {analytics}/batch with the project's identification in the query and the body a JSON array of
// events. The first test watches the page's own fetch (and still calls it) to read what leaves
// the page; the second sends to the stack's analytics twin (demo/stack/analyticsService.mjs) and
// reads what it received.
import { expect } from 'chai';
import { startAnalytics } from '../../src/actions/analytics/startAnalytics';
import { configure } from '../../src/stores/config';
import { $events, track } from '../../src/stores/events';
import { $projectSettings } from '../../src/stores/projectSettings';
import { uniqueProjectId } from '../support/dataService';
import { resetAll, waitFor } from '../support/modalTestKit';
import { until } from '../support/until';
import { stackInfo } from '../stack/stackInfo';

interface ReceivedEvent {
  timestamp: number;
  props: { type: 'track' | 'error'; event: string; properties: Record<string, unknown> };
}

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

  it('sends 5 of 6 error reports in a moment (spec §9), counted as reported whatever time they carry; tracked events never capped', async () => {
    const { analyticsUrl } = await stackInfo();
    const projectId = uniqueProjectId('error-reports');
    configure({ projectId, analyticsUrl });
    $projectSettings.set({ analyticsEnabled: true, remoteFeatures: undefined });
    startAnalytics();
    const received = async () => (await (await fetch(`${analyticsUrl}/__events?projectId=${projectId}`)).json()) as ReceivedEvent[];

    // Six error reports of the three kinds within a moment; the fifth carries a time a minute
    // ahead (a clock that jumped): the cap counts reports when they are made, so it changes nothing.
    track('ERROR_FETCH_TRANSACTIONS', { n: 1 });
    track('ERROR_FETCH_TRANSACTIONS', { n: 2 });
    track('VIEW_ERROR', { n: 1 });
    track('VIEW_ERROR', { n: 2 });
    $events.set({ timestamp: Date.now() + 60_000, event: 'WALLET_DATA_REJECTED', properties: { n: 1 } });
    track('WALLET_DATA_REJECTED', { n: 2 });
    // Tracked events after the cap is reached are still sent.
    track('MODAL_OPEN', { connected: false });
    track('MODAL_CLOSE', { connected: false });
    await until(async () => (await received()).some((event) => event.props.event === 'MODAL_CLOSE'), 'MODAL_CLOSE at the analytics service');
    const events = await received();
    expect(events.filter((event) => event.props.type === 'error').map((event) => `${event.props.event} ${String(event.props.properties.n)}`)).to.deep.equal([
      'ERROR_FETCH_TRANSACTIONS 1',
      'ERROR_FETCH_TRANSACTIONS 2',
      'VIEW_ERROR 1',
      'VIEW_ERROR 2',
      'WALLET_DATA_REJECTED 1',
    ]);
    expect(events.filter((event) => event.props.type === 'track').map((event) => event.props.event)).to.deep.equal(['MODAL_OPEN', 'MODAL_CLOSE']);
  });
});
