import { safeLinkUrl } from '../../utils/safeUrl';

/** Hosts of the visitor's own machine, where a local exchange may serve plain http to a local page. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The exchange's page as it may be opened: a web page over https (plain http only when both it
 * and the host page run on the visitor's own machine, as in local development). Undefined for
 * anything else (javascript:, data:, another scheme, credentials in the URL): it is not opened.
 * The exchanges list names no site per exchange, so the origin cannot be held to one.
 */
export function checkExchangePage(url: string, hostPage: string = location.hostname): URL | undefined {
  const page = safeLinkUrl(url);
  if (!page) return undefined;
  if (page.protocol === 'https:') return page;
  return page.protocol === 'http:' && LOOPBACK.test(page.hostname) && LOOPBACK.test(hostPage) ? page : undefined;
}
