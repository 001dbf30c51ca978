import type { ReactNode } from 'react';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { walletsTexts } from '../../i18n/walletsTexts';
import { $pairing } from '../../stores/walletConnectPairing';

/**
 * What the pairing is at, read out as it changes: after a failure why (the relay out of
 * reach, the wallet's refusal, or the reason it gave), while it waits what the visitor does
 * next (`children`).
 */
export function PairingStatus({ children }: { children: ReactNode }) {
  const pairing = useStore($pairing);
  const failed = pairing.status === 'failed';
  return (
    <div role="status" aria-live="polite" className="wm-connecting-text">
      {failed && pairing.relayUnreachable ? (
        <>
          <h3 className="wm-error-title">{walletsTexts.relayUnreachable}</h3>
          <p className="wm-muted">{walletsTexts.relayUnreachableBody}</p>
        </>
      ) : failed ? (
        <>
          <h3 className="wm-error-title">{pairing.declined ? messages.connectionDeclined : messages.connectionFailed}</h3>
          <p className="wm-muted">{pairing.error?.()}</p>
        </>
      ) : (
        children
      )}
    </div>
  );
}
