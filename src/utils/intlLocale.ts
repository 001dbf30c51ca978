import { $locale } from '../stores/locale';

/** The locale Intl formats numbers and dates in: the active language's, en-US in English (1,234.50). */
export function intlLocale(): string {
  const { tag } = $locale.get();
  return tag === 'en' ? 'en-US' : tag;
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** A number format of the active language, made once per language and options (lists format many numbers). */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${intlLocale()}|${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.NumberFormat(intlLocale(), options)));
  return format;
}

/** A date format of the active language, made once per language and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${intlLocale()}|${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(intlLocale(), options)));
  return format;
}
