// Panel (b): what the local services were asked, read from their GET /__log every second.
import { el, formatTime } from './dom.mjs';

const MAX_ROWS = 100;

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
      const entries = [...byKey.values()].sort((a, b) => b.time.localeCompare(a.time) || b.seq - a.seq).slice(0, MAX_ROWS);
      const key = entries.map((e) => `${e.service}:${e.seq}`).join(',');
      if (key === lastKey) return;
      lastKey = key;
      body.replaceChildren(
        ...entries.map((e) =>
          el(
            'tr',
            { className: e.status >= 400 ? 'calls__row--error' : undefined },
            el('td', {}, el('time', { datetime: e.time }, formatTime(e.time))),
            el('td', {}, e.service),
            el('td', {}, e.method),
            el('td', { className: 'calls__path' }, `${e.path}${e.query ?? ''}`),
            el('td', {}, String(e.status)),
            el('td', { className: 'num' }, String(e.ms)),
          ),
        ),
      );
      if (!entries.length) body.append(el('tr', {}, el('td', { colspan: 6 }, 'No calls yet.')));
    } finally {
      busy = false;
    }
  }

  poll();
  timer = setInterval(poll, intervalMs);
  return () => clearInterval(timer);
}
