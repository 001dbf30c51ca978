import { useState } from 'react';
import { selectConnector } from '../../actions/selectConnector';
import { messages } from '../../i18n/messages';
import type { Connector } from '../../stores/connectors';
import { WalletIcon } from '../WalletIcon';
import { INSTALLED_ON_CONNECT, MORE_INSTALLED_STEP } from './installedOnConnect';
import { RowIcon } from './RowIcon';

/**
 * Connect's list of the wallets installed on this page, recent ones first: the first four, then
 * one row "N more installed" that shows the next ones, twenty at a time, and moves the focus to
 * the first of them. A page that registers hundreds of wallets (Wallet Standard or EIP-6963)
 * renders a handful of rows, with email and socials still in view. Above email and socials,
 * Connect shows fewer before that row (`first`).
 */
export function InstalledWallets({ connectors, first = INSTALLED_ON_CONNECT }: { connectors: readonly Connector[]; first?: number }) {
  // How many "N more installed" showed.
  const [added, setAdded] = useState(0);
  const shownCount = first + added;
  // The first of those the last press showed: it takes the focus as it appears.
  const [firstShown, setFirstShown] = useState<number | undefined>(undefined);
  const shown = connectors.slice(0, shownCount);
  const more = connectors.length - shown.length;
  return (
    <>
      <ul className="wm-list" aria-label={messages.walletsOnThisPage}>
        {shown.map((connector, index) => (
          <li key={connector.id}>
            <button type="button" className="wm-list-button" autoFocus={index === firstShown} onClick={() => selectConnector(connector.id)}>
              <WalletIcon src={connector.imageUrl} />
              <span>{connector.name}</span>
              <span className="wm-end">{connector.recent ? messages.recent : messages.installed}</span>
            </button>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button
          type="button"
          className="wm-list-button"
          onClick={() => {
            setFirstShown(shown.length);
            setAdded(shown.length + MORE_INSTALLED_STEP - first);
          }}
        >
          <RowIcon name="wallet" />
          <span>{messages.moreInstalled(more)}</span>
        </button>
      ) : null}
    </>
  );
}
