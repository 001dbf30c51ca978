import { memo } from 'react';
import { selectConnector } from '../../actions/selectConnector';
import type { Connector } from '../../stores/connectors';
import { WalletIcon } from '../WalletIcon';

/**
 * A wallet installed on this page, as a tile of AllWallets' search: picking it connects it as
 * its row on Connect does. Its name and icon come from the wallet's announcement: the name
 * renders as text, the icon only as an image.
 */
export const InstalledWalletTile = memo(function InstalledWalletTile({ connector }: { connector: Connector }) {
  return (
    <li className="wm-tile-item">
      <button type="button" className="wm-tile" data-connector-id={connector.id} onClick={() => selectConnector(connector.id)}>
        <WalletIcon src={connector.imageUrl} size={48} />
        <span className="wm-tile-name">{connector.name}</span>
      </button>
    </li>
  );
});
