import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';

/** A centred note in a list's place: nothing found, or a failure with a way to try again. */
export function StatusMessage({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="wm-empty">
      <Icon name="wallet" size={40} />
      <h3>{title}</h3>
      {body ? <p className="wm-muted">{body}</p> : null}
      {action}
    </div>
  );
}
