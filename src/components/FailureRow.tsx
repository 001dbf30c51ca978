import { RetryButton } from './RetryButton';

export interface FailureRowProps {
  /** What failed, in the visitor's words (the spec's error catalogue). */
  message: string;
  onRetry(): void;
  /** 'error' where the failure stops the view's main task; 'muted' beside content that stays. */
  tone?: 'error' | 'muted';
}

/** A failure in a line of its own, announced, with Try again beside it. */
export function FailureRow({ message, onRetry, tone = 'muted' }: FailureRowProps) {
  return (
    <div className="wm-failure-row" role="alert">
      <p className={tone === 'error' ? 'wm-field-error' : 'wm-muted'}>{message}</p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
