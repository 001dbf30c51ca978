// Each language's own punctuation in every text: the ellipsis character, never three dots; in
// Japanese and Chinese the full-width marks (。！？：), not ASCII ones at the end of a text; in
// Arabic its question mark and comma (؟ ،); in Korean, which writes Western marks, no
// full-width ones. A text a visitor reads with the wrong marks looks machine-made.
import { expect } from 'chai';
import { LOCALES, type Locale } from '../../src/i18n/Catalogue';
import { en } from '../../src/i18n/en';
import { localeLoaders } from '../../src/i18n/localeLoaders';

type Tree = Readonly<Record<string, unknown>>;

/** Every text of a catalogue (plural forms too), with its path. */
function textsOf(tree: Tree, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${path}${key}`, value]] : textsOf(value as Tree, `${path}${key}.`),
  );
}

/** Texts that are names or symbols the same in every language, where ASCII marks are the name's own. */
const NAMES = /^(socialNames|namespaceNames|walletConnect|appStore|playStore|chromeStore|swapRate)\b/;

/** What is wrong with the punctuation of a text in `tag`, or nothing. */
export function punctuationProblems(tag: Locale, text: string): string[] {
  const found: string[] = [];
  const words = text.replace(/\{\w+\}/g, '');
  if (text.includes('...')) found.push('three dots for …');
  if (tag === 'ja' || tag === 'zh-CN') {
    if (/[.!?:;,]$/.test(text.trimEnd())) found.push('an ASCII mark at the end');
    if (/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}][.!?:;,]/u.test(words)) found.push('an ASCII mark after CJK text');
  }
  if (tag === 'ko' && /[。、！？：]/.test(words)) found.push('a full-width mark in Korean');
  if (tag === 'ar' && /[\p{sc=Arabic}]\s*[?,;]|[?,;]\s*[\p{sc=Arabic}]/u.test(words)) found.push('an ASCII ? , or ; in Arabic');
  return found;
}

describe('the punctuation of every language', () => {
  it('finds three dots, ASCII marks in ja/zh, full-width ones in ko and ASCII ones in Arabic (the check itself)', () => {
    expect(punctuationProblems('ja', '接続中...')).to.deep.equal(['three dots for …', 'an ASCII mark at the end', 'an ASCII mark after CJK text']);
    expect(punctuationProblems('zh-CN', '请在钱包中批准连接请求.')).to.include('an ASCII mark at the end');
    expect(punctuationProblems('ja', 'ウォレットとは?')).to.include('an ASCII mark at the end');
    expect(punctuationProblems('ja', '残高: {amount}')).to.deep.equal(['an ASCII mark after CJK text']);
    expect(punctuationProblems('ko', '지갑이란 무엇인가요？')).to.deep.equal(['a full-width mark in Korean']);
    expect(punctuationProblems('ar', 'ما المحفظة?')).to.deep.equal(['an ASCII ? , or ; in Arabic']);
    expect(punctuationProblems('ja', '接続中…')).to.deep.equal([]);
    expect(punctuationProblems('ko', '지갑이란 무엇인가요?')).to.deep.equal([]);
    expect(punctuationProblems('ar', 'رمز حالة HTTP: {status}')).to.deep.equal([]);
  });

  it('English writes … and no three dots', () => {
    expect(textsOf(en as unknown as Tree).filter(([, text]) => text.includes('...'))).to.deep.equal([]);
  });

  for (const tag of LOCALES) {
    it(`${tag} writes its own marks`, async () => {
      const catalogue = (await localeLoaders[tag]()).default as unknown as Tree;
      const wrong = textsOf(catalogue)
        .filter(([path]) => !NAMES.test(path))
        .flatMap(([path, text]) => punctuationProblems(tag, text).map((problem) => `${path}: ${problem}: ${text}`));
      expect(wrong).to.deep.equal([]);
    });
  }
});
