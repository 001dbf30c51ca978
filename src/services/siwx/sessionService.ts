import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

/**
 * The built-in sign-in service, called as AppKit calls it: `/auth/v1/*` on the wallet-list and
 * config host (`explorer-url`; the local stack's wallet-list twin answers), the nonce token as
 * `x-nonce-jwt: Bearer {token}` and the session token as `Authorization: Bearer {token}`. A nonce
 * with its signed token, the signed message exchanged for a session token, the session read
 * back, and sign-out. Refusals come back as HttpStatusError with the service's message (401
 * 'Session Expired' for a session past its time).
 */
const authUrl = (context: ServiceContext, path: string) => serviceUrl(context.baseUrl, `/auth/v1/${path}`, context.identity);
const isText = (value: unknown, max = 8192): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The fields of the sign-in message that was signed (AppKit's SIWX message data), sent beside it. */
export interface SiwxMessageData {
  accountAddress: string;
  /** CAIP-2. */
  chainId: string;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  issuedAt: string;
  statement?: string;
  expirationTime?: string;
}

/** The wallet that signed, as AppKit describes it to the service. */
export type SiwxWalletInfo =
  | { type: 'extension' | 'walletconnect' | 'unknown'; name: string | undefined; icon: string | undefined }
  | { type: 'social'; social: string; identifier: string };

export interface SiwxAuthentication {
  data: SiwxMessageData;
  message: string;
  signature: string;
  /** The WalletConnect client's id, null when the page has none in use. */
  clientId: string | null;
  walletInfo: SiwxWalletInfo | undefined;
}

export async function fetchSiwxNonce(context: ServiceContext): Promise<{ nonce: string; token: string }> {
  const url = authUrl(context, 'nonce');
  const body = await fetchJson<{ nonce?: unknown; token?: unknown }>(url, { timeoutMs: context.timeoutMs, retries: 0 });
  if (!isText(body?.nonce, 128) || !isText(body?.token)) throw new MalformedResponseError(url);
  return { nonce: body.nonce, token: body.token };
}

export async function authenticateSiwx(context: ServiceContext, nonceToken: string, session: SiwxAuthentication): Promise<string> {
  const url = authUrl(context, 'authenticate');
  const body = await fetchJson<{ token?: unknown }>(url, { method: 'POST', body: session, headers: { 'x-nonce-jwt': `Bearer ${nonceToken}` }, timeoutMs: context.timeoutMs });
  if (!isText(body?.token)) throw new MalformedResponseError(url);
  return body.token;
}

/** The account and network of a session token; throws (401) when the service no longer takes it. */
export async function fetchSiwxSession(context: ServiceContext, token: string): Promise<{ address: string; caip2Network: string }> {
  const url = authUrl(context, 'me');
  const body = await fetchJson<{ address?: unknown; caip2Network?: unknown }>(url, { headers: { authorization: `Bearer ${token}` }, timeoutMs: context.timeoutMs, retries: 0 });
  if (!isText(body?.address, 128) || !isText(body?.caip2Network, 100)) throw new MalformedResponseError(url);
  return { address: body.address, caip2Network: body.caip2Network };
}

export async function signOutSiwx(context: ServiceContext, token: string): Promise<void> {
  await fetchJson<unknown>(authUrl(context, 'sign-out'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, timeoutMs: context.timeoutMs });
}
