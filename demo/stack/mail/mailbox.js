// The mailbox page: lists the mails of the local stack, newest first, refreshed every few
// seconds. Mail bodies are untrusted: they are shown as text (textContent), and only http(s)
// URLs in them become links, built element by element, never through HTML parsing.
const REFRESH_MS = 3000;
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

const form = document.getElementById('filter');
const input = document.getElementById('to');
const status = document.getElementById('status');
const list = document.getElementById('mails');

input.value = new URLSearchParams(location.search).get('to') ?? '';
let shown = '';

function safeLink(text) {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return Object.assign(document.createElement('a'), { href: url.href, textContent: text, target: '_blank', rel: 'noopener noreferrer' });
  } catch {
    return null;
  }
}

/** The mail text as text nodes, with its http(s) URLs as links. */
function textWithLinks(text) {
  const pre = Object.assign(document.createElement('pre'), { className: 'text' });
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    pre.append(text.slice(at, match.index));
    pre.append(safeLink(match[0]) ?? match[0]);
    at = match.index + match[0].length;
  }
  pre.append(text.slice(at));
  return pre;
}

function mailItem(mail) {
  const item = Object.assign(document.createElement('li'), { className: 'mail' });
  const when = new Date(mail.receivedAt);
  item.append(
    Object.assign(document.createElement('h2'), { textContent: String(mail.subject || '(no subject)') }),
    Object.assign(document.createElement('p'), { className: 'meta', textContent: `To ${mail.to} · ${Number.isNaN(when.getTime()) ? '' : when.toLocaleString()}` }),
    textWithLinks(String(mail.text ?? '')),
  );
  return item;
}

async function refresh() {
  const to = input.value.trim();
  try {
    const res = await fetch(`/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const mails = await res.json();
    if (!Array.isArray(mails)) throw new Error('unexpected answer');
    const key = JSON.stringify(mails);
    // Redraw only on change, so a link being clicked or text being selected is not replaced.
    if (key !== shown) {
      shown = key;
      list.replaceChildren(...mails.map(mailItem));
    }
    status.textContent = mails.length ? `${mails.length} mail${mails.length === 1 ? '' : 's'}${to ? ` to ${to}` : ''}.` : `No mail${to ? ` to ${to}` : ''} yet.`;
  } catch (error) {
    status.textContent = `Could not read the mailbox (${error.message}).`;
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const url = new URL(location.href);
  if (input.value.trim()) url.searchParams.set('to', input.value.trim());
  else url.searchParams.delete('to');
  history.replaceState(null, '', url);
  refresh();
});
refresh();
setInterval(refresh, REFRESH_MS);
