// Tiny DOM helpers for the demo panels. Text always goes in as text, never as markup.

/** el('button', { type: 'button', onclick }, 'Approve') */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'className') node.className = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  node.append(...children.flat().filter((child) => child !== undefined && child !== null));
  return node;
}

const pad = (n, width = 2) => String(n).padStart(width, '0');

/** 14:03:07.123 in local time. */
export function formatTime(value) {
  const d = new Date(value);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

/** Pretty JSON that survives BigInt and cycles. */
export function toJson(value) {
  const seen = new WeakSet();
  return JSON.stringify(
    value,
    (_key, v) => {
      if (typeof v === 'bigint') return `${v}n`;
      if (v && typeof v === 'object') {
        if (seen.has(v)) return '[circular]';
        seen.add(v);
      }
      return v;
    },
    2,
  ) ?? String(value);
}

/** "Chain 8453 (Base)" */
export const CHAIN_NAMES = { 1: 'Ethereum', 8453: 'Base', 42161: 'Arbitrum One' };
export const chainLabel = (id) => (CHAIN_NAMES[id] ? `${id} (${CHAIN_NAMES[id]})` : String(id));
