// Sign In With Solana: the message text of the Wallet Standard's `solana:signIn` (the same
// layout as @solana/wallet-standard-util's createSignInMessageText, which apps use to verify),
// built from the page's input after checking it: a page must not smuggle lines of its own into
// what the person reads and signs, nor sign in for another site.

const LINE = /^[^\n\r]*$/;
const FIELDS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
];
const MAX_FIELD = 1024;

function line(value, name) {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !LINE.test(value) || value.length > MAX_FIELD) throw new TypeError(`Sign-in ${name} must be one line of text`);
  return value;
}

/**
 * Checks `input` (untrusted) and fills in what it leaves out: `domain` (this page's host; any
 * other is refused), `address` (must be `address` if given), `issuedAt` (now).
 */
export function completeSignInInput(input, { address, host, now = () => new Date() }) {
  const given = input && typeof input === 'object' ? input : {};
  const domain = line(given.domain, 'domain') ?? host;
  if (domain !== host) throw new TypeError(`Sign-in request for ${domain} refused: this page is ${host}`);
  if (given.address !== undefined && given.address !== address) throw new TypeError('Sign-in request names an account this wallet did not connect');
  const complete = { domain, address, statement: line(given.statement, 'statement') };
  for (const [key] of FIELDS) complete[key] = line(given[key], key);
  complete.issuedAt ??= now().toISOString();
  if (given.resources !== undefined) {
    if (!Array.isArray(given.resources) || given.resources.length > 32) throw new TypeError('Sign-in resources must be a list of URIs');
    complete.resources = given.resources.map((r) => line(r, 'resource'));
  }
  return complete;
}

/** The text the wallet signs for a completed input. */
export function signInMessageText(input) {
  let text = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`;
  if (input.statement) text += `\n\n${input.statement}`;
  const fields = FIELDS.filter(([key]) => input[key]).map(([key, label]) => `${label}: ${input[key]}`);
  if (input.resources) fields.push('Resources:', ...input.resources.map((r) => `- ${r}`));
  if (fields.length) text += `\n\n${fields.join('\n')}`;
  return text;
}
