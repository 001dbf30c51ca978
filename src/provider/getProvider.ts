import type { ChainNamespace } from '../config/chainNamespaces';
import { ProviderNotAvailableError } from '../errors/modalErrors';
import { $activeNamespace } from '../stores/network';
import { createEip155Provider } from './createEip155Provider';
import type { Eip155Provider } from './Eip155Provider';

let eip155: Eip155Provider | undefined;

/**
 * The page's provider for a namespace (default: the active one): the same object on every
 * call, before and after a connection, across reconnects and wallet changes. This build has
 * the eip155 (EIP-1193) provider; any other namespace throws ProviderNotAvailableError.
 *
 * @example
 * const client = createWalletClient({ transport: custom(getProvider('eip155')) })
 */
export function getProvider(namespace: ChainNamespace = $activeNamespace.get()): Eip155Provider {
  if (namespace !== 'eip155') throw new ProviderNotAvailableError(namespace);
  return (eip155 ??= createEip155Provider());
}
