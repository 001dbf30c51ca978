/** C0 and C1 controls, DEL and bidirectional overrides: nothing a name should show. */
export const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * A text from outside fit to show as it is (a token's or a provider's name): a non-empty
 * string of at most `max` characters with nothing unprintable. The one rule of the wire
 * schemas, for the answers checked by hand.
 */
export const isPrintableText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !UNPRINTABLE.test(value);
