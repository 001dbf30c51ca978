/** The path of an account's sessions at the data service: /v1/sessions/{caip10}[/{action}]. */
export const sessionPath = (caip10: string, action?: 'activate' | 'revoke') => `/v1/sessions/${encodeURIComponent(caip10)}${action ? `/${action}` : ''}`;
