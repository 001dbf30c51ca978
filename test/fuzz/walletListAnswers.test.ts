// Fuzz of the wallet-list service's answers (see fuzzKit.ts): /getWallets (Connect's featured
// and recommended wallets, AllWallets and its search), wallet images, /appkit/v1/config,
// /getAnalyticsConfig and /projects/v1/origins, each served generated answers by the real
// twin while the real modal is driven through the views that read them.
import fc from 'fast-check';
import { checkProject } from '../../src/actions/project/checkProject';
import { messages } from '../../src/i18n/messages';
import { walletsTexts } from '../../src/i18n/walletsTexts';
import { configure } from '../../src/stores/config';
import { $walletCatalog } from '../../src/stores/walletCatalog';
import { $connectWallets } from '../../src/stores/walletCatalogConnect';
import { $walletSearch } from '../../src/stores/walletCatalogSearch';
import { connectTestAccount, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { scrollBody, typeSearch, uniqueProjectId } from '../flows/walletListKit';
import { ALLOWED_ORIGINS, ANALYTICS_CONFIG, REMOTE_CONFIG, walletsAnswer } from './baseAnswers';
import {
  HOSTILE_STRINGS,
  HostPageErrors,
  answers,
  clearAnswers,
  click,
  closeAndReopen,
  expectDialog,
  expectNoInjection,
  expectServed,
  faultedPaths,
  fuzz,
  goBack,
  serveAnswer,
  withTimeout,
  type Answer,
  type ModalElement,
} from './fuzzKit';
import { until } from '../support/until';

const WALLETS = walletsAnswer(6);
const FEATURED_IDS = [WALLETS.data[2]?.id as string, WALLETS.data[0]?.id as string];
const settled = (status: string) => status === 'loaded' || status === 'failed';

/** The two known crashes of a catalogue entry whose image id names a prototype member. */
const prototypeImageIds: Answer[] = ['constructor', '__proto__', 'toString'].map((imageId) => ({
  body: { ...WALLETS, data: WALLETS.data.map((wallet, i) => (i === 0 ? { ...wallet, image_id: imageId } : wallet)) },
}));

describe('fuzz: wallet-list service answers never break the modal', function () {
  this.timeout(240_000);
  const errors = new HostPageErrors();
  let projectId = '';

  before(() => errors.start());
  after(() => errors.stop());
  afterEach(async () => {
    resetAll();
    await clearAnswers(projectId);
  });

  /** A fresh modal on its own project, whose calls to each path get its answer. */
  async function mountWith(served: Record<string, Answer | ((projectId: string) => Answer)>, label: string): Promise<ModalElement> {
    resetAll();
    await clearAnswers(projectId);
    projectId = uniqueProjectId(label);
    const { explorerUrl } = await stackInfo();
    for (const [path, answer] of Object.entries(served)) await serveAnswer(explorerUrl, projectId, path, typeof answer === 'function' ? answer(projectId) : answer);
    const modal = (await mountModal({ 'project-id': projectId, networks: 'eip155:1,eip155:8453', 'analytics-url': explorerUrl })) as ModalElement;
    configure({ serviceTimeoutMs: 2000, featuredWalletIds: FEATURED_IDS });
    return modal;
  }


  it('/getWallets: Connect, All Wallets, scrolling and search', async () => {
    await fuzz(
      '/getWallets',
      answers(WALLETS),
      async (answer) => {
        const modal = await mountWith({ '/getWallets': answer }, 'fuzz-wallets');
        await withTimeout(modal.open(), 5000, 'open()');
        await expectDialog(modal, 'Connect');
        await waitFor(() => settled($connectWallets.get().status), 'the Connect lists to load', 300);
        await expectServed((await stackInfo()).explorerUrl, projectId, '/getWallets');
        await expectDialog(modal, 'Connect');
        await click(modal, walletsTexts.allWallets);
        await expectDialog(modal, 'AllWallets');
        await waitFor(() => settled($walletCatalog.get().status), 'the first page', 300);
        scrollBody(modal, 'bottom');
        await waitFor(() => settled($walletCatalog.get().status), 'the next page', 300);
        await expectDialog(modal, 'AllWallets');
        await typeSearch(modal, 'fuzz');
        await waitFor(() => $walletSearch.get().status === 'done' || $walletSearch.get().status === 'failed', 'the search', 300);
        await expectDialog(modal, 'AllWallets');
        await goBack(modal, 'Connect');
        await closeAndReopen(modal, 'Connect');
        expectNoInjection();
      },
      { numRuns: 40, examples: prototypeImageIds, hostErrors: errors },
    );
  });

  it('/getWalletImage/*: images of any type and content', async () => {
    const images = fc.record({
      status: fc.constantFrom(200, 200, 200, 404),
      text: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS.slice(0, 16)), fc.constant(`<svg xmlns="http://www.w3.org/2000/svg" onload="window.__walletModalFuzzXss=1"><script>window.__walletModalFuzzXss=1</script></svg>`)),
      contentType: fc.constantFrom('image/svg+xml', 'image/png', 'text/html', 'application/json', 'image/'),
    });
    await fuzz(
      '/getWalletImage/*',
      images,
      async (image) => {
        // An image id is loaded once per page: each case lists wallets with image ids of its own.
        const withOwnImages = (project: string): Answer => ({
          body: { ...WALLETS, data: WALLETS.data.map((wallet, i) => ({ ...wallet, image_id: `${project}-${i}` })) },
        });
        const modal = await mountWith({ '/getWallets': withOwnImages, '/getWalletImage/*': image }, 'fuzz-images');
        await withTimeout(modal.open(), 5000, 'open()');
        await waitFor(() => settled($connectWallets.get().status), 'the Connect lists to load', 300);
        const { explorerUrl } = await stackInfo();
        await until(async () => (await faultedPaths(explorerUrl, projectId)).some((p) => p.startsWith('/getWalletImage/')), 'an image request');
        await new Promise((resolve) => setTimeout(resolve, 200));
        await expectDialog(modal, 'Connect');
        await click(modal, walletsTexts.allWallets);
        await expectDialog(modal, 'AllWallets');
        await goBack(modal, 'Connect');
        await closeAndReopen(modal, 'Connect');
        expectNoInjection();
      },
      { numRuns: 10, hostErrors: errors },
    );
  });

  const projectEndpoints: [string, unknown][] = [
    ['/appkit/v1/config', REMOTE_CONFIG],
    ['/getAnalyticsConfig', ANALYTICS_CONFIG],
    ['/projects/v1/origins', ALLOWED_ORIGINS],
  ];
  for (const [path, base] of projectEndpoints) {
    it(`${path}: the project check, then Connect`, async () => {
      await fuzz(
        path,
        answers(base),
        async (answer) => {
          const modal = await mountWith({ [path]: answer }, 'fuzz-project');
          await withTimeout(checkProject('https://shop.example.com'), 5000, 'checkProject()');
          await expectServed((await stackInfo()).explorerUrl, projectId, path);
          await withTimeout(modal.open(), 5000, 'open()');
          await expectDialog(modal, 'Connect');
          await click(modal, walletsTexts.allWallets);
          await expectDialog(modal, 'AllWallets');
          await goBack(modal, 'Connect');
          await closeAndReopen(modal, 'Connect');
          // The remote features also decide what Account offers (Activity).
          await click(modal, messages.close);
          connectTestAccount();
          await withTimeout(modal.open(), 5000, 'open() once connected');
          await expectDialog(modal, 'Account');
          await click(modal, 'Network');
          await expectDialog(modal, 'Networks');
          await goBack(modal, 'Account');
          await closeAndReopen(modal, 'Account');
          expectNoInjection();
        },
        { numRuns: 20, hostErrors: errors },
      );
    });
  }
});
