import { copyText } from '../../actions/copyText';
import { Icon } from '../../components/Icon';
import { NetworkIcon } from '../../components/NetworkIcon';
import { useStore } from '../../hooks/useStore';
import { accountTexts } from '../../i18n/accountTexts';
import { receiveTexts } from '../../i18n/receiveTexts';
import { $account } from '../../stores/account';
import { $compatibleNetworks } from '../../stores/compatibleNetworks';
import { $activeNetwork } from '../../stores/network';
import { pushView } from '../../stores/router';
import { formatAddress } from '../../utils/formatAddress';
import { formatList } from '../../utils/formatList';
import { QrCode } from '../walletConnect/QrCode';

/**
 * WalletReceive: the connected address as a QR code (the network's icon in its centre; the
 * code's error correction leaves room for it) and as text with Copy, and the networks on
 * which it can receive.
 */
export function WalletReceiveView() {
  const account = useStore($account);
  const network = useStore($activeNetwork);
  const networks = useStore($compatibleNetworks);
  const address = account.address ?? '';
  if (!address) return null;
  return (
    <div className="wm-pairing">
      <div className="wm-qr-frame wm-receive-qr">
        <QrCode value={address} label={receiveTexts.receiveQrLabel({ network: network.name })} ecc="H" />
        <span className="wm-receive-icon">
          <NetworkIcon network={network} size={48} />
        </span>
      </div>
      {/* Shortened in the middle (its start and end are what people compare), whole for assistive technology; Copy and the QR code carry it whole. */}
      <p className="wm-address wm-receive-address">
        <span aria-hidden="true">{formatAddress(address)}</span>
        <span className="wm-visually-hidden">{address}</span>
      </p>
      <button type="button" className="wm-button" data-variant="secondary" onClick={() => void copyText(address, 'address')}>
        <Icon name="copy" size={18} />
        {accountTexts.copyAddress}
      </button>
      <button type="button" className="wm-list-button" onClick={() => pushView('WalletCompatibleNetworks')}>
        <span>{receiveTexts.receiveOn({ networks: formatList(networks.map((candidate) => candidate.name)) })}</span>
        <span className="wm-end">{receiveTexts.compatibleNetworks}</span>
      </button>
    </div>
  );
}
