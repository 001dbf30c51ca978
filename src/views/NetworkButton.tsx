import { NetworkIcon } from '../components/NetworkIcon';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $activeNetwork } from '../stores/network';
import { pushView } from '../stores/router';

/** The active network as a button that opens the Networks view: a list row, or a chip (Account's header). */
export function NetworkButton({ chip = false }: { chip?: boolean }) {
  const network = useStore($activeNetwork);
  return chip ? (
    <button type="button" className="wm-network-chip" onClick={() => pushView('Networks')}>
      <NetworkIcon network={network} size={24} />
      <span className="wm-visually-hidden">{messages.network} </span>
      <span className="wm-truncate">{network.name}</span>
    </button>
  ) : (
    <button type="button" className="wm-list-button" onClick={() => pushView('Networks')}>
      <NetworkIcon network={network} />
      <span>{messages.network}</span>
      <span className="wm-end">{network.name}</span>
    </button>
  );
}
