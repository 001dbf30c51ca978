import type { ChainNamespace } from '../config/chainNamespaces';
import {
  getConnectedNamespaces,
  removeConnectedConnectorId,
  removeConnectedNamespace,
  setConnectionStatus,
} from '../services/storage';
import { clearAccount } from '../stores/account';
import { dispatchConnection } from '../stores/connection';

/**
 * Resets a namespace (spec §4): disconnected, account fields cleared, and its stored
 * connector id removed so the next visit does not try to restore it.
 */
export function forgetConnection(namespace: ChainNamespace): void {
  dispatchConnection(namespace, { type: 'reset' });
  clearAccount(namespace);
  removeConnectedConnectorId(namespace);
  removeConnectedNamespace(namespace);
  if (getConnectedNamespaces().length === 0) setConnectionStatus('disconnected');
}
