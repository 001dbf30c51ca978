// One @, a non-empty local part, a dotted domain of letters, digits and hyphens; no spaces;
// at most 254 characters (RFC 5321's path limit). What a login by email needs, not all RFC 5322.
const EMAIL = /^[^\s@]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * Spec §5: the address given for an email login (or an email update) must be a valid one.
 *
 * @example isValidEmail('ada@example.com') // true
 * @example isValidEmail('ada@') // false
 */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}
