import { NetworkIcon } from '../components/NetworkIcon';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $activeNetwork } from '../stores/network';
import { pushView } from '../stores/router';

/** The active network as a button that opens the Networks view. */
export function NetworkButton() {
  const network = useStore($activeNetwork);
  return (
    <button type="button" className="wm-list-button" onClick={() => pushView('Networks')}>
      <NetworkIcon network={network} />
      <span>{messages.network}</span>
      <span className="wm-end">{network.name}</span>
    </button>
  );
}
