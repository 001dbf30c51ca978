import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { loadWireTypes } from './loadWireTypes';
import type { NameSuggestion } from './wireTypes';

export type { NameSuggestion } from './wireTypes';

/** GET /v1/profile/suggestions/{name}?zone=reown.id: names like the one typed, each registered or free. */
export async function fetchNameSuggestions(context: ServiceContext, name: string): Promise<NameSuggestion[]> {
  const url = serviceUrl(context.baseUrl, `/v1/profile/suggestions/${encodeURIComponent(name)}`, context.identity, { zone: 'reown.id' });
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseNameSuggestions));
}
