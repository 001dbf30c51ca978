import { useStore } from '../hooks/useStore';
import { $toast } from '../stores/toast';
import { Icon } from './Icon';
import { messages } from '../i18n/messages';

/**
 * The toast. Its live region stays in the DOM so screen readers announce each new message;
 * errors are announced assertively.
 */
export function Toast() {
  const toast = useStore($toast);
  return (
    <div role={toast.variant === 'error' ? 'alert' : 'status'} aria-live={toast.variant === 'error' ? 'assertive' : 'polite'}>
      {toast.open && toast.message ? (
        <div className="wm-toast" data-variant={toast.variant}>
          <span className="wm-toast-icon">
            {toast.variant === 'loading' ? (
              <span className="wm-spinner wm-toast-spinner" aria-hidden="true" />
            ) : (
              <Icon name={toast.variant === 'error' ? 'error' : 'check'} size={16} />
            )}
          </span>
          <span>{toast.message}</span>
          {toast.link ? (
            <a className="wm-toast-link" href={toast.link} target="_blank" rel="noopener noreferrer">
              {messages.viewOnExplorer}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
