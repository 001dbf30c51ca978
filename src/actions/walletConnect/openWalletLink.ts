import { setDeepLinkChoice } from '../../services/storage/preferences';
import { formatWalletConnectLink, walletLink } from '../../utils/formatWalletConnectLink';
import { isWebUrl, safeLinkUrl } from '../../utils/safeUrl';

/**
 * Opens the wallet app (or its web app) with the pairing URI, remembering the wallet's own
 * link and name (spec §3 deep link choice) so a later signing request can send the visitor
 * back there; never the pairing URI, whose key must not rest in storage. A web link opens
 * in a new window without access to this page; only a wallet app's own scheme replaces
 * this page. A link that is not safe (see `safeLinkUrl`) opens nothing: returns false.
 */
export function openWalletLink(link: string, uri: string, name: string): boolean {
  const own = walletLink(link);
  const target = safeLinkUrl(formatWalletConnectLink(own, uri));
  if (!own || !target) return false;
  setDeepLinkChoice({ href: own, name });
  if (isWebUrl(target)) window.open(target.href, '_blank', 'noopener,noreferrer');
  else window.open(target.href, '_self');
  return true;
}
