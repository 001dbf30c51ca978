import type { SignInInput } from '../NamespaceAdapter';
import { signInText } from '../walletStandard/signInText';
import { standardSolanaChain } from './solanaChains';

/** The Chain ID a Solana sign-in names: the standard's name of the cluster (`solana:mainnet`), else its CAIP-2 id. */
export const solanaSignInChain = (caipNetworkId: string): string => standardSolanaChain(caipNetworkId) ?? caipNetworkId;

/**
 * The Sign In With Solana text (the layout of the Wallet Standard's `solana:signIn`, which
 * `createSignInMessageText` of @solana/wallet-standard-util writes and verifiers rebuild):
 *
 *   {domain} wants you to sign in with your Solana account:
 *   {address}
 *
 *   {statement}            (with the blank line before it, only when there is one)
 *
 *   URI: {uri}
 *   Version: 1
 *   Chain ID: {solana:mainnet | solana:devnet | solana:testnet | the CAIP-2 id}
 *   Nonce: {nonce}
 *   Issued At: {issuedAt}
 *   Expiration Time: {expirationTime}   (only when there is one)
 *
 * Lines end with LF. Throws when a field is missing or is not one line of text.
 */
export function solanaSignInMessage(input: SignInInput): string {
  return signInText(input, 'Solana', solanaSignInChain);
}
