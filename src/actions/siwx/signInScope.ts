import type { ChainNamespace } from '../../config/chainNamespaces';
import type { StoredSiwxSession } from '../../services/storage/siwxSession';
import { $account } from '../../stores/account';
import { $activeNetwork, $isActiveNetworkSupported } from '../../stores/network';

/** What one sign-in session is for: one network (CAIP-2) and one address on it (AppKit's `getSessions(caipNetworkId, address)`). */
export interface SignInScope {
  caipNetworkId: string;
  address: string;
  namespace: ChainNamespace;
}

/**
 * The scope the visitor would sign in for now: the connected account of the active namespace
 * on the active network; undefined while nothing is connected there or the network is one the
 * page did not ask for (UnsupportedChain speaks first, as in AppKit).
 */
export function signInScope(): SignInScope | undefined {
  const account = $account.get();
  const network = $activeNetwork.get();
  if (account.status !== 'connected' || !account.address || !$isActiveNetworkSupported.get()) return undefined;
  return { caipNetworkId: network.caipNetworkId, address: account.address, namespace: network.chainNamespace };
}

/** An address as compared: in any case (EVM addresses come checksummed or not). */
const addressKey = (address: string) => address.toLowerCase();

export const scopeKey = (scope: SignInScope | undefined): string | undefined => (scope ? `${scope.caipNetworkId}:${addressKey(scope.address)}` : undefined);

/** Whether a stored session is of `scope`'s address (in its namespace), on whatever network. */
export function isSessionOfAddress(session: StoredSiwxSession | undefined, scope: SignInScope | undefined): boolean {
  return !!session && !!scope && session.namespace === scope.namespace && addressKey(session.address) === addressKey(scope.address);
}

/** Whether a stored session is the one of `scope`: same network, same address. */
export function isSessionOf(session: StoredSiwxSession | undefined, scope: SignInScope | undefined): boolean {
  return isSessionOfAddress(session, scope) && session?.caipNetworkId === scope?.caipNetworkId;
}
