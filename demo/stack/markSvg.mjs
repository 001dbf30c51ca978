// The local wallet-list service's images, drawn for this project: simple marks in the networks'
// and tokens' colours (a diamond for ETH, a coin with $ for USDC…), and for the twin catalogue's
// made-up wallets an app icon (a glyph on a gradient). No letters that could pass for a logo.
import { createHash } from 'node:crypto';

const DISC = 'M12 0a12 12 0 1 0 0 24a12 12 0 1 0 0-24z';
const fill = (paint, d) => `<path fill="${paint}" fill-rule="evenodd" d="${d}"/>`;
const line = (paint, d, width) =>
  `<path fill="none" stroke="${paint}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;

const DIAMOND = 'M12 3.5l5.2 8.6-5.2 3.1-5.2-3.1zM12 16.3l5.2-3.1L12 20.5l-5.2-7.3z';
const DOLLAR = 'M15.2 8.6c-.5-1-1.7-1.6-3.2-1.6-1.9 0-3.2 1-3.2 2.4 0 3.3 6.6 1.7 6.6 5 0 1.5-1.4 2.6-3.4 2.6-1.6 0-2.9-.7-3.4-1.8M12 5.5v13';
const BITCOIN = 'M9 6.8h4a2.4 2.4 0 0 1 0 4.8H9m0 0h4.6a2.6 2.6 0 0 1 0 5.2H9V6.8m1.6-1.8v1.8m2.4-1.8v1.8m-2.4 10v1.8m2.4-1.8v1.8';

const ethereum = (bg) => fill(bg, DISC) + fill('#fff', DIAMOND);
const bitcoin = (bg) => fill(bg, DISC) + line('#fff', BITCOIN, 1.7);
const dollarCoin = (bg) => fill(bg, DISC) + line('#fff', 'M12 4.6a7.4 7.4 0 1 0 0 14.8a7.4 7.4 0 1 0 0-14.8z', 1.2) + line('#fff', DOLLAR, 1.7);
const solana =
  fill('#000', DISC) + fill('#14F195', 'M8 6.7h11l-2.2 2.4h-11z') + fill('#80A8F0', 'M5.8 10.8h11l2.2 2.4h-11z') + fill('#9945FF', 'M8 14.9h11l-2.2 2.4h-11z');
const base = (bg) => fill(bg, DISC) + fill('#fff', 'M12 19a7 7 0 1 0-6.96-7.8h9.3v1.6h-9.3A7 7 0 0 0 12 19z');
const optimism = fill('#FF0420', DISC) + line('#fff', 'M5.6 12a2.6 3.4 0 1 0 5.2 0a2.6 3.4 0 1 0-5.2 0M13.4 15.5V8.5h2.6a1.9 1.9 0 0 1 0 3.9h-2.6', 1.8);
const arbitrum =
  fill('#213147', DISC) +
  line('#9DCCED', 'M12 4l6.9 4v8L12 20l-6.9-4V8z', 1.3) +
  line('#fff', 'M8.2 16.4l4.3-7.5', 1.9) +
  line('#12AAFF', 'M11.6 16.4l2.4-4.2M15.8 16.4l-1.6-2.7', 1.9);
const polygon = fill('#8247E5', DISC) + line('#fff', 'M10.9 13.2v-1.3l-2.3-1.3-2.3 1.3v2.6l2.3 1.3 2.3-1.3 4.5-2.6 2.3-1.3V8.7l-2.3-1.3-2.3 1.3V10', 1.6);
const bnb =
  fill('#F0B90B', DISC) +
  fill('#fff', 'M12 9.6l2.4 2.4-2.4 2.4-2.4-2.4zM12 5l4.1 4.1-1.4 1.4L12 7.8l-2.7 2.7-1.4-1.4zM12 19l-4.1-4.1 1.4-1.4 2.7 2.7 2.7-2.7 1.4 1.4zM5 12l1.4-1.4 1.4 1.4-1.4 1.4zM19 12l-1.4 1.4-1.4-1.4 1.4-1.4z');
const avalanche = fill('#E84142', DISC) + fill('#fff', 'M11.1 6.4L5.9 15.7c-.3.6.1 1.2.7 1.2h2.9c.5 0 .9-.3 1.2-.7l2.9-5.1c.2-.3.2-.7 0-1L12.7 6.4c-.3-.6-1.2-.6-1.6 0zM15.1 12.8l-2.1 3.3c-.3.5 0 .8.6.8h4c.6 0 .9-.6.6-1.1l-2-3c-.3-.5-.8-.5-1.1 0z');
const walletConnect = fill('#3396FF', 'M0 0h24v24H0z') + line('#fff', 'M7 10.3a7 7 0 0 1 10 0M4.6 12.6l3.5 3.4 3.9-3.8 3.9 3.8 3.5-3.4', 1.8);
const tether = fill('#26A17B', DISC) + line('#fff', 'M7 7.5h10M12 7.5v10M7.5 11.5c1.2.7 2.8 1 4.5 1s3.3-.3 4.5-1', 1.9);
const dai = fill('#F5AC37', DISC) + line('#fff', 'M8.5 6.5h3a5.5 5.5 0 0 1 0 11h-3zM6.5 10.5h11M6.5 13.5h11', 1.7);
const euro = fill('#2775CA', DISC) + line('#fff', 'M15.8 8a4.8 4.8 0 1 0 0 8M6.8 10.8h6.5M6.8 13.2h6.5', 1.7);

/** Marks by network or token name (upper-cased), for the catalogue's asset ids and token symbols. */
const MARKS = {
  ETHEREUM: ethereum('#627EEA'),
  ETH: ethereum('#627EEA'),
  SEPOLIA: ethereum('#627EEA'),
  WETH: ethereum('#EC407A'),
  CBETH: ethereum('#0052FF'),
  STETH: ethereum('#00A3FF'),
  WSTETH: ethereum('#00A3FF'),
  RETH: ethereum('#CC9B7A'),
  BASE: base('#0052FF'),
  'BASE SEPOLIA': base('#0052FF'),
  'OP MAINNET': optimism,
  OP: optimism,
  'ARBITRUM ONE': arbitrum,
  ARB: arbitrum,
  POLYGON: polygon,
  POL: polygon,
  MATIC: polygon,
  'BNB SMART CHAIN': bnb,
  BNB: bnb,
  AVALANCHE: avalanche,
  AVAX: avalanche,
  SOLANA: solana,
  SOL: solana,
  BITCOIN: bitcoin('#F7931A'),
  BTC: bitcoin('#F7931A'),
  WBTC: bitcoin('#5A5564'),
  CBBTC: bitcoin('#0052FF'),
  USDC: dollarCoin('#2775CA'),
  USDT: tether,
  DAI: dai,
  XDAI: dai,
  EURC: euro,
  WALLETCONNECT: walletConnect,
};

function hashOf(id) {
  return createHash('sha256').update(String(id)).digest();
}

/** A coin for a token or network without a mark of its own: a rim and a face in a colour of its id, no letters. */
function plainCoin(id) {
  const hue = hashOf(id).readUInt16BE(0) % 360;
  return (
    fill(`hsl(${hue} 60% 45%)`, DISC) +
    line('#fff', 'M12 4.6a7.4 7.4 0 1 0 0 14.8a7.4 7.4 0 1 0 0-14.8z', 1.4) +
    fill('#fff', 'M12 8.5l3.5 3.5-3.5 3.5-3.5-3.5z')
  );
}

const CURRENCY_SIGNS = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', CNY: '¥', INR: '₹', KRW: '₩', TRY: '₺', NGN: '₦', UAH: '₴', PHP: '₱', VND: '₫', THB: '฿', PLN: 'zł' };

/** A fiat currency: a green note with its sign ($, €, £…), or a plain note. */
function currencyNote(code) {
  const sign = CURRENCY_SIGNS[code] ?? '$';
  return (
    fill('#1E8E5A', DISC) +
    `<text x="12" y="12" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" font-size="${sign.length > 1 ? 8 : 12}" font-weight="700">${sign}</text>`
  );
}

const WALLET_GLYPHS = [
  'M6 8.5h11.5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1zM6 8.5l8.5-2.5v2.5M15 13h1.5',
  'M12 4.5l6.5 2.5v4.5c0 4-2.8 6.7-6.5 8-3.7-1.3-6.5-4-6.5-8V7z',
  'M12 4.5l6.5 3.75v7.5L12 19.5l-6.5-3.75v-7.5z',
  'M12 5l7 7-7 7-7-7z',
  'M9.5 14.5a4 4 0 1 1 3-3l6 6v2h-2v-1.5h-1.5V16H13.5z',
  'M12 5.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
];

/** A made-up wallet's app icon: a glyph on a gradient of two colours of its image id. */
function walletAppIcon(id) {
  const hash = hashOf(id);
  const hue = hash.readUInt16BE(0) % 360;
  const to = (hue + 30 + (hash[2] % 60)) % 360;
  const glyph = WALLET_GLYPHS[hash[3] % WALLET_GLYPHS.length];
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${to} 70% 38%)"/></linearGradient></defs>` +
    '<rect width="24" height="24" rx="6" fill="url(#g)"/>' +
    line('#fff', glyph, 1.6)
  );
}

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The SVG the service answers for one image: `kind` is the route's ('wallet', 'asset',
 * 'currency', 'token'), `label` what the catalogue knows the id as, `id` the id asked for.
 */
export function imageSvg(kind, label, id) {
  const body =
    kind === 'wallet' ? walletAppIcon(id) : kind === 'currency' ? currencyNote(label) : (MARKS[label.toUpperCase()] ?? plainCoin(id));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24">' +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}
