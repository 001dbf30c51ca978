// Every text a view shows comes from the catalogue. The views render in a pseudo-locale where
// each catalogue text reads ⟦like this⟧; whatever is left outside the brackets must be data the
// modal was given (wallet, network and token names, addresses, amounts), never a text of ours.
import { loadEnglishErrors } from '../../src/i18n/englishErrors';
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import type { Catalogue } from '../../src/i18n/Catalogue';
import { en } from '../../src/i18n/en';
import { $account } from '../../src/stores/account';
import { $accountName } from '../../src/stores/accountName';
import { $config } from '../../src/stores/config';
import { $connecting } from '../../src/stores/connecting';
import { $connectors } from '../../src/stores/connectors';
import { $emailLogin } from '../../src/stores/emailLogin';
import { $locale } from '../../src/stores/locale';
import { $onramp, $purchase } from '../../src/stores/onramp';
import { $sendForm } from '../../src/stores/send';
import { $socialLogin } from '../../src/stores/socialLogin';
import { $swap } from '../../src/stores/swap';
import { $tokenBalances } from '../../src/stores/tokenBalances';
import { $walletCatalog } from '../../src/stores/walletCatalog';
import { $connectCatalog } from '../../src/stores/walletCatalogConnect';
import { stackInfo } from '../stack/stackInfo';
import { dialogOf, mountModal, viewShown, waitFor } from '../support/modalTestKit';
import { resetViewFixtures, VIEWS, type ModalElement } from '../support/viewFixtures';

/** The English catalogue with every text wrapped in ⟦⟧, placeholders kept. */
function pseudo(entry: unknown): unknown {
  if (typeof entry === 'string') return `⟦${entry}⟧`;
  return Object.fromEntries(Object.entries(entry as Record<string, unknown>).map(([key, value]) => [key, pseudo(value)]));
}
const PSEUDO = pseudo(en) as Catalogue;

/** Every string the stores hold: what the modal was given or found, which it shows as data. */
function dataVocabulary(): string[] {
  const values: string[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (depth > 8) return;
    if (typeof value === 'string') values.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, depth + 1));
    // A fixed text (fixedText) carries its words as data; a catalogue text read later does not.
    else if ((value && typeof value === 'object') || typeof value === 'function') Object.values(value as object).forEach((item) => walk(item, depth + 1));
  };
  const stores = [$config, $connectors, $walletCatalog, $connectCatalog, $account, $accountName, $tokenBalances, $swap, $onramp, $purchase, $sendForm, $emailLogin, $socialLogin, $connecting];
  for (const store of stores) walk(store.get(), 0);
  return values.filter((value) => value.trim().length > 0);
}

/** The texts and accessible names in a view, as a visitor and a screen reader meet them. */
function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('svg, style, script')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.filter((text) => text.trim().length > 0);
}

/** What is left of a text once catalogue texts (nested ones too) and data are taken out. */
function untranslated(text: string, vocabulary: readonly string[]): string {
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  // Addresses (whole or shortened) and domain names such as the name zone reown.id.
  rest = rest.replace(/0x[0-9a-fA-F]{2,}…?[0-9a-fA-F]*/g, ' ').replace(/\b[a-z0-9-]+(\.[a-z0-9-]+)+\b/g, ' ');
  for (const value of [...vocabulary].filter((value) => value.length > 1).sort((a, b) => b.length - a.length)) rest = rest.split(value).join(' ');
  // Numbers, amounts, and the punctuation between them.
  rest = rest.replace(/[\d\s.,:;·≈$%+\-–—()/<>#…@=|]+/g, ' ').trim();
  // A lone letter is a name's initial (a network or wallet without an image).
  return /^\p{L}$/u.test(rest) ? '' : rest;
}

describe('every text a view shows is in the catalogue', () => {
  let stopAnnouncing: () => void;
  before(async () => {
    // What the language follower loads with another language's file (here the pseudo-locale).
    await loadEnglishErrors();
    stopAnnouncing = createDemoWallet({ chains: (await stackInfo()).chains }).announce();
  });
  after(() => stopAnnouncing());
  afterEach(() => {
    resetViewFixtures();
    $locale.set({ tag: 'en', dir: 'ltr', catalogue: undefined });
  });

  for (const { view, data, setup } of VIEWS) {
    it(`${view}${data && setup ? ' (a second state)' : ''}`, async () => {
      // From first values: the data vocabulary below holds only what this view's fixture and the modal put there.
      resetViewFixtures();
      setup?.();
      const modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
      $locale.set({ tag: 'en', dir: 'ltr', catalogue: PSEUDO });
      await modal.open({ view, data });
      await viewShown(modal, view);
      // Lists that load (wallets, tokens) settle before the texts are read.
      await waitFor(() => !dialogOf(modal)?.querySelector('[aria-busy="true"]'), `${view} settled`, 300);
      const dialog = dialogOf(modal) as HTMLElement;
      const texts = shownTexts(dialog);
      expect(texts.some((text) => text.includes('⟦')), 'the pseudo-locale is shown').to.equal(true);
      const vocabulary = dataVocabulary();
      const stray = texts.map((text) => untranslated(text, vocabulary)).filter(Boolean);
      expect(stray, `texts of ${view} that are not in the catalogue`).to.deep.equal([]);
    });
  }

  it('catches a text that is not in the catalogue (the check itself)', () => {
    expect(untranslated('⟦Send⟧ 0.1 ETH', ['ETH'])).to.equal('');
    expect(untranslated('⟦Accept the switch to Base in ⟦your wallet⟧.⟧', [])).to.equal('');
    expect(untranslated('Loading…', [])).to.equal('Loading');
    expect(untranslated('⟦Sign in⟧ 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 Buy', [])).to.equal('Buy');
  });
});
