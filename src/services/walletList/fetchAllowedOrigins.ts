import { HttpStatusError } from '../../errors/httpErrors';
import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { parseAllowedOrigins } from './projectAnswers';

/**
 * GET /projects/v1/origins: the origins allowed to use this project. An empty list on
 * failure or on an answer of the wrong shape (spec §7), except a 403, which the caller turns
 * into an alert. Entries that are not text (or are huge) are dropped.
 */
export async function fetchAllowedOrigins(context: ServiceContext): Promise<string[]> {
  const url = serviceUrl(context.baseUrl, '/projects/v1/origins', context.identity);
  try {
    return await fetchParsed(url, { timeoutMs: context.timeoutMs }, () => Promise.resolve(parseAllowedOrigins));
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 403) throw error;
    return [];
  }
}
