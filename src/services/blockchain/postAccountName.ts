import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

/** What registering a name sends: the signed message `{ name, attributes, timestamp }` and who signed it for which coin type (ENSIP-11). */
export interface NameRegistration {
  coin_type: number;
  address: string;
  message: string;
  signature: string;
}

/**
 * POST /v1/profile/account: registers the name of the signed message for the address. The
 * service's refusal comes back as HttpStatusError with its first reason as `serverMessage`.
 * Never retried: a second POST could register twice.
 */
export async function postAccountName(context: ServiceContext, registration: NameRegistration): Promise<void> {
  const url = serviceUrl(context.baseUrl, '/v1/profile/account', context.identity);
  await fetchJson<unknown>(url, { method: 'POST', body: registration, timeoutMs: context.timeoutMs });
}
