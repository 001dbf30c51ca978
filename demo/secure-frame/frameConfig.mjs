// What the secure site tells its frame page about its own services (framePages.mjs puts it in
// <meta name="frame-config"> as JSON): the data service whose /v1/bundler route carries the
// users' smart accounts, and the chains where a bundler runs. Without it, there are no smart
// accounts. Checked here: the page is the frame's own, but a bad value must not turn into a
// request anywhere.
import { parseChainId, parseRpcUrl } from './chainState.mjs';

export function readFrameConfig() {
  let raw = {};
  try {
    raw = JSON.parse(document.querySelector('meta[name="frame-config"]')?.content ?? '{}') ?? {};
  } catch {
    raw = {};
  }
  const apiUrl = parseRpcUrl(raw.apiUrl);
  const chainIds = Array.isArray(raw.bundlerChainIds) ? raw.bundlerChainIds.map(parseChainId).filter(Boolean) : [];
  return apiUrl ? { apiUrl: apiUrl.replace(/\/$/, ''), bundlerChainIds: chainIds } : { apiUrl: null, bundlerChainIds: [] };
}
