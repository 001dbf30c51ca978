import { HttpStatusError } from '../../errors/httpErrors';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';

/**
 * GET /projects/v1/origins: the origins allowed to use this project. An empty list on
 * failure (spec §7), except a 403, which the caller turns into an alert.
 */
export async function fetchAllowedOrigins(context: ServiceContext): Promise<string[]> {
  try {
    const body = await fetchJson<{ allowedOrigins?: unknown }>(serviceUrl(context.baseUrl, '/projects/v1/origins', context.identity), {
      timeoutMs: context.timeoutMs,
    });
    return Array.isArray(body?.allowedOrigins) ? body.allowedOrigins.filter((o): o is string => typeof o === 'string') : [];
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 403) throw error;
    return [];
  }
}
