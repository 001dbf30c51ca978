import { intlLocale } from './intlLocale';

const formats = new Map<string, Intl.ListFormat>();

/**
 * Names joined into one phrase as the active language joins them (Intl.ListFormat): "Ethereum,
 * Base, and Arbitrum" in English, "Ethereum、Base、Arbitrum" in Japanese, "Ethereum وBase" in
 * Arabic; never a literal ", " that only some languages write.
 *
 * @example formatList(['Ethereum', 'Base']) // 'Ethereum and Base' in English
 */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  const key = `${intlLocale()}|${type}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.ListFormat(intlLocale(), { type })));
  return format.format(items);
}
