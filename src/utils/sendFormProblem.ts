import { InvalidDecimalNumberError } from '../errors/numberErrors';
import { parseUnits } from './parseUnits';

/** What stops the send form from going to the preview, in the order a visitor fills it in. */
export type SendFormProblem =
  | { kind: 'selectToken' }
  | { kind: 'enterAmount' }
  | { kind: 'invalidAmount'; message: string }
  | { kind: 'insufficientFunds' }
  | { kind: 'enterRecipient' }
  | { kind: 'invalidAddress' }
  | { kind: 'resolvingName' }
  | { kind: 'nameNotFound' }
  | { kind: 'nameLookupFailed' };

export interface SendFormInput {
  token: { decimals: number; balance: bigint } | undefined;
  amount: string | undefined;
  recipient: { status: 'empty' | 'invalid' | 'resolving' | 'notFound' | 'lookupFailed' | 'ready' };
}

/**
 * The first problem of a send form, or the amount in the token's smallest unit when there is
 * none. Spec §5: an amount must be a decimal number ('Number {value} is not a valid decimal
 * number.'); one that is not a positive number counts as 0; more than the balance is
 * "Insufficient funds".
 *
 * @example sendFormProblem({ token: { decimals: 6, balance: 5_000_000n }, amount: '6', recipient }) // { problem: { kind: 'insufficientFunds' } }
 */
export function sendFormProblem({ token, amount, recipient }: SendFormInput): { problem: SendFormProblem } | { amount: bigint } {
  if (!token) return { problem: { kind: 'selectToken' } };
  const text = amount?.trim() ?? '';
  if (!text) return { problem: { kind: 'enterAmount' } };
  let units: bigint;
  try {
    units = parseUnits(text, token.decimals);
  } catch (error) {
    if (error instanceof InvalidDecimalNumberError) return { problem: { kind: 'invalidAmount', message: error.shortMessage } };
    throw error;
  }
  if (units <= 0n) return { problem: { kind: 'enterAmount' } };
  if (units > token.balance) return { problem: { kind: 'insufficientFunds' } };
  switch (recipient.status) {
    case 'empty':
      return { problem: { kind: 'enterRecipient' } };
    case 'invalid':
      return { problem: { kind: 'invalidAddress' } };
    case 'resolving':
      return { problem: { kind: 'resolvingName' } };
    case 'notFound':
      return { problem: { kind: 'nameNotFound' } };
    case 'lookupFailed':
      return { problem: { kind: 'nameLookupFailed' } };
    default:
      return { amount: units };
  }
}
