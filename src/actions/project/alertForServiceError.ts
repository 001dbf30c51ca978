import { HttpStatusError } from '../../errors/httpErrors';
import { showAlert, type AlertMessage } from '../../stores/alert';

/** Server messages of spec §8 and the alert each one means. */
const BY_SERVER_MESSAGE: Record<string, AlertMessage> = {
  'Unauthorized: origin not allowed': 'Invalid App Configuration',
  'Unauthorized: invalid key': 'Invalid Project ID',
  'JWT validation error: JWT Token is not yet valid': 'Session Expired',
};

/**
 * Shows the alert a service refusal stands for: a 403 with a known message maps to its
 * alert, any other 403 means the project id was refused. Returns whether it showed one.
 */
export function alertForServiceError(error: unknown): boolean {
  if (!(error instanceof HttpStatusError) || error.status !== 403) return false;
  showAlert(BY_SERVER_MESSAGE[error.serverMessage ?? ''] ?? 'Invalid Project ID');
  return true;
}
