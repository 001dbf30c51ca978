/**
 * The host's wallet_grantPermissions with the smartSessions feature on, through the modal's
 * grant (its own chunk: only pages that turn the feature on and ask load it). A smart-session
 * failure carries its own code (-32602 for a bad request, 4200 for a wallet that cannot grant),
 * which the provider's toProviderRpcError keeps; anything else fails as any wallet request's.
 */
export async function requestSmartSession(params: unknown): Promise<unknown> {
  const { grantSession } = await import('../../../actions/sessions/grantSession');
  return grantSession('eip155', params);
}
