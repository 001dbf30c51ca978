import { messages } from '../i18n/messages';

/** Try again, after something failed to load: runs the load once more. */
export function RetryButton({ onRetry }: { onRetry(): void }) {
  return (
    <button type="button" className="wm-button" data-variant="secondary" onClick={onRetry}>
      {messages.tryAgain}
    </button>
  );
}
