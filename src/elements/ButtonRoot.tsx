import { openModal } from '../actions/openModal';
import { Avatar } from '../components/Avatar';
import { ThemeRoot } from '../components/ThemeRoot';
import { $locale } from '../stores/locale';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $account } from '../stores/account';
import { $isActiveNetworkSupported } from '../stores/network';
import { formatAddress } from '../utils/formatAddress';
import { formatAmount } from '../utils/formatAmount';
import { ensureModalHost } from './ensureModalHost';

function openOn(view?: 'UnsupportedChain'): void {
  ensureModalHost();
  openModal(view ? { view } : {}).catch((error: unknown) => console.error('[wallet-modal] could not open the modal', error));
}

const open = () => openOn();
const openSwitch = () => openOn('UnsupportedChain');

/**
 * What `<wallet-button>` renders: "Connect Wallet" when disconnected, the account's name or
 * short address (and balance, unless `balance="hide"`) when connected; on a network the page
 * did not ask for, "Wrong network", which leads to the switch. Opens the modal.
 */
export function ButtonRoot({ balance }: { balance?: string }) {
  const account = useStore($account);
  // A new language renders the tree again.
  useStore($locale);
  const busy = account.status === 'connecting' || account.status === 'reconnecting';
  const connected = account.status === 'connected' && !!account.address;
  const supported = useStore($isActiveNetworkSupported);
  return (
    <ThemeRoot>
      {connected && account.address && !supported ? (
        <button type="button" className="wm-connect-button" data-state="wrong-network" aria-haspopup="dialog" onClick={openSwitch}>
          <span aria-hidden="true">⚠</span>
          <span className="wm-name">{messages.wrongNetwork}</span>
        </button>
      ) : connected && account.address ? (
        <button type="button" className="wm-connect-button" data-state="connected" aria-haspopup="dialog" onClick={open}>
          <Avatar address={account.address} image={account.profileImage} size={30} />
          <span className="wm-name">{account.profileName ?? formatAddress(account.address)}</span>
          {balance === 'hide' ? null : account.balanceUnavailable ? (
            // No figure: a balance that could not be read is not a zero.
            <span className="wm-balance" data-unavailable="true">
              <span aria-hidden="true">⚠ </span>
              {messages.balanceUnavailable}
            </span>
          ) : account.balance === undefined ? null : (
            <span className="wm-balance">{formatAmount(account.balance)} {account.balanceSymbol}</span>
          )}
        </button>
      ) : (
        <button type="button" className="wm-connect-button" data-state={busy ? 'busy' : 'disconnected'} aria-haspopup="dialog" aria-busy={busy} onClick={open}>
          {busy ? <span className="wm-spinner" aria-hidden="true" /> : null}
          <span>{busy ? (account.status === 'reconnecting' ? messages.reconnecting : messages.connecting) : messages.connectWallet}</span>
        </button>
      )}
    </ThemeRoot>
  );
}
