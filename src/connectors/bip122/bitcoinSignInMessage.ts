import type { SignInInput } from '../NamespaceAdapter';
import { signInText } from '../walletStandard/signInText';

/**
 * The sign-in text for a Bitcoin account: the Sign In With Solana layout with "Bitcoin
 * account", the network named by its CAIP-2 id (`bip122:000000000933ea01ad0ee984209779ba`).
 */
export function bitcoinSignInMessage(input: SignInInput): string {
  return signInText(input, 'Bitcoin', (caipNetworkId) => caipNetworkId);
}
