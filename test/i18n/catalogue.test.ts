import { expect } from 'chai';
import { LOCALES } from '../../src/i18n/Catalogue';
import { en, englishParts } from '../../src/i18n/en';
import { localeLoaders } from '../../src/i18n/localeLoaders';
import { placeholdersOf } from '../../src/i18n/bindTexts';

type Tree = Readonly<Record<string, unknown>>;

/** Languages whose 'many' covers only huge numbers (a million and up), where 'other' may stand in for it. */
const MANY_ONLY_FOR_HUGE_NUMBERS = ['fr', 'es', 'it', 'pt-BR'];

const isPlural = (entry: unknown): entry is Record<string, string> => typeof entry === 'object' && entry !== null && 'other' in entry;

/** Every way a locale differs in shape from English: a missing or extra key, a lost placeholder, a missing plural form. */
function differences(english: Tree, translated: Tree, tag: string, path = ''): string[] {
  const found: string[] = [];
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  for (const key of Object.keys(english)) if (!(key in translated)) found.push(`${path}${key}: missing`);
  for (const key of Object.keys(translated)) if (!(key in english)) found.push(`${path}${key}: not in English`);
  for (const [key, source] of Object.entries(english)) {
    const target = translated[key];
    if (target === undefined) continue;
    const at = `${path}${key}`;
    if (typeof source === 'string') {
      if (typeof target !== 'string' || target.trim() === '') {
        found.push(`${at}: not a text`);
        continue;
      }
      if (placeholdersOf(target).sort().join() !== placeholdersOf(source).sort().join()) found.push(`${at}: placeholders ${placeholdersOf(target)} for ${placeholdersOf(source)}`);
    } else if (isPlural(source)) {
      if (!isPlural(target)) {
        found.push(`${at}: not a plural`);
        continue;
      }
      for (const category of categories) {
        // 'many' is optional where the language uses it only for huge numbers (fr, es, it, pt): it falls back to 'other'.
        if (target[category] === undefined && !(category === 'many' && MANY_ONLY_FOR_HUGE_NUMBERS.includes(tag))) found.push(`${at}.${category}: missing`);
      }
      for (const [category, form] of Object.entries(target)) {
        if (!categories.includes(category as Intl.LDMLPluralRule)) found.push(`${at}.${category}: not a plural form of ${tag}`);
        else if (!form.includes('{count}')) found.push(`${at}.${category}: no {count}`);
      }
    } else {
      found.push(...differences(source as Tree, (target ?? {}) as Tree, tag, `${at}.`));
    }
  }
  return found;
}

describe('the translations', () => {
  it('ships at least 12 locales beyond English, among them the ones visitors ask for most', () => {
    expect(LOCALES.length).to.be.at.least(12);
    expect(LOCALES).to.include.members(['es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar', 'hi']);
  });

  for (const tag of LOCALES) {
    it(`${tag} has every English key, the same placeholders, and the plural forms its language uses`, async () => {
      const catalogue = (await localeLoaders[tag]()).default as unknown as Tree;
      expect(differences(en as unknown as Tree, catalogue, tag)).to.deep.equal([]);
    });
  }

  it('holds every English key in exactly one part, so each text ships once, with the code that reads it', () => {
    const partsOf = new Map<string, string[]>();
    for (const [name, part] of Object.entries(englishParts)) for (const key of Object.keys(part)) partsOf.set(key, [...(partsOf.get(key) ?? []), name]);
    const inTwo = [...partsOf].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names.join(', ')}`);
    expect(inTwo, 'keys in more than one part').to.deep.equal([]);
    expect([...partsOf.keys()].sort(), 'the parts and the whole catalogue hold the same keys').to.deep.equal(Object.keys(en).sort());
  });

  it('finds a missing key, a lost placeholder and a missing plural form (the check itself)', () => {
    const broken = JSON.parse(JSON.stringify(en)) as Record<string, unknown>;
    delete broken.connectWallet;
    broken.codeSentTo = 'Code sent.';
    broken.walletCount = { other: '{count} wallets' };
    expect(differences(en as unknown as Tree, broken, 'en')).to.deep.equal(['connectWallet: missing', 'codeSentTo: placeholders  for email', 'walletCount.one: missing']);
  });
});
