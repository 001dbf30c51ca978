import { namespaceConnector } from '../connectors/namespaceConnectors';

/** The chain namespaces of spec §3 (CAIP-2 prefixes). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;

/**
 * A namespace beyond the spec's five that a plugin registers at run time (registerNamespace,
 * e.g. a test's fixture) adds its name here by declaration merging, which makes it a
 * ChainNamespace: `declare module '…/config/chainNamespaces' { interface ExtraChainNamespaces { fixture: true } }`.
 */
export interface ExtraChainNamespaces {}

export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number] | keyof ExtraChainNamespaces;

/** One of the spec's five namespaces, or one registered in this page (a stored value of another is foreign). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && ((CHAIN_NAMESPACES as readonly string[]).includes(value) || namespaceConnector(value) !== undefined);
}
