import { InvalidCaipNetworkIdError } from '../errors/caipErrors';

// One list of namespaces for the whole package; config owns it.
export type { ChainNamespace } from '../config/chainNamespaces';

/** CAIP-2 chain id: `<namespace>:<reference>`. */
export type CaipNetworkId = `${string}:${string}`;

export type ParseCaipNetworkIdReturnType = {
  namespace: string;
  reference: string;
};

/**
 * Splits a CAIP-2 chain id into its namespace and reference.
 * Throws `InvalidCaipNetworkIdError` unless there are exactly two non-empty parts.
 *
 * @example
 * parseCaipNetworkId('chain:1') // { namespace: 'chain', reference: '1' }
 */
export function parseCaipNetworkId(caipNetworkId: string): ParseCaipNetworkIdReturnType {
  const parts = caipNetworkId.split(':');
  const [namespace, reference] = parts;
  if (parts.length !== 2 || !namespace || !reference) {
    throw new InvalidCaipNetworkIdError({ caipNetworkId });
  }
  return { namespace, reference };
}
