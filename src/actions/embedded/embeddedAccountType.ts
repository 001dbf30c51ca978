import type { ChainNamespace } from '../../config/chainNamespaces';
import type { EmbeddedUser } from '../../connectors/embedded/EmbeddedUser';
import { namespaceConnector } from '../../connectors/namespaceConnectors';
import { getPreferredAccountTypes } from '../../services/storage/preferences';

type EmbeddedAccountType = EmbeddedUser['preferredAccountType'];

/**
 * The account type the embedded wallet is asked for in a namespace: the one the visitor chose
 * last (kept per namespace), else spec §9's default: a smart account where the namespace has
 * them, a plain account elsewhere.
 */
export function embeddedAccountType(namespace: ChainNamespace | undefined): EmbeddedAccountType {
  if (!namespace) return 'eoa';
  const stored = getPreferredAccountTypes()[namespace];
  if (stored === 'eoa' || stored === 'smartAccount') return stored;
  return namespaceConnector(namespace)?.accountTypes.includes('smartAccount') ? 'smartAccount' : 'eoa';
}
