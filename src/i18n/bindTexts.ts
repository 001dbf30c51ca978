import { $locale } from '../stores/locale';
import { numberFormat } from '../utils/intlLocale';
import type { PluralForms } from './Catalogue';

type Arg = string | number;
type Names<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;

/**
 * The arguments of a text with placeholders: one object, a value for each placeholder by its
 * name (`'{name} is {address}'` takes `{ name, address }`), so a missing or misspelt name is a
 * type error and the order a translation puts them in never matters.
 */
export type TextArgs<Text extends string> = { readonly [Name in Names<Text>]: Arg };

/** How a catalogue entry reads in code: a text, a function of its named placeholders, a plural of its count, or a group. */
type Bound<Entry> = Entry extends string
  ? [Names<Entry>] extends [never]
    ? string
    : (args: TextArgs<Entry>) => string
  : Entry extends { readonly other: string }
    ? (count: number) => string
    : { readonly [Key in keyof Entry]: Bound<Entry[Key]> } & { readonly [key: string]: string | undefined };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The distinct placeholder names of a text, in the order they first appear. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] as string))];
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** A number in a text reads as the language writes numbers (formatNumber's locale). */
const formatArg = (value: Arg): string => (typeof value === 'number' ? numberFormat().format(value) : value);

/** Fills a catalogue text's placeholders, numbers in the active language's digits and grouping. */
export function fillText(text: string, values: Readonly<Record<string, Arg | undefined>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : formatArg(value);
  });
}

function isPlural(entry: unknown): entry is PluralForms {
  return typeof entry === 'object' && entry !== null && typeof (entry as { other?: unknown }).other === 'string';
}

/** The plural form of `count` in the active language. */
function pluralOf(forms: PluralForms, count: number, tag: string): string {
  let rules = pluralRules.get(tag);
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
  return forms[rules.select(count)] ?? forms.other;
}

type Group = Readonly<Record<string, unknown>>;

/**
 * Binds a catalogue group: each entry reads the active language's text when it is read (so a
 * view shows the language of its render), falling back to English. A text with placeholders
 * becomes a function of one object of them by name (TextArgs); the translation may place them
 * anywhere.
 */
function bind(english: Group, active: () => Group | undefined): object {
  const bound: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(english)) {
    const current = () => active()?.[key] ?? entry;
    if (typeof entry === 'string') {
      if (placeholdersOf(entry).length === 0) Object.defineProperty(bound, key, { enumerable: true, get: current });
      else bound[key] = (args: Readonly<Record<string, Arg>>) => fillText(current() as string, args);
    } else if (isPlural(entry)) {
      bound[key] = (count: number) => {
        const tag = $locale.get().tag;
        return fillText(pluralOf(current() as PluralForms, count, tag), { count });
      };
    } else {
      bound[key] = bind(entry as Group, () => active()?.[key] as Group | undefined);
    }
  }
  return bound;
}

/**
 * Binds a part of the English catalogue (en/) to the active language's catalogue, which holds
 * every part's keys. A part is bound when its module first loads, in the chunk of the code that
 * reads it.
 */
export const bindTexts = <English extends Group>(english: English) => bind(english, () => $locale.get().catalogue as Group | undefined) as Bound<English>;
