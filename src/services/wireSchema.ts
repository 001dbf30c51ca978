// Building blocks of the wire schemas (blockchain/wireTypes.ts, walletList/WalletListEntry.ts,
// convert/wireTypes.ts, onramp/wireTypes.ts): what every service answer is held to where it enters. Strings are
// strings of bounded length, numbers are finite, lists are lists of bounded length whose bad
// items are dropped rather than sinking the whole list, and an optional field that is wrong
// reads as absent. Valibot builds each output afresh from the schema's own keys, so keys an
// answer adds (`__proto__`, `constructor`, …) never reach the modal.
//
// The first-load clients load these modules on demand (`loadWireTypes`): validation is needed
// only once an answer arrives, so valibot stays out of the first-load bundle.
import * as v from 'valibot';
import { cutText } from '../utils/cutText';
import { UNPRINTABLE } from '../utils/printableText';
import { MAX_LINK_LENGTH, safeLinkUrl } from '../utils/safeUrl';

const UNPRINTABLE_ALL = new RegExp(UNPRINTABLE.source, 'g');

/** An identifier or other exact value: a non-empty string of at most `max` characters, never cut (a cut id is another id). */
export const exactText = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** Text shown to the visitor: unprintable characters removed, trimmed, cut to `max`, not empty. */
export const displayText = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((text) => cutText(cutText(text, max * 4).replace(UNPRINTABLE_ALL, '').trim(), max)),
    v.minLength(1),
  );

/** A string that may be empty, cut to `max`. */
export const anyText = (max: number) => v.pipe(v.string(), v.transform((text) => cutText(text, max)));

/** A name worth showing as it is: trimmed, at most `max` characters, nothing unprintable. */
export function usableName(value: string | null | undefined, max: number): string | null {
  const text = value?.trim();
  return text && text.length <= max && !UNPRINTABLE.test(text) ? text : null;
}

export const finiteNumber = v.pipe(v.number(), v.finite());

/** A decimal amount as the services write it ('12', '0.000123', '1e-7'), from a string or a finite number. */
export const decimalText = v.pipe(
  v.union([v.string(), finiteNumber]),
  v.transform(String),
  v.maxLength(128),
  v.regex(/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i),
);

/**
 * A link a wallet entry may carry (a web URL or an app's own scheme such as `metamask://`), by
 * the one rule for links from outside (`safeLinkUrl`), and with nothing unprintable in it.
 * The views check links again where they use them.
 */
export const safeLink = v.pipe(
  v.string(),
  v.maxLength(MAX_LINK_LENGTH),
  v.check((text) => !UNPRINTABLE.test(text) && safeLinkUrl(text) !== undefined),
);

/** A CAIP-2 network id (`<namespace>:<reference>`). */
export const caipNetworkId = v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));

/** A JSON object (not null, not an array) with these fields. */
export const record = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
    v.object(entries),
  );

/** A value shown or used as it is: a non-empty string of at most `max` characters, nothing unprintable, never cut. */
export const printableText = (max: number) =>
  v.pipe(
    exactText(max),
    v.check((text) => !UNPRINTABLE.test(text)),
  );

/** An optional field: `schema`'s value when it holds, else absent (undefined). */
export const maybe = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

/** An optional, nullable field: `schema`'s value or null when it holds, else absent (undefined). */
export const maybeNull = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(v.nullable(schema)), undefined);

/** `schema`'s output for `value`, or undefined when the value does not fit. */
export function parseOrUndefined<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? result.output : undefined;
}

/** A list whose bad items are dropped, cut to `max` items; anything but an array fails. */
export const listOf = <S extends v.GenericSchema>(schema: S, max: number) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => {
      const kept: v.InferOutput<S>[] = [];
      for (const item of items) {
        if (kept.length >= max) break;
        const result = v.safeParse(schema, item, { abortEarly: true });
        if (result.success) kept.push(result.output);
      }
      return kept;
    }),
  );

/**
 * A list read only up to its first `max` items, of which those that do not fit are dropped (so
 * fewer may remain); anything but a list fails. (`listOf` reads on until it has `max` good ones.)
 */
export const firstItems = <S extends v.GenericSchema>(schema: S, max: number) =>
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.slice(0, max)),
    listOf(schema, max),
  );
