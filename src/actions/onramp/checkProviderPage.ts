import { OnrampPageRefusedError } from '../../errors/onrampErrors';
import type { OnrampProvider } from '../../services/onramp/onrampCalls';
import { safeLinkUrl } from '../../utils/safeUrl';

/** Hosts of the visitor's own machine, where a local provider may serve plain http to a local page. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The provider's page for an order as it may be opened: a web page on the chosen provider's own
 * origin (its `url` in the providers list), over https (plain http only when both the page and
 * the host page run on the visitor's own machine, as in local development: a deployed page never
 * sends its visitors to an http provider, even one a compromised list says is local).
 * Anything else throws OnrampPageRefusedError: the page would get the visitor's address and the
 * host's origin, and the visitor would think it is the provider's.
 */
export function checkProviderPage(url: string, provider: OnrampProvider, hostPage: string = location.hostname): URL {
  const refuse = (reason: string) => new OnrampPageRefusedError({ providerName: provider.name, reason });
  const page = safeLinkUrl(url);
  if (!page || (page.protocol !== 'https:' && page.protocol !== 'http:')) throw refuse('not a web page');
  const site = safeLinkUrl(provider.url);
  if (!site || page.origin !== site.origin) throw refuse(`${page.origin} is not ${provider.name}'s origin`);
  if (page.protocol !== 'https:' && !(LOOPBACK.test(page.hostname) && LOOPBACK.test(hostPage))) throw refuse('not https');
  return page;
}
