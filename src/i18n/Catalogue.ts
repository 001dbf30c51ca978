import type { en } from './en';

/** A plural text: Intl.PluralRules categories of its `{count}`; `other` is always there. */
export type PluralForms = { readonly other: string } & { readonly [category in Intl.LDMLPluralRule]?: string };

type Shape<Entry> = Entry extends string ? string : Entry extends { readonly other: string } ? PluralForms : { readonly [Key in keyof Entry]: Shape<Entry[Key]> };

/** What every locale file provides: the English catalogue's keys, each a text, a plural or a group. */
export type Catalogue = Shape<typeof en>;

/** The locales the modal ships, beside English, by their BCP 47 tag. */
export const LOCALES = ['es', 'fr', 'de', 'it', 'pt-BR', 'ja', 'ko', 'zh-CN', 'ru', 'tr', 'ar', 'hi'] as const;
export type Locale = 'en' | (typeof LOCALES)[number];

/** Locales written right to left. */
export const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);
