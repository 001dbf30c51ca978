import { useEffect, useRef } from 'react';
import { loadActivity } from '../actions/activity/loadActivity';
import { Icon } from '../components/Icon';
import { SkeletonRows } from '../components/SkeletonRows';
import { useStore } from '../hooks/useStore';
import { activityTexts } from '../i18n/activityTexts';
import { $activity } from '../stores/activity';
import { accountCss } from '../styles/accountCss';
import { dateFormat } from '../utils/intlLocale';
import { groupByDate } from '../utils/groupByDate';
import { FailureRow } from '../components/FailureRow';
import { RetryButton } from '../components/RetryButton';
import { ActivityRow } from './ActivityRow';

// Months and times as the visitor's language writes them (en-US in English).
const formatMonth = (date: Date) => dateFormat({ month: 'long', year: 'numeric' }).format(date);
const formatTime = (date: Date) => dateFormat({ hour: 'numeric', minute: '2-digit' }).format(date);

function groupLabel(key: string): string {
  if (key === 'today') return activityTexts.today;
  if (key === 'yesterday') return activityTexts.yesterday;
  const [year, month] = key.split('-').map(Number);
  return formatMonth(new Date(year ?? 1970, (month ?? 1) - 1, 1));
}

/** The time of day a transaction was mined; nothing for a date that does not parse. */
function ActivityTime({ minedAt }: { minedAt: string }) {
  const date = new Date(minedAt);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      {formatTime(date)}
    </time>
  );
}

/** Loads the list again from its first page, after a failure. */
const reloadActivity = () => void loadActivity();

/** Activity: the account's transactions on this network, by date, loading more as it scrolls. */
export function ActivityView() {
  const activity = useStore($activity);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!activity.key && !activity.loading) void loadActivity();
  }, [activity.key, activity.loading]);

  // One observer per list: it asks for the next page when the end of the list scrolls into
  // view, never again while it stays there, so a page that adds nothing visible cannot start
  // a run of requests. The Load more button takes over in that case.
  const hasList = activity.items.length > 0;
  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadActivity({ more: true });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [activity.key, hasList]);

  if (activity.empty && activity.items.length === 0) {
    return (
      <div className="wm-empty" role="status">
        <Icon name="network" size={40} />
        <h3>{activity.error?.() ?? activityTexts.noActivity}</h3>
        {activity.error ? <RetryButton onRetry={reloadActivity} /> : <p className="wm-muted">{activityTexts.noActivityBody}</p>}
      </div>
    );
  }
  // Placeholder rows from the first moment until the first page is here.
  if (activity.items.length === 0 && (activity.loading || !activity.key)) return <SkeletonRows shape="item" status={activityTexts.loadingActivity} />;
  return (
    <div className="wm-stack" aria-busy={activity.loading}>
      {groupByDate(activity.items, (item) => item.minedAt).map((group) => (
        <section key={group.key} className="wm-activity-group" aria-label={groupLabel(group.key)}>
          <h3 className="wm-group-title">{groupLabel(group.key)}</h3>
          <ul className="wm-list">
            {group.items.map((item) => (
              <li key={item.id}>
                <ActivityRow item={item} time={<ActivityTime minedAt={item.minedAt} />} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {activity.loading ? <SkeletonRows shape="item" status={activityTexts.loadingActivity} count={2} /> : null}
      {activity.error ? (
        // A later page failed: the list so far stays, and Try again loads it afresh.
        <FailureRow message={activity.error()} onRetry={reloadActivity} />
      ) : null}
      {activity.next && !activity.loading ? (
        <button type="button" className="wm-button" data-variant="secondary" onClick={() => void loadActivity({ more: true })}>
          {activityTexts.loadMore}
        </button>
      ) : null}
      <div ref={sentinel} className="wm-sentinel" />
    </div>
  );
}

/** The CSS the activity list wears (with Account's), adopted as the chunk loads: a host may open Activity first. */
export const sheets = [accountCss];
