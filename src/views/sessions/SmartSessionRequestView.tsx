import { useStore } from '../../hooks/useStore';
import { sessionsTexts } from '../../i18n/sessionsTexts';
import { $sessionRequest } from '../../stores/smartSessions';
import { formatAddress } from '../../utils/formatAddress';
import { formatSessionDate } from './describePermission';
import { SessionPermissions } from './SessionPermissions';

/**
 * SmartSessionRequest: what the host asks its session key may do, in plain words, while the
 * wallet (a browser or WalletConnect wallet) is asked to grant it: the app, the account and its
 * network, each permission, the end, and where to approve.
 */
export function SmartSessionRequestView() {
  const shown = useStore($sessionRequest);
  if (!shown) return null;
  const { app, account, network, wallet, request, words } = shown;
  return (
    <div className="wm-stack" data-session-request="">
      <p>{sessionsTexts.sessionAsks({ app, account: formatAddress(account), network })}</p>
      <div className="wm-session">
        <SessionPermissions permissions={request.permissions} words={words} />
        <p className="wm-muted">{sessionsTexts.sessionUntil({ date: formatSessionDate(request.expiry) })}</p>
      </div>
      <p className="wm-muted" role="status">
        <span className="wm-spinner" aria-hidden="true" /> {sessionsTexts.approveSessionIn({ wallet })}
      </p>
    </div>
  );
}
