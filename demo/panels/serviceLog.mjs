// Panel (b): what the local services were asked, read from their GET /__log every second.
// Polling (the email flows wait on the secure site, the sign-in session is re-read, …) would
// flood it: a run of identical requests in a row (same service, method, path, query and status)
// is one row, with its count and the time of the newest; anything between two of them breaks the run.
import { el, formatTime } from './dom.mjs';

const MAX_ROWS = 100;

const sameRequest = (a, b) => a.service === b.service && a.method === b.method && a.path === b.path && (a.query ?? '') === (b.query ?? '') && a.status === b.status;

/** Newest-first entries folded into rows: `{ ...newest, count, firstTime, msMax }`. */
export function foldRepeats(entries) {
  const rows = [];
  for (const entry of entries) {
    const last = rows.at(-1);
    if (last && sameRequest(last, entry)) {
      last.count += 1;
      last.firstTime = entry.time;
      last.msMax = Math.max(last.msMax, entry.ms);
    } else rows.push({ ...entry, count: 1, firstTime: entry.time, msMax: entry.ms });
  }
  return rows;
}

async function readLog(baseUrl) {
  const response = await fetch(new URL('/__log', baseUrl), { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export function startServiceLog({ urls, body, status, intervalMs = 1000 }) {
  let lastKey = null;
  let timer = null;
  let busy = false;

  async function poll() {
    if (busy || document.hidden) return;
    busy = true;
    try {
      const results = await Promise.allSettled(urls.map(readLog));
      const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [`${urls[i]} (${r.reason.message})`] : []));
      status.textContent = failed.length ? `Could not read the log of ${failed.join(', ')}.` : '';
      // Both services may share one log: keep each entry once.
      const byKey = new Map();
      for (const r of results) if (r.status === 'fulfilled') for (const e of r.value) byKey.set(`${e.service}:${e.seq}`, e);
      const entries = [...byKey.values()].sort((a, b) => b.time.localeCompare(a.time) || b.seq - a.seq);
      const key = entries.length ? `${entries.length}:${entries[0].service}:${entries[0].seq}` : '';
      if (key === lastKey) return;
      lastKey = key;
      const rows = foldRepeats(entries).slice(0, MAX_ROWS);
      body.replaceChildren(
        ...rows.map((e) =>
          el(
            'tr',
            { className: e.status >= 400 ? 'calls__row--error' : undefined },
            el('td', {}, el('time', { datetime: e.time }, formatTime(e.time))),
            el('td', {}, e.service),
            el('td', {}, e.method),
            el(
              'td',
              { className: 'calls__path' },
              `${e.path}${e.query ?? ''}`,
              e.count > 1 ? el('span', { className: 'calls__count', title: `${e.count} identical requests in a row since ${formatTime(e.firstTime)}` }, ` ×${e.count}`) : undefined,
            ),
            el('td', {}, String(e.status)),
            el('td', { className: 'num' }, String(e.count > 1 ? e.msMax : e.ms)),
          ),
        ),
      );
      if (!rows.length) body.append(el('tr', {}, el('td', { colspan: 6 }, 'No calls yet.')));
    } finally {
      busy = false;
    }
  }

  poll();
  timer = setInterval(poll, intervalMs);
  return () => clearInterval(timer);
}
