import { Icon } from '../components/Icon';
import { useStore } from '../hooks/useStore';
import { walletsTexts } from '../i18n/walletsTexts';
import type { WalletListEntry } from '../services/walletList/WalletListEntry';
import { $route } from '../stores/router';
import { walletCatalogCss } from '../styles/walletCatalogCss';
import { downloadLinksFor, type DownloadLinkKind } from '../utils/downloadLinks';
import { mobilePlatform } from '../utils/mobilePlatform';
import { StatusMessage } from './walletList/StatusMessage';
import { WalletImage } from './walletList/WalletImage';

/** A download link's label, in the language of the render. */
const linkLabel = (kind: DownloadLinkKind): string =>
  ({ app_store: walletsTexts.appStore, play_store: walletsTexts.playStore, chrome_store: walletsTexts.chromeStore, homepage: walletsTexts.homepage })[kind];

/** The wallet the route carries (route data may come from a host's `open()`: checked, not trusted). */
function walletOf(data: unknown): WalletListEntry | undefined {
  const wallet = (data as { wallet?: unknown } | undefined)?.wallet as WalletListEntry | undefined;
  return wallet && typeof wallet.name === 'string' && typeof wallet.id === 'string' ? wallet : undefined;
}

/**
 * Downloads: the https: links to install a wallet, each opening in a new tab. On a phone or
 * tablet only the store of its system (App Store or Google Play, else the wallet's website);
 * on a desktop every link the wallet lists.
 */
export function DownloadsView() {
  const route = useStore($route);
  const wallet = walletOf(route.data);
  if (!wallet) return <StatusMessage title={walletsTexts.noWalletFound} />;
  const links = downloadLinksFor(wallet, mobilePlatform());
  return (
    <div className="wm-connecting">
      <WalletImage imageId={typeof wallet.image_id === 'string' ? wallet.image_id : undefined} size={64} />
      <div className="wm-connecting-text">
        <h3>{walletsTexts.getWallet({ name: wallet.name })}</h3>
        <p className="wm-muted">{walletsTexts.notInstalledBody}</p>
      </div>
      {links.length > 0 ? (
        <ul className="wm-list wm-download-links">
          {links.map((link) => (
            <li key={link.kind}>
              <a className="wm-list-button" href={link.href} target="_blank" rel="noopener noreferrer" data-kind={link.kind}>
                <span>{linkLabel(link.kind)}</span>
                <span className="wm-visually-hidden">{walletsTexts.opensInNewTab}</span>
                <span className="wm-end">
                  <Icon name="chevron" size={16} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="wm-muted">{walletsTexts.noDownloadLinks}</p>
      )}
    </div>
  );
}

/** The CSS this view wears, for the modal's shadow root (the view manifest hands it over). */
export const sheets = [walletCatalogCss];
