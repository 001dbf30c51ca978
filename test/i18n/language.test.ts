import { expect } from 'chai';
import { AccountNameTooShortError, NameRegistrationError } from '../../src/errors/accountNameErrors';
import { UserRejectedRequestError } from '../../src/errors/walletRequestErrors';
import { HttpStatusError } from '../../src/errors/httpErrors';
import { errorMessage } from '../../src/i18n/errorMessage';
import { localeLoaders } from '../../src/i18n/localeLoaders';
import { messages } from '../../src/i18n/messages';
import { sendTexts } from '../../src/i18n/sendTexts';
import { walletsTexts } from '../../src/i18n/walletsTexts';
import { resolveLocale } from '../../src/i18n/resolveLocale';
import type { Catalogue, Locale } from '../../src/i18n/Catalogue';
import { en } from '../../src/i18n/en';
import { RTL_LOCALES } from '../../src/i18n/Catalogue';
import { $locale } from '../../src/stores/locale';
import { formatAmount } from '../../src/utils/formatAmount';
import { formatNumber } from '../../src/utils/formatNumber';
import { formatUsd } from '../../src/utils/formatUsd';
import { buttonNamed, connectTestAccount, dialogOf, mountButton, mountModal, resetAll, textOf, waitFor } from '../support/modalTestKit';
import { announceDemoWallet } from '../support/connectDemoWallet';
import { disconnect } from '../../src/actions/disconnect';
import { patchAccount } from '../../src/stores/account';
import ja from '../../src/i18n/locales/ja';
import { loadEnglishErrors } from '../../src/i18n/englishErrors';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

/** Switches the texts directly, as the language follower does once a file has loaded. */
async function speak(tag: Exclude<Locale, 'en'>): Promise<void> {
  const [{ default: catalogue }] = await Promise.all([localeLoaders[tag](), loadEnglishErrors()]);
  $locale.set({ tag, dir: RTL_LOCALES.has(tag) ? 'rtl' : 'ltr', catalogue });
}

describe('the visitor’s language', () => {
  afterEach(() => {
    resetAll();
    $locale.set({ tag: 'en', dir: 'ltr', catalogue: undefined });
  });

  it('picks the page’s language, else the first browser language spoken here, else English', () => {
    expect(resolveLocale('es', ['de'])).to.equal('es');
    expect(resolveLocale('PT-br', [])).to.equal('pt-BR');
    expect(resolveLocale(undefined, ['nl-NL', 'es-MX', 'fr'])).to.equal('es');
    expect(resolveLocale(undefined, ['pt-PT'])).to.equal('pt-BR');
    expect(resolveLocale(undefined, ['zh-Hans-CN'])).to.equal('zh-CN');
    expect(resolveLocale(undefined, ['zh-TW', 'ja-JP'])).to.equal('ja');
    expect(resolveLocale(undefined, ['en-GB', 'de'])).to.equal('en');
    expect(resolveLocale('xx', ['de'])).to.equal('en');
    expect(resolveLocale(undefined, [])).to.equal('en');
  });

  it('plurals follow the language’s rules, numbers its digits and grouping', async () => {
    expect([walletsTexts.walletCount(1), walletsTexts.walletCount(1234)]).to.deep.equal(['1 wallet', '1,234 wallets']);
    await speak('ru');
    expect([1, 3, 5, 21].map((count) => walletsTexts.walletCount(count))).to.deep.equal(['1 кошелек', '3 кошелька', '5 кошельков', '21 кошелек']);
    await speak('ar');
    expect(walletsTexts.walletCount(2)).to.contain('محفظتان');
    expect(walletsTexts.walletCount(3)).to.contain('محافظ');
    await speak('de');
    expect(walletsTexts.walletCount(1234)).to.equal('1.234 Wallets');
    expect([formatNumber('1234.5'), formatAmount('1234.56789'), formatUsd(1234.5)]).to.deep.equal(['1.234,50', '1.234,5679', '1.234,50\u00a0$']);
  });

  it('places each named argument where the translation puts its placeholder', () => {
    // English reads connected, family, network; this translation puts them the other way round.
    $locale.set({ tag: 'en', dir: 'ltr', catalogue: { ...en, switchActiveChainBody: '{network}|{family}|{connected}' } as Catalogue });
    expect(messages.switchActiveChainBody({ connected: 'Base', family: 'EVM', network: 'Solana' })).to.equal('Solana|EVM|Base');
    // A name given twice in a text reads the one value in both places.
    $locale.set({ tag: 'en', dir: 'ltr', catalogue: { ...en, continueIn: '{name} / {name}' } as Catalogue });
    expect(messages.continueIn({ name: 'Rainbow' })).to.equal('Rainbow / Rainbow');
  });

  it('takes the arguments of a text by their placeholder names only: any other call is a type error', () => {
    $locale.set({ tag: 'en', dir: 'ltr', catalogue: undefined });
    expect(sendTexts.resolvedName({ address: '0x1', name: 'alice.eth' })).to.equal('alice.eth is 0x1');
    // Past the type check, a name the call lacks leaves its placeholder as it is (never 'undefined').
    // @ts-expect-error a misspelt name
    expect(sendTexts.resolvedName({ nme: 'alice.eth', address: '0x1' })).to.equal('{name} is 0x1');
    // @ts-expect-error a missing name
    expect(sendTexts.resolvedName({ name: 'alice.eth' })).to.equal('alice.eth is {address}');
    // @ts-expect-error positional arguments
    expect(sendTexts.resolvedName('alice.eth', '0x1')).to.equal('{name} is {address}');
  });

  it('errors read in the visitor’s language when they carry their default text; a service’s reason passes as it came', async () => {
    expect(errorMessage(new UserRejectedRequestError())).to.equal('You declined in your wallet');
    expect(errorMessage(new HttpStatusError(503, 'https://x.test'))).to.equal('HTTP status code: 503');
    // A service that says why: its reason, not the status.
    expect(errorMessage(new HttpStatusError(400, 'https://x.test', 'Conversion parameter error: insufficient liquidity'))).to.equal('Conversion parameter error: insufficient liquidity');
    expect(errorMessage(new AccountNameTooShortError({ accountName: 'ab', minLength: 3 }))).to.equal('Account name must be at least 3 characters long.');
    expect(errorMessage(new Error('raw'))).to.equal('Something went wrong');
    await speak('es');
    expect(errorMessage(new UserRejectedRequestError())).to.not.equal('You declined in your wallet');
    expect(errorMessage(new AccountNameTooShortError({ accountName: 'ab', minLength: 3 }))).to.contain('3');
    expect(errorMessage(new NameRegistrationError({ accountName: 'ada', reason: 'Name is reserved' }))).to.equal('Name is reserved');
    expect(errorMessage(new NameRegistrationError({ accountName: 'ada' }))).to.contain('ada').and.not.contain('Error registering');
  });

  it('language="ar" lays the modal out right to left in Arabic, and a change of the attribute switches the open modal', async () => {
    const modal = (await mountModal({ language: 'ar' })) as ModalElement;
    const button = await mountButton();
    await waitFor(() => $locale.get().tag === 'ar', 'the Arabic texts', 300);
    await modal.open();
    const root = modal.shadowRoot?.querySelector('.wm-root') as HTMLElement;
    expect([modal.getAttribute('dir'), button.getAttribute('dir'), root.getAttribute('dir'), root.lang]).to.deep.equal(['rtl', 'rtl', 'rtl', 'ar']);
    expect(getComputedStyle(dialogOf(modal) as HTMLElement).direction).to.equal('rtl');
    expect(dialogOf(modal)?.querySelector('h2, [id]')?.textContent).to.equal('ربط المحفظة');
    expect(button.shadowRoot?.textContent).to.contain('ربط المحفظة');

    modal.setAttribute('language', 'ja');
    await waitFor(() => textOf(modal).includes('ウォレットを接続'), 'the Japanese texts', 300);
    expect([modal.hasAttribute('dir'), modal.shadowRoot?.querySelector('.wm-root')?.getAttribute('dir'), getComputedStyle(dialogOf(modal) as HTMLElement).direction]).to.deep.equal([false, 'ltr', 'ltr']);
  });

  it('in Arabic, a long Latin account name on the button is cut at its end, its start shown', async () => {
    await mountModal({ language: 'ar' });
    const button = await mountButton();
    await waitFor(() => $locale.get().tag === 'ar', 'the Arabic texts', 300);
    connectTestAccount();
    const name = 'averyveryverylongaccountname-that-will-not-fit.reown.id';
    patchAccount('eip155', { profileName: name });
    const shown = await waitFor(() => (button.shadowRoot?.querySelector('.wm-name')?.textContent === name ? button.shadowRoot.querySelector<HTMLElement>('.wm-name') : undefined), 'the name on the button');
    const box = shown.getBoundingClientRect();
    expect(shown.scrollWidth, 'the name is longer than its room').to.be.greaterThan(shown.clientWidth);
    // Where its first letter is drawn: inside the name's visible box.
    const first = document.createRange();
    first.setStart(shown.firstChild as Text, 0);
    first.setEnd(shown.firstChild as Text, 1);
    const letter = first.getBoundingClientRect();
    expect(letter.left >= box.left - 0.5 && letter.right <= box.right + 0.5, `the first letter (${letter.left}–${letter.right}) within the visible name (${box.left}–${box.right})`).to.equal(true);
  });

  it('a failure already on screen reads in the new language after a switch', async () => {
    const { wallet, stop } = await announceDemoWallet(8);
    try {
      wallet.controls.setApproval('reject');
      const modal = (await mountModal()) as ModalElement;
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
      await waitFor(() => textOf(modal).includes('You declined in your wallet'), 'the refusal in English', 300);
      modal.setAttribute('language', 'ja');
      await waitFor(() => textOf(modal).includes(ja.declinedInWallet), 'the refusal in Japanese', 300);
      expect(textOf(modal)).to.not.contain('You declined in your wallet');
    } finally {
      await disconnect('eip155');
      stop();
    }
  });

  it('follows the browser’s languages when the page sets none', async () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    try {
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr-CA', 'en'] });
      window.dispatchEvent(new Event('languagechange'));
      const modal = (await mountModal()) as ModalElement;
      await waitFor(() => $locale.get().tag === 'fr', 'French from the browser', 300);
      connectTestAccount();
      await modal.open();
      await waitFor(() => textOf(modal).includes('Déconnecter'), 'Account in French', 300);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).languages;
      if (original) Object.defineProperty(Navigator.prototype, 'languages', original);
      window.dispatchEvent(new Event('languagechange'));
    }
  });
});
