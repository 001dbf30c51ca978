// A compromised data service cannot send the visitor to another site from Buy: the page the
// on-ramp URL generator gives is opened only when it is on the chosen provider's own origin (from
// the providers list), over https outside the visitor's own machine. Anything else ends the
// purchase with a message, a tracked BUY_ERROR and the blank window it had opened closed, with no
// error reaching the host page.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { dialogOf, listButtonNamed, buttonNamed, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { watchPopups, type PopupWatch } from '../support/watchPopups';
import { watchUncaught, type UncaughtWatch } from '../support/watchUncaught';
import { clearAnswers, serveAnswer } from '../fuzz/fuzzKit';
import { stackInfo } from '../stack/stackInfo';
import { uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

describe('Buy with a compromised data service', function () {
  this.timeout(90_000);
  let stop: (() => void) | undefined;
  let modal: ModalElement;
  let project: string;
  let tracked: { event: string; properties: Record<string, unknown> }[] = [];
  let uncaught: UncaughtWatch;
  let popups: PopupWatch;

  beforeEach(() => {
    uncaught = watchUncaught();
    // The windows the modal opens, to see whether they were closed again.
    popups = watchPopups();
  });

  afterEach(async () => {
    popups.stop();
    uncaught.stop();
    await clearAnswers(project);
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  /** Buy on Base up to the providers' quotes, for a project whose generator (and maybe providers) answer as given. */
  async function buyWithRampa(answers: { url: string; providers?: unknown }): Promise<void> {
    resetAll();
    project = uniqueProjectId('buy-hostile');
    const { apiUrl } = await stackInfo();
    await serveAnswer(apiUrl, project, '/v1/generators/onrampurl', { body: { url: answers.url } });
    if (answers.providers) await serveAnswer(apiUrl, project, '/v1/onramp/providers', { body: answers.providers });
    ({ stop } = await announceDemoWallet(6));
    modal = (await mountModal({ networks: 'eip155:8453', 'project-id': project })) as ModalElement;
    tracked = [];
    modal.addEventListener('track', (event) => tracked.push((event as CustomEvent<{ event: string; properties: Record<string, unknown> }>).detail));
    await connectWithClick(modal);
    (await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account')).click();
    await waitFor(() => viewOf(modal) === 'OnRampProviders', 'OnRampProviders');
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('button[aria-label^="Buy: "]'), 'the token to buy')).click();
    (await waitFor(() => listButtonNamed(modal, 'USD Coin'), 'USDC offered', 300)).click();
    (await waitFor(() => { const row = listButtonNamed(modal, 'Rampa'); return row && !row.disabled ? row : undefined; }, 'Rampa quoted', 600)).click();
  }

  async function expectRefused(): Promise<void> {
    await waitFor(() => viewOf(modal) === 'BuyInProgress', 'BuyInProgress');
    const said = await waitFor(() => dialogOf(modal)?.querySelector('[data-purchase="failed"] [role="alert"]')?.textContent, 'the refusal', 600);
    expect(said).to.equal("The buy service gave a page that is not Rampa's, so it was not opened");
    expect(tracked.map(({ event }) => event).slice(-2)).to.deep.equal(['BUY_INITIATED', 'BUY_ERROR']);
    expect(popups.opened.length, 'a window was opened in the click').to.equal(1);
    await waitFor(() => popups.opened[0]?.closed, 'the blank window closed again');
    expect(uncaught.list).to.deep.equal([]);
  }

  it("another site's page, with the visitor's address in it, is not opened", async () => {
    await buyWithRampa({ url: 'https://attacker.example/buy?address=0x976EA74026E726554dB657fA54763abd0C3a0aa9' });
    await expectRefused();
  });

  it("the other provider's page is not Rampa's", async () => {
    const { onrampProviders } = await stackInfo();
    const onda = onrampProviders.find((provider) => provider.name === 'Onda');
    await buyWithRampa({ url: `${onda?.url}/buy?address=0x976EA74026E726554dB657fA54763abd0C3a0aa9` });
    await expectRefused();
  });

  it('a page that is not a web page is not opened', async () => {
    await buyWithRampa({ url: 'javascript:alert(document.domain)' });
    await expectRefused();
  });

  it('a provider whose site is plain http away from this machine: its page is not opened', async () => {
    const { apiUrl } = await stackInfo();
    const listed = (await (await fetch(`${apiUrl}/v1/onramp/providers?projectId=test-project&st=appkit&sv=html-wagmi-4.2.2`)).json()) as { providers: { id: string; url: string }[] };
    const providers = { providers: listed.providers.map((provider) => (provider.id === 'rampa' ? { ...provider, url: 'http://rampa.example' } : provider)) };
    await buyWithRampa({ url: 'http://rampa.example/buy?address=0x976EA74026E726554dB657fA54763abd0C3a0aa9', providers });
    await expectRefused();
  });
});
