import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $alert, dismissAlert } from '../stores/alert';
import { Icon } from './Icon';

/** A setup problem of the page (spec §8 alerts), shown at the top of the modal until dismissed. */
export function AlertBar() {
  const alert = useStore($alert);
  if (!alert) return null;
  return (
    <div className="wm-alert" role="alert">
      <Icon name="error" size={18} />
      <div className="wm-alert-text">
        <strong>{messages.alerts[alert.message] ?? alert.message}</strong>
        <span>{messages.alertDescriptions[alert.message]}</span>
      </div>
      <button type="button" className="wm-icon-button" aria-label={messages.dismiss} onClick={dismissAlert} data-skip-initial-focus="true">
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
