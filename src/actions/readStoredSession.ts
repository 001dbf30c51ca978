import { getActiveCaipNetworkId } from '../services/storage/connectionPersistence';
import { $storedCaipNetworkId } from '../stores/network';
import { afterPageSetup } from './afterPageSetup';
import { markStoredReconnecting } from './connection/markStoredReconnecting';

/**
 * What an earlier visit stored that the page's button and the host's stores show from the
 * start, never read from the network: the network it chose, at once, and its connections, which
 * read "reconnecting" (once the page's own scripts have set which namespaces it configures) until
 * the modal's code restores them (restoreSession).
 */
let read = false;

export function readStoredSession(): void {
  // Once per page: read again later, it would turn a live connection back to "reconnecting".
  if (read) return;
  read = true;
  $storedCaipNetworkId.set(getActiveCaipNetworkId());
  afterPageSetup(() => void markStoredReconnecting());
}
