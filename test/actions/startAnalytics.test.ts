// Tracked events reach the analytics service as AppKit sends them to the hosted one: POST
// {analytics}/batch with the project's identification in the query and the body a JSON array of
// events, as text/plain. The first test watches the page's own fetch (and still calls it) to read
// what leaves the page; the others send to the stack's analytics twin
// (demo/stack/analyticsService.mjs) and read what it received and logged.
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
    const sent: { url: string; body: unknown; init?: RequestInit }[] = [];
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.startsWith('http://analytics.invalid/')) sent.push({ url, body: JSON.parse(String(init?.body)), init });
      return fetchOf(input, init);
    };
    configure({ projectId: 'analytics-project', analyticsUrl: 'http://analytics.invalid' });
    $projectSettings.set({ analyticsEnabled: true, remoteFeatures: undefined });
    startAnalytics();
    track('MODAL_OPEN', { connected: false });
    track('SELECT_WALLET', { name: 'Demo Wallet' });
    await waitFor(() => sent.length > 0, 'the batch sent', 300);
    const [{ url, body, init }] = sent as [{ url: string; body: unknown; init?: RequestInit }];
    const { pathname, searchParams } = new URL(url);
    expect(pathname).to.equal('/batch');
    expect(searchParams.get('projectId')).to.equal('analytics-project');
    expect(Array.isArray(body), 'the body is the array of events').to.equal(true);
    expect((body as { props: { event: string } }[]).map((event) => event.props.event)).to.deep.equal(['MODAL_OPEN', 'SELECT_WALLET']);
    // As AppKit's beacon: a string body and no content type of its own (text/plain), kept alive.
    expect(typeof init?.body, 'a string body').to.equal('string');
    expect(new Headers(init?.headers).has('content-type'), 'no content-type header').to.equal(false);
    expect(init?.keepalive).to.equal(true);
  });

  it('sends nothing tracked while the project keeps analytics off, even once it turns it on', async () => {
    const { analyticsUrl } = await stackInfo();
    const projectId = uniqueProjectId('analytics-off');
    configure({ projectId, analyticsUrl });
    $projectSettings.set({ analyticsEnabled: false, remoteFeatures: undefined });
    startAnalytics();
    track('SELECT_WALLET', { name: 'while off' });
    $projectSettings.set({ analyticsEnabled: true, remoteFeatures: undefined });
    track('SELECT_WALLET', { name: 'once on' });
    const received = async () => (await (await fetch(`${analyticsUrl}/__events?projectId=${projectId}`)).json()) as ReceivedEvent[];
    await until(async () => (await received()).some((event) => event.props.properties.name === 'once on'), 'the event tracked once on');
    expect((await received()).map((event) => event.props.properties.name)).to.deep.equal(['once on']);
  });

  it('sends simple text/plain requests (no preflight), at once past about 45 KB queued, so no batch is over 64 KiB', async () => {
    const { analyticsUrl } = await stackInfo();
    const projectId = uniqueProjectId('analytics-size');
    configure({ projectId, analyticsUrl });
    $projectSettings.set({ analyticsEnabled: true, remoteFeatures: undefined });
    startAnalytics();
    // Ten events of about 10 KB each, 100 KB in all, in one moment.
    for (let n = 0; n < 10; n += 1) track('SELECT_WALLET', { name: `${n} ${'w'.repeat(10_000)}` });
    const received = async () => (await (await fetch(`${analyticsUrl}/__events?projectId=${projectId}`)).json()) as ReceivedEvent[];
    await until(async () => (await received()).length === 10, 'the ten events at the analytics service');
    // Each of the ten once. The two batches are two requests in flight together: the service may
    // get the second first (seen under load), so the order across batches is not the page's to keep.
    const names = (await received()).map((event) => String(event.props.properties.name).split(' ')[0]);
    expect([...names].sort()).to.deep.equal(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const loggedCalls = async () => {
      const log = (await (await fetch(`${analyticsUrl}/__log`)).json()) as { service: string; method: string; query: string; status: number }[];
      return log.filter((entry) => entry.service === 'analytics' && entry.query.includes(projectId));
    };
    // The service logs a call once its answer is out: poll for the two batches.
    const calls = await until(async () => ((await loggedCalls()).filter((entry) => entry.method === 'POST').length >= 2 ? loggedCalls() : undefined), 'the batches in the log');
    expect(calls.map((entry) => entry.method), 'POSTs only, no preflight').to.deep.equal(['POST', 'POST']);
    expect(calls.map((entry) => entry.status)).to.deep.equal([204, 204]);
  });

  it('the analytics twin refuses what the hosted service cannot take: not text/plain, over 64 KiB, an incomplete event', async () => {
    const { analyticsUrl } = await stackInfo();
    const url = `${analyticsUrl}/batch?projectId=${uniqueProjectId('analytics-refusals')}&st=appkit&sv=html-wagmi-1.0.0`;
    const event = { eventId: 'e-1', timestamp: Date.now(), url: 'https://shop.example.com/', domain: 'shop.example.com', props: { type: 'track', event: 'MODAL_OPEN', properties: {} } };
    const post = async (body: string, headers?: Record<string, string>) => (await fetch(url, { method: 'POST', body, headers })).status;
    expect(await post(JSON.stringify([event]))).to.equal(204);
    expect(await post(JSON.stringify([event]), { 'content-type': 'application/json' })).to.equal(415);
    expect(await post(JSON.stringify([{ ...event, props: { ...event.props, properties: { pad: 'x'.repeat(64 * 1024) } } }]))).to.equal(413);
    const { eventId: _eventId, ...withoutId } = event;
    expect(await post(JSON.stringify([withoutId]))).to.equal(400);
    expect(await post(JSON.stringify([{ ...event, props: { type: 'track', properties: {} } }]))).to.equal(400);
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
