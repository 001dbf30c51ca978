import { useEffect, useState } from 'react';
import { loadSessions } from '../../actions/sessions/loadSessions';
import { revokeSession } from '../../actions/sessions/revokeSession';
import { FailureRow } from '../../components/FailureRow';
import { RetryButton } from '../../components/RetryButton';
import { SkeletonRows } from '../../components/SkeletonRows';
import { useStore } from '../../hooks/useStore';
import { sessionsTexts } from '../../i18n/sessionsTexts';
import { $account } from '../../stores/account';
import { $sessionList, type SessionRow } from '../../stores/smartSessions';
import { formatSessionDate } from './describePermission';
import { SessionPermissions } from './SessionPermissions';

type Tab = 'active' | 'expired' | 'revoked';
const TABS: readonly Tab[] = ['active', 'expired', 'revoked'];
const TAB_LABELS = { active: () => sessionsTexts.sessionsActive, expired: () => sessionsTexts.sessionsExpired, revoked: () => sessionsTexts.sessionsRevoked };
const EMPTY = { active: () => sessionsTexts.noActiveSessions, expired: () => sessionsTexts.noExpiredSessions, revoked: () => sessionsTexts.noRevokedSessions };

/** Revoked once the service says so; else expired once its end has passed; else active. */
const tabOf = (row: SessionRow, now: number): Tab => (row.revokedAt !== null ? 'revoked' : row.expiry * 1000 < now ? 'expired' : 'active');

const reload = () => void loadSessions();

/**
 * SmartSessionList (Account → Sessions): the account's smart sessions from the data service, by
 * tab (active, expired, revoked), each in plain words; an active one can be revoked (the wallet
 * disables it on chain and signs, then the service is told).
 */
export function SmartSessionListView() {
  const list = useStore($sessionList);
  const { caipAddress } = useStore($account);
  const [tab, setTab] = useState<Tab>('active');
  // Loaded as it opens, and again for the account now in use when the wallet changes it: the rows
  // (and what Revoke asks) are always the account's in use.
  useEffect(reload, [caipAddress]);
  const now = Date.now();
  const rows = list.rows.filter((row) => tabOf(row, now) === tab);
  let body;
  if (list.status === 'failed' && !list.rows.length) {
    body = (
      <div className="wm-empty" role="alert">
        <p>{list.error ?? sessionsTexts.sessionsFailed}</p>
        <RetryButton onRetry={reload} />
      </div>
    );
  } else if (list.status === 'loading' && !list.rows.length) {
    body = <SkeletonRows shape="item" status={sessionsTexts.loadingSessions} />;
  } else if (!rows.length) {
    body = (
      <p className="wm-empty wm-muted" role="status">
        {EMPTY[tab]()}
      </p>
    );
  } else {
    body = (
      <ul className="wm-list wm-stack" data-sessions={tab}>
        {rows.map((row) => (
          <li key={row.pci} className="wm-session" data-pci={row.pci}>
            <SessionPermissions permissions={row.permissions} words={list.words} />
            <p className="wm-muted">
              {tab === 'revoked' && row.revokedAt !== null
                ? sessionsTexts.sessionRevokedOn({ date: formatSessionDate(row.revokedAt) })
                : tab === 'expired'
                  ? sessionsTexts.sessionExpiredOn({ date: formatSessionDate(row.expiry) })
                  : sessionsTexts.sessionUntil({ date: formatSessionDate(row.expiry) })}
            </p>
            {list.revokeError?.pci === row.pci ? (
              <p className="wm-field-error" role="alert">
                {list.revokeError.message}
              </p>
            ) : null}
            {tab === 'active' ? (
              <button type="button" className="wm-button" data-variant="danger" disabled={!!list.revoking} onClick={() => void revokeSession(row.pci)}>
                {list.revoking === row.pci ? sessionsTexts.revokingSession : sessionsTexts.revokeSession}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="wm-stack" aria-busy={list.status === 'loading'}>
      <div className="wm-tabs" role="tablist">
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" className="wm-tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {TAB_LABELS[name]()}
          </button>
        ))}
      </div>
      {body}
      {list.status === 'failed' && list.rows.length ? <FailureRow message={list.error ?? sessionsTexts.sessionsFailed} onRetry={reload} /> : null}
    </div>
  );
}
