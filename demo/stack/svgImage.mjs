// Generated placeholder images for names' avatars and the spam fixture: initials on a colour
// derived from the id. (Wallet, network and token images are drawn marks: markSvg.mjs.)
import { createHash } from 'node:crypto';

function initialsOf(label) {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  const word = words[0] ?? '?';
  if (word.length <= 4 && word === word.toUpperCase()) return word; // symbols and codes: ETH, USD
  const capitals = word.match(/[A-Z]/g);
  if (capitals && capitals.length >= 2) return capitals.slice(0, 2).join(''); // MetaMask -> MM
  return word[0].toUpperCase() + (word[1] ?? '').toLowerCase();
}

function hslToHex(h, s, l) {
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function initialsSvg(label, id) {
  const hash = createHash('sha256').update(String(id)).digest();
  const background = hslToHex(hash.readUInt16BE(0) % 360, 0.55 + (hash[2] % 20) / 100, 0.4 + (hash[3] % 12) / 100);
  const text = escapeXml(initialsOf(label));
  const size = text.length > 3 ? 26 : text.length > 2 ? 32 : 40;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="96" height="96" rx="24" fill="${background}"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="${size}" font-weight="600">${text}</text>` +
    '</svg>'
  );
}
