// A secure site that never answers the modal's language and theme syncs (the hosted one does not
// know SYNC_LANGUAGE) must not collect a waiting request per change: the modal sends one at a
// time, gives it up after serviceTimeoutMs, and then sends the latest value once. The stand-in
// site (the stack's /test/silent-site/sdk) says READY, answers nothing, and echoes to the page
// each message it got, so the test sees what the modal sent and when.
import { expect } from 'chai';
import { configure } from '../../src/stores/config';
import { $locale } from '../../src/stores/locale';
import { $theme } from '../../src/stores/theme';
import { dialogOf, mountModal, resetAll, typeInto, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

const TIMEOUT_MS = 1500;
// The echo comes back within a few milliseconds of the modal's message; this allows for a busy machine.
const SLACK_MS = 250;

interface Received {
  type: string;
  payload: Record<string, unknown>;
  at: number;
}

/** Resolves once `check` holds, polling every 50 ms; throws after `timeoutMs`. */
async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const gaps = (sent: Received[]) => sent.slice(1).map((entry, i) => Math.round(entry.at - (sent[i] as Received).at));

describe('a secure site that never answers the language and theme syncs', function () {
  this.timeout(60_000);
  let modal: ModalElement;
  const received: Received[] = [];
  let stopListening = () => {};

  beforeEach(async () => {
    resetAll();
    received.length = 0;
    const { secureSiteUrl } = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1', 'secure-site-url': `${secureSiteUrl}/test/silent-site`, 'theme-mode': 'light' })) as ModalElement;
    configure({ serviceTimeoutMs: TIMEOUT_MS });
    const onMessage = (event: MessageEvent) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Secure wallet"]');
      const echoed = (event.data as { received?: { type?: unknown; payload?: unknown } } | null)?.received;
      if (!frame || event.source !== frame.contentWindow || typeof echoed?.type !== 'string') return;
      received.push({ type: echoed.type.replace('@w3m-app/', ''), payload: (echoed.payload ?? {}) as Record<string, unknown>, at: performance.now() });
    };
    window.addEventListener('message', onMessage);
    stopListening = () => window.removeEventListener('message', onMessage);
  });
  afterEach(() => {
    stopListening();
    resetAll();
  });

  it('holds one waiting sync of each at a time, and sends the latest language and theme once it gives up', async () => {
    await modal.open();
    // The visitor starts typing an email: the modal loads its secure frame.
    const field = await waitFor(() => dialogOf(modal)?.querySelector<HTMLInputElement>('input[type="email"]'), 'the email field');
    typeInto(field, 'ada@');
    const sent = (type: string) => received.filter((entry) => entry.type === type);
    await until(() => sent('SYNC_LANGUAGE').length === 1 && sent('SYNC_THEME').length === 1, 'the first language and theme syncs');
    expect(sent('SYNC_LANGUAGE')[0]?.payload).to.deep.equal({ language: 'en' });
    expect(sent('SYNC_THEME')[0]?.payload).to.deep.include({ themeMode: 'light' });

    // The page changes the language five times and the theme mode four times, each taking effect.
    for (const [i, language] of ['fr', 'de', 'ja', 'es', 'it'].entries()) {
      modal.setAttribute('language', language);
      await waitFor(() => $locale.get().tag === language, `the modal in ${language}`);
      if (i < 4) {
        const mode = i % 2 ? 'light' : 'dark';
        modal.setAttribute('theme-mode', mode);
        await waitFor(() => $theme.get().mode === mode, `the ${mode} theme`);
      }
    }
    const last = (type: string) => sent(type).at(-1)?.payload;
    await until(() => last('SYNC_LANGUAGE')?.language === 'it' && last('SYNC_THEME')?.themeMode === 'light', 'the latest language and theme sent', 4 * TIMEOUT_MS);

    // Nothing more is sent (and nothing waits) once the latest has been sent and given up on.
    const counts = { language: sent('SYNC_LANGUAGE').length, theme: sent('SYNC_THEME').length };
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + SLACK_MS));
    expect({ language: sent('SYNC_LANGUAGE').length, theme: sent('SYNC_THEME').length }).to.deep.equal(counts);
    for (const type of ['SYNC_LANGUAGE', 'SYNC_THEME']) {
      const between = gaps(sent(type));
      expect(between.length, `${type} sent again after the first`).to.be.greaterThan(0);
      for (const gap of between) expect(gap, `ms between two ${type} (all: ${between.join(', ')})`).to.be.at.least(TIMEOUT_MS - SLACK_MS);
    }
  });
});
