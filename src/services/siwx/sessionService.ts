import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

/**
 * The built-in sign-in service (the hosted service's /auth/v1 calls, answered by the local
 * twin): a nonce with its signed token, the signed message exchanged for a session token,
 * the session read back, and sign-out. Its refusals come back as HttpStatusError with the
 * service's message (401 'Session Expired' for a session past its time).
 */
const authUrl = (context: ServiceContext, path: string) => serviceUrl(context.baseUrl, `/auth/v1/${path}`, context.identity);
const isText = (value: unknown, max = 8192): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

export async function fetchSiwxNonce(context: ServiceContext): Promise<{ nonce: string; token: string }> {
  const url = authUrl(context, 'nonce');
  const body = await fetchJson<{ nonce?: unknown; token?: unknown }>(url, { timeoutMs: context.timeoutMs, retries: 0 });
  if (!isText(body?.nonce, 128) || !isText(body?.token)) throw new MalformedResponseError(url);
  return { nonce: body.nonce, token: body.token };
}

export async function authenticateSiwx(
  context: ServiceContext,
  nonceToken: string,
  session: { data: { address: string; chainId: string; namespace: string }; message: string; signature: string },
): Promise<string> {
  const url = authUrl(context, 'authenticate');
  const body = await fetchJson<{ token?: unknown }>(url, { method: 'POST', body: session, headers: { 'x-nonce-jwt': nonceToken }, timeoutMs: context.timeoutMs });
  if (!isText(body?.token)) throw new MalformedResponseError(url);
  return body.token;
}

/** The account of a session token; throws (401) when the service no longer takes it. */
export async function fetchSiwxSession(context: ServiceContext, token: string): Promise<{ address: string; chainId: string }> {
  const url = authUrl(context, 'me');
  const body = await fetchJson<{ address?: unknown; chainId?: unknown }>(url, { headers: { authorization: `Bearer ${token}` }, timeoutMs: context.timeoutMs, retries: 0 });
  if (!isText(body?.address, 128) || !isText(String(body?.chainId ?? ''), 100)) throw new MalformedResponseError(url);
  return { address: body.address, chainId: String(body.chainId) };
}

export async function signOutSiwx(context: ServiceContext, token: string): Promise<void> {
  await fetchJson<unknown>(authUrl(context, 'sign-out'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, timeoutMs: context.timeoutMs });
}
