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

/**
 * The sign-in text for a Bitcoin account: the Sign In With Solana layout (EIP-4361's fields)
 * with "Bitcoin account", the network named by its CAIP-2 id:
 *
 *   {domain} wants you to sign in with your Bitcoin account:
 *   {address}
 *
 *   {statement}            (with the blank line before it, only when there is one)
 *
 *   URI: {uri}
 *   Version: 1
 *   Chain ID: {caipNetworkId, e.g. bip122:000000000933ea01ad0ee984209779ba}
 *   Nonce: {nonce}
 *   Issued At: {issuedAt}
 *   Expiration Time: {expirationTime}   (only when there is one)
 *
 * Lines end with LF. Throws when a field is missing or is not one line of text.
 */
export function bitcoinSignInMessage(input: SignInInput): string {
  const domain = line(input.domain, 'domain', true);
  const address = line(input.address, 'address', true);
  const statement = line(input.statement, 'statement', false);
  const fields = [
    `URI: ${line(input.uri, 'uri', true)}`,
    'Version: 1',
    `Chain ID: ${line(input.caipNetworkId, 'caipNetworkId', true)}`,
    `Nonce: ${line(input.nonce, 'nonce', true)}`,
    `Issued At: ${line(input.issuedAt, 'issuedAt', true)}`,
  ];
  const expirationTime = line(input.expirationTime, 'expirationTime', false);
  if (expirationTime) fields.push(`Expiration Time: ${expirationTime}`);
  let text = `${domain} wants you to sign in with your Bitcoin account:\n${address}`;
  if (statement) text += `\n\n${statement}`;
  return `${text}\n\n${fields.join('\n')}`;
}
