// Buy stays true to the visitor while its services are slow or say "not yet": an options answer
// that arrives late fills in only what the visitor has not chosen (their currency, way to pay,
// amount and token stay, with the limits of their way to pay); an amount outside the limits says
// so on every provider at once instead of "Getting a quote…"; and a delivery the history lists as
// pending reads as on its way, counted as arrived only once the history says it is confirmed.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, listButtonNamed, mountModal, resetAll, textOf, typeInto, viewOf, waitFor } from '../support/modalTestKit';
import { clearAnswers, serveAnswer } from '../fuzz/fuzzKit';
import { stackInfo } from '../stack/stackInfo';
import { watchPopups, type PopupWatch } from '../support/watchPopups';
import { uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
// Nothing is bought here: dev account 6 only connects (as in buyHostileService).
const BUYER = DEV_ACCOUNTS[6];

/** The data service's requests of one project, as its log lists them once answered. */
async function answered(projectId: string, path: string | RegExp): Promise<{ path: string; fault?: string }[]> {
  const { apiUrl } = await stackInfo();
  const log = (await (await fetch(`${apiUrl}/__log`)).json()) as { path: string; query: string; fault?: string }[];
  return log.filter(
    (entry) => new URLSearchParams(entry.query).get('projectId') === projectId && (typeof path === 'string' ? entry.path === path : path.test(entry.path)),
  );
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A delivery of USDC on Base to the buyer, as the history call lists it. */
function delivery(id: string, status: 'pending' | 'confirmed' | 'failed', amount: string, minedAt = new Date()) {
  return {
    id,
    metadata: {
      operationType: 'buy',
      hash: id,
      chain: 'eip155:8453',
      minedAt: minedAt.toISOString(),
      sentFrom: '0x00000000000000000000000000000000000000aa',
      sentTo: BUYER.toLowerCase(),
      status,
      nonce: 1,
    },
    transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: '' } }, direction: 'in', quantity: { numeric: amount } }],
  };
}

describe('Buy keeps what the visitor chose and counts only what arrived', function () {
  this.timeout(90_000);
  let stop: (() => void) | undefined;
  let modal: ModalElement;
  let project = '';
  let tracked: string[] = [];
  let popups: PopupWatch;

  const amountField = () => dialogOf(modal)?.querySelector<HTMLInputElement>('input') as HTMLInputElement;
  const quoteOf = (name: string) => listButtonNamed(modal, name)?.querySelector('[data-quote]')?.textContent ?? '';

  async function openBuy(): Promise<void> {
    ({ stop } = await announceDemoWallet(6));
    modal = (await mountModal({ networks: 'eip155:8453', 'project-id': project })) as ModalElement;
    tracked = [];
    modal.addEventListener('track', (event) => tracked.push((event as CustomEvent<{ event: string }>).detail.event));
    await connectWithClick(modal);
    (await waitFor(() => buttonNamed(modal, 'Buy'), 'Buy on Account')).click();
    await waitFor(() => viewOf(modal) === 'OnRampProviders', 'OnRampProviders');
  }

  async function chooseToken(name: string, symbol: string): Promise<void> {
    (await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('button[aria-label^="Buy: "]'), 'the token to buy')).click();
    (await waitFor(() => listButtonNamed(modal, name), `${name} offered`, 600)).click();
    await waitFor(() => buttonNamed(modal, `Buy: ${symbol}`), `${symbol} chosen`);
  }

  beforeEach(() => {
    resetAll();
    project = uniqueProjectId('buy-choices');
    // The provider windows the modal opens, to close them after each test.
    popups = watchPopups();
  });

  afterEach(async () => {
    popups.stop();
    await clearAnswers(project);
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('a late options answer keeps the currency, way to pay and amount chosen meanwhile, with that way\'s limits', async () => {
    const { apiUrl } = await stackInfo();
    const slow = await fetch(`${apiUrl}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/onramp/options', mode: 'slow', delayMs: 4_000, projectId: project, times: 1 }),
    });
    expect(slow.status).to.equal(201);
    await openBuy();
    // While the options are on their way: USD by bank transfer, 20,000.
    (await waitFor(() => buttonNamed(modal, 'Pay with: USD Card'), 'the way to pay')).click();
    (await waitFor(() => listButtonNamed(modal, 'USD · Bank transfer'), 'bank transfer offered')).click();
    await waitFor(() => buttonNamed(modal, 'Pay with: USD Bank transfer'), 'bank transfer chosen');
    typeInto(amountField(), '20000');
    expect(await answered(project, '/v1/onramp/options'), 'the options answered before the visitor chose').to.deep.equal([]);
    // The answer arrives: the token list now has what it offers (USD Coin), and the visitor picks it.
    await until(async () => (await answered(project, '/v1/onramp/options')).length > 0, 'the slow options answer');
    await chooseToken('USD Coin', 'USDC');
    expect(buttonNamed(modal, 'Pay with: USD Bank transfer'), `the way to pay stays; the modal shows: ${textOf(modal)}`).to.not.equal(undefined);
    expect(amountField().value).to.equal('20000');
    expect(amountField().getAttribute('aria-invalid'), 'within the bank transfer limits').to.equal(null);
    await waitFor(() => quoteOf('Rampa').startsWith('You get') && quoteOf('Onda').startsWith('You get'), 'both quotes for 20,000 USD', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the modal shows: ${textOf(modal)}`);
    });
    expect(quoteOf('Rampa')).to.match(/ USDC$/);
    // The limits are the bank transfer's (up to 25,000), not the card's (up to 7,500).
    typeInto(amountField(), '30000');
    await waitFor(() => textOf(modal).includes('Between 10.00 and 25,000.00 USD'), 'the bank transfer limit', 10);
  });

  it('an amount outside the limits says why on every provider at once; back inside, the quotes come', async () => {
    await openBuy();
    await chooseToken('USD Coin', 'USDC');
    await waitFor(() => quoteOf('Rampa') === 'You get 98.9 USDC' && quoteOf('Onda') === 'You get 97.9 USDC', 'both quotes for 100 USD', 600);
    typeInto(amountField(), '9000');
    const reason = 'No quote: pay between 10.00 and 7,500.00 USD';
    await waitFor(() => quoteOf('Rampa') === reason && quoteOf('Onda') === reason, 'the limit on each provider', 10).catch((error: Error) => {
      throw new Error(`${error.message}; the rows read: ${quoteOf('Rampa')} | ${quoteOf('Onda')}`);
    });
    expect(listButtonNamed(modal, 'Rampa')?.disabled).to.equal(true);
    expect(listButtonNamed(modal, 'Onda')?.disabled).to.equal(true);
    typeInto(amountField(), '5');
    await waitFor(() => quoteOf('Rampa') === reason && quoteOf('Onda') === reason, 'the limit below the minimum', 10);
    typeInto(amountField(), '200');
    await waitFor(() => quoteOf('Rampa') === 'You get 197.9 USDC' && quoteOf('Onda') === 'You get 195.9 USDC', 'the quotes for 200 USD', 600).catch((error: Error) => {
      throw new Error(`${error.message}; the rows read: ${quoteOf('Rampa')} | ${quoteOf('Onda')}`);
    });
    expect(listButtonNamed(modal, 'Rampa')?.disabled).to.equal(false);
  });

  it('a delivery the history lists as pending is on its way, not arrived, until it is confirmed', async () => {
    const { apiUrl } = await stackInfo();
    await openBuy();
    await chooseToken('USD Coin', 'USDC');
    (await waitFor(() => { const row = listButtonNamed(modal, 'Rampa'); return row && !row.disabled && quoteOf('Rampa').startsWith('You get') ? row : undefined; }, 'Rampa quoted', 600)).click();
    await waitFor(() => textOf(modal).includes('Continue in the Rampa window'), 'the provider window', 600);
    // What the history held before the purchase has been read; from now on it lists the
    // provider's delivery as pending (beside an older failed one).
    const history = /^\/v1\/account\/[^/]+\/history$/;
    await until(async () => (await answered(project, history)).length > 0, 'the history read before the purchase');
    const hash = `0x${'ab'.repeat(32)}`;
    await serveAnswer(apiUrl, project, '/v1/account/*/history', { body: { data: [delivery(hash, 'pending', '98.9'), delivery(`0x${'cd'.repeat(32)}`, 'failed', '50')], next: null } });
    const seen = await waitFor(() => dialogOf(modal)?.querySelector<HTMLElement>('[data-purchase="delivering"], [data-purchase="arrived"]'), 'the delivery seen', 900);
    expect(seen.dataset.purchase, `the modal shows: ${textOf(modal)}`).to.equal('delivering');
    expect(textOf(modal)).to.contain('Your USDC from Rampa is on its way.');
    expect(tracked).to.not.contain('BUY_SUCCESS');
    // Confirmed: now it has arrived.
    await clearAnswers(project);
    await serveAnswer(apiUrl, project, '/v1/account/*/history', { body: { data: [delivery(hash, 'confirmed', '98.9')], next: null } });
    await waitFor(() => dialogOf(modal)?.querySelector('[data-purchase="arrived"]'), 'the tokens arrived', 900);
    expect(textOf(modal)).to.contain('98.9 USDC arrived in your wallet.');
    expect(tracked.slice(-2)).to.deep.equal(['BUY_INITIATED', 'BUY_SUCCESS']);
  });

  it('when the history could not be read before the purchase, an older purchase is not taken for this one', async () => {
    const { apiUrl } = await stackInfo();
    await openBuy();
    await chooseToken('USD Coin', 'USDC');
    // The history read made as the purchase starts fails, its three retries too (spec §9).
    const failing = await fetch(`${apiUrl}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/account/*/history', mode: '503', projectId: project, times: 4 }),
    });
    expect(failing.status).to.equal(201);
    (await waitFor(() => { const row = listButtonNamed(modal, 'Rampa'); return row && !row.disabled && quoteOf('Rampa').startsWith('You get') ? row : undefined; }, 'Rampa quoted', 600)).click();
    await waitFor(() => textOf(modal).includes('Continue in the Rampa window'), 'the provider window', 600);
    const history = /^\/v1\/account\/[^/]+\/history$/;
    await until(async () => (await answered(project, history)).filter((entry) => entry.fault === '503').length === 4, 'the failed history read');
    // From now on the history lists a confirmed purchase of the same provider from yesterday.
    const yesterday = new Date(Date.now() - 24 * 3_600_000);
    await serveAnswer(apiUrl, project, '/v1/account/*/history', { body: { data: [delivery(`0x${'ef'.repeat(32)}`, 'confirmed', '40', yesterday)], next: null } });
    // Two polls read it, and the purchase is still awaited.
    await until(async () => (await answered(project, history)).filter((entry) => entry.fault === 'body').length >= 2, 'two history reads after the failure', 15_000);
    expect(dialogOf(modal)?.querySelector('[data-purchase="arrived"]'), `the modal shows: ${textOf(modal)}`).to.equal(null);
    expect(tracked).to.not.contain('BUY_SUCCESS');
    // Today's delivery is this one.
    await clearAnswers(project);
    const hash = `0x${'ab'.repeat(32)}`;
    await serveAnswer(apiUrl, project, '/v1/account/*/history', { body: { data: [delivery(hash, 'confirmed', '98.9'), delivery(`0x${'ef'.repeat(32)}`, 'confirmed', '40', yesterday)], next: null } });
    await waitFor(() => dialogOf(modal)?.querySelector('[data-purchase="arrived"]'), 'the tokens arrived', 900);
    expect(textOf(modal)).to.contain('98.9 USDC arrived in your wallet.');
  });
});
