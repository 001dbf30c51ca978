import { Component, type ReactNode } from 'react';
import { messages } from '../i18n/messages';
import { track } from '../stores/events';

interface ViewErrorBoundaryProps {
  /** Named in the tracked error. Give the boundary a `key` per route so a new view starts clean. */
  view: string;
  /** What the visitor can do after a failure: back one view, or close. */
  onBack(): void;
  children: ReactNode;
}

/**
 * Catches what a view throws while rendering, so that unexpected data never takes the whole
 * modal down: the visitor sees 'Something went wrong' with a way back, the header and close
 * stay, and the failure is reported as a tracked event.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    track('VIEW_ERROR', { view: this.props.view, message: error instanceof Error ? error.message.slice(0, 200) : 'unknown' });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="wm-empty" role="alert" data-view-error="">
        <h3 className="wm-error-title">{messages.somethingWentWrong}</h3>
        <p className="wm-muted">{messages.somethingWentWrongBody}</p>
        <button type="button" className="wm-button" onClick={this.props.onBack}>
          {messages.back}
        </button>
      </div>
    );
  }
}
