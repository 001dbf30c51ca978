import { SmartSessionError } from '../../../errors/smartSessionErrors';
import { ProviderRpcError } from '../../../provider/ProviderRpcError';

/**
 * The host's wallet_grantPermissions with the smartSessions feature on, through the modal's
 * grant (its own chunk: only pages that turn the feature on and ask load it). A smart-session
 * failure reaches the host with its code: -32602 for a bad request, 4200 for a wallet that
 * cannot grant; anything else as any wallet request's.
 */
export async function requestSmartSession(params: unknown): Promise<unknown> {
  const { grantSession } = await import('../../../actions/sessions/grantSession');
  try {
    return await grantSession('eip155', params);
  } catch (error) {
    if (error instanceof SmartSessionError) throw new ProviderRpcError(error.rpcCode, error.shortMessage, undefined, { cause: error });
    throw error;
  }
}
