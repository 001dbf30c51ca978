import type { ChainNamespace } from '../config/chainNamespaces';
import { ProviderNotAvailableError } from '../errors/modalErrors';
import { $activeNamespace } from '../stores/network';
import { createEip155Provider } from './createEip155Provider';
import type { Eip155Provider } from './Eip155Provider';
import type { Bip122Provider } from './bip122/Bip122Provider';
import { createBip122Provider } from './bip122/createBip122Provider';
import { createCosmosProvider } from '../connectors/cosmos/createCosmosProvider';
import type { CosmosProvider } from '../connectors/cosmos/CosmosProvider';
import { createSolanaProvider } from './solana/createSolanaProvider';
import type { SolanaProvider } from './solana/SolanaProvider';

let eip155: Eip155Provider | undefined;
let solana: SolanaProvider | undefined;
let bip122: Bip122Provider | undefined;
let cosmos: CosmosProvider | undefined;

/** The provider of each namespace, by namespace. */
export interface ProvidersByNamespace {
  eip155: Eip155Provider;
  solana: SolanaProvider;
  bip122: Bip122Provider;
  cosmos: CosmosProvider;
}

/**
 * The page's provider for a namespace (default: the active one): the same object on every
 * call, before and after a connection, across reconnects and wallet changes. This build has
 * the eip155 (EIP-1193), solana, bip122 and cosmos providers; any other namespace throws ProviderNotAvailableError.
 *
 * @example
 * const client = createWalletClient({ transport: custom(getProvider('eip155')) })
 */
export function getProvider<N extends keyof ProvidersByNamespace>(namespace: N): ProvidersByNamespace[N];
export function getProvider(namespace?: ChainNamespace): ProvidersByNamespace[keyof ProvidersByNamespace];
export function getProvider(namespace: ChainNamespace = $activeNamespace.get()): ProvidersByNamespace[keyof ProvidersByNamespace] {
  if (namespace === 'eip155') return (eip155 ??= createEip155Provider());
  if (namespace === 'solana') return (solana ??= createSolanaProvider());
  if (namespace === 'bip122') return (bip122 ??= createBip122Provider());
  if (namespace === 'cosmos') return (cosmos ??= createCosmosProvider());
  throw new ProviderNotAvailableError(namespace);
}
