import { messages } from '../i18n/messages';
import { Icon } from './Icon';

export interface HeaderProps {
  titleId: string;
  title: string;
  canGoBack: boolean;
  onBack(): void;
  onClose(): void;
}

/** Title of the view with back and close controls. */
export function Header({ titleId, title, canGoBack, onBack, onClose }: HeaderProps) {
  return (
    <div className="wm-header">
      {canGoBack ? (
        <button type="button" className="wm-icon-button" aria-label={messages.back} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h2 id={titleId} className="wm-title">
        {title}
      </h2>
      <button type="button" className="wm-icon-button" aria-label={messages.close} onClick={onClose} data-skip-initial-focus="true">
        <Icon name="close" />
      </button>
    </div>
  );
}
