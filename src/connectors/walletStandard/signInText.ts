import { BaseError } from '../../errors/BaseError';
import type { SignInInput } from '../NamespaceAdapter';

/** One line of printable text: a field must not add lines of its own to what the visitor signs. */
const LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]+$/;

function line(value: string | undefined, name: string, required: boolean): string | undefined {
  if (value === undefined || (value === '' && !required)) {
    if (required) throw new BaseError('Invalid sign-in message', { details: `${name} is missing` });
    return undefined;
  }
  if (!LINE.test(value) || value.length > 1024) throw new BaseError('Invalid sign-in message', { details: `${name} must be one line of text` });
  return value;
}

/** The input's fields checked: each one line, the required ones present. Throws otherwise. */
export function checkSignInInput(input: SignInInput): SignInInput {
  return {
    domain: line(input.domain, 'domain', true) as string,
    address: line(input.address, 'address', true) as string,
    uri: line(input.uri, 'uri', true) as string,
    caipNetworkId: line(input.caipNetworkId, 'caipNetworkId', true) as string,
    nonce: line(input.nonce, 'nonce', true) as string,
    issuedAt: line(input.issuedAt, 'issuedAt', true) as string,
    statement: line(input.statement, 'statement', false),
    expirationTime: line(input.expirationTime, 'expirationTime', false),
  };
}

/**
 * The sign-in text of the Sign In With Solana layout (EIP-4361's fields), which the Bitcoin
 * form shares with its own account name:
 *
 *   {domain} wants you to sign in with your {account} account:
 *   {address}
 *
 *   {statement}            (with the blank line before it, only when there is one)
 *
 *   URI: {uri}
 *   Version: 1
 *   Chain ID: {chainId}
 *   Nonce: {nonce}
 *   Issued At: {issuedAt}
 *   Expiration Time: {expirationTime}   (only when there is one)
 *
 * Lines end with LF. Throws when a field is missing or is not one line of text.
 */
export function signInText(input: SignInInput, account: string, chainId: (caipNetworkId: string) => string): string {
  const checked = checkSignInInput(input);
  let text = `${checked.domain} wants you to sign in with your ${account} account:\n${checked.address}`;
  if (checked.statement) text += `\n\n${checked.statement}`;
  const fields = [
    `URI: ${checked.uri}`,
    'Version: 1',
    `Chain ID: ${chainId(checked.caipNetworkId)}`,
    `Nonce: ${checked.nonce}`,
    `Issued At: ${checked.issuedAt}`,
    ...(checked.expirationTime ? [`Expiration Time: ${checked.expirationTime}`] : []),
  ];
  return `${text}\n\n${fields.join('\n')}`;
}
