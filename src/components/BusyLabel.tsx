import type { ReactNode } from 'react';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $account } from '../stores/account';

/**
 * A primary button's label: its action, with a spinner while it is busy; while the wallet has
 * the request, "Waiting for {wallet}…", so the button itself says why it cannot be pressed.
 */
export function BusyLabel({ busy, inWallet, children }: { busy: boolean; inWallet: boolean; children: ReactNode }) {
  const wallet = useStore($account).connector?.name ?? messages.yourWallet;
  if (!busy) return <>{children}</>;
  return (
    <>
      <span className="wm-spinner" aria-hidden="true" />
      {inWallet ? messages.waitingForWallet({ wallet }) : children}
    </>
  );
}
