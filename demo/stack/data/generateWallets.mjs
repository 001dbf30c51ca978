// Writes demo/stack/data/wallets.json: the local wallet-list service's catalogue.
// Deterministic (no Math.random, no clock, nothing fetched) so the file only changes when this
// script does, and tests can rely on names, ids and order. Run: node demo/stack/data/generateWallets.mjs
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ETH = 'eip155:1';
const BASE = 'eip155:8453';
const ARB = 'eip155:42161';
const SOL = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const EVM = [ETH, BASE, ARB];
const TARGET_COUNT = 520;

// Well-known wallets first (their rank in the real list is roughly this order).
// [name, chains, mobile scheme or null, rdns or null, injected flag or null, homepage, extra]
const KNOWN = [
  ['MetaMask', EVM, 'metamask://', 'io.metamask', 'isMetaMask', 'https://metamask.io', { chrome: true }],
  ['Trust Wallet', [...EVM, SOL], 'trust://', 'com.trustwallet.app', 'isTrust', 'https://trustwallet.com', { chrome: true }],
  ['Coinbase Wallet', [...EVM, SOL], 'cbwallet://', 'com.coinbase.wallet', 'isCoinbaseWallet', 'https://www.coinbase.com/wallet', { chrome: true }],
  ['Rainbow', EVM, 'rainbow://', 'me.rainbow', 'isRainbow', 'https://rainbow.me', { chrome: true }],
  ['Phantom', [ETH, BASE, SOL], 'phantom://', 'app.phantom', 'isPhantom', 'https://phantom.app', { chrome: true }],
  ['Solflare', [SOL], 'solflare://', null, null, 'https://solflare.com', { chrome: true, solanaInjected: 'isSolflare' }],
  ['Zerion', EVM, 'zerion://', 'io.zerion.wallet', 'isZerion', 'https://zerion.io', { chrome: true }],
  ['Uniswap Wallet', EVM, 'uniswap://', 'org.uniswap.app', 'isUniswapWallet', 'https://wallet.uniswap.org', { chrome: true }],
  ['OKX Wallet', [...EVM, SOL], 'okex://main', 'com.okex.wallet', 'isOkxWallet', 'https://www.okx.com/web3', { chrome: true }],
  ['Ledger Live', EVM, 'ledgerlive://', null, null, 'https://www.ledger.com/ledger-live', { desktop: 'ledgerlive://' }],
  ['Rabby Wallet', EVM, 'rabby://', 'io.rabby', 'isRabby', 'https://rabby.io', { chrome: true }],
  ['Brave Wallet', [...EVM, SOL], null, 'com.brave.wallet', 'isBraveWallet', 'https://brave.com/wallet', {}],
  ['Backpack', [ETH, BASE, SOL], 'backpack://', 'app.backpack', 'isBackpack', 'https://backpack.app', { chrome: true }],
  ['Exodus', [...EVM, SOL], 'exodus://', 'com.exodus.web3-wallet', 'isExodus', 'https://www.exodus.com', { chrome: true, desktop: 'exodus://' }],
  ['Argent', [ETH, ARB], 'argent://app/', null, null, 'https://www.argent.xyz', {}],
  ['Safe{Wallet}', EVM, null, null, null, 'https://safe.global', { webapp: 'https://app.safe.global' }],
  ['Binance Web3 Wallet', [...EVM, SOL], 'bnc://app.binance.com/cedefi/', 'com.binance.wallet', 'isBinance', 'https://www.binance.com/en/web3wallet', {}],
  ['Bitget Wallet', [...EVM, SOL], 'bitkeep://', 'com.bitget.web3', 'isBitKeep', 'https://web3.bitget.com', { chrome: true }],
  ['Crypto.com Onchain', [ETH, ARB], 'dfw://', 'com.crypto.wallet', 'isDeficonnectProvider', 'https://crypto.com/onchain', { chrome: true }],
  ['imToken', [ETH, ARB], 'imtokenv2://', null, null, 'https://token.im', {}],
  ['TokenPocket', [...EVM, SOL], 'tpoutside://', 'pro.tokenpocket', 'isTokenPocket', 'https://www.tokenpocket.pro', { chrome: true }],
  ['SafePal', [...EVM, SOL], 'safepalwallet://', 'io.safepal.wallet', 'isSafePal', 'https://www.safepal.com', { chrome: true }],
  ['1inch Wallet', [ETH, BASE, ARB, SOL], 'oneinch://', null, null, 'https://1inch.io/wallet', {}],
  ['Zengo Wallet', [ETH, BASE], 'zengo://', null, null, 'https://zengo.com', {}],
  ['Frame', EVM, null, 'sh.frame', 'isFrame', 'https://frame.sh', { desktop: 'frame://' }],
  ['Taho', EVM, null, 'xyz.taho', 'isTally', 'https://taho.xyz', { chrome: true }],
  ['Enkrypt', [...EVM, SOL], null, 'com.enkrypt', 'isEnkrypt', 'https://www.enkrypt.com', { chrome: true }],
  ['Coin98 Super Wallet', [...EVM, SOL], 'coin98://', 'coin98.com', 'isCoin98', 'https://coin98.com', { chrome: true }],
  ['MathWallet', [...EVM, SOL], 'mathwallet://', null, 'isMathWallet', 'https://mathwallet.org', { chrome: true }],
  ['Core', [ETH, BASE, ARB], 'core://', 'app.core.extension', 'isAvalanche', 'https://core.app', { chrome: true }],
  ['Trezor Suite', [ETH, SOL], null, null, null, 'https://trezor.io/trezor-suite', { desktop: 'trezorsuite://', webapp: 'https://suite.trezor.io/web' }],
  ['Blockchain.com', [ETH], 'blockchain-wallet://', null, null, 'https://www.blockchain.com/wallet', {}],
  ['Kraken Wallet', [...EVM, SOL], 'krakenwallet://', null, null, 'https://www.kraken.com/wallet', {}],
  ['Robinhood Wallet', [ETH, BASE, ARB, SOL], 'robinhood-wallet://', null, null, 'https://robinhood.com/web3-wallet', {}],
  ['Family', [ETH, BASE], 'familywallet://', null, null, 'https://family.co', {}],
  ['Glow', [SOL], 'glow://', null, null, 'https://glow.app', { chrome: true, solanaInjected: 'isGlow' }],
  ['Ambire Wallet', EVM, 'ambire://', 'com.ambire', 'isAmbire', 'https://www.ambire.com', { chrome: true }],
  ['Keplr', [ETH], 'keplrwallet://', 'app.keplr', 'isKeplr', 'https://www.keplr.app', { chrome: true }],
  ['Frontier', [...EVM, SOL], 'frontier://', 'xyz.frontier.wallet', 'isFrontier', 'https://www.frontier.xyz', { chrome: true }],
  ['Atomic Wallet', [ETH, SOL], 'atomicwallet://', null, null, 'https://atomicwallet.io', { desktop: 'atomicwallet://' }],
  ['BitPay Wallet', [ETH], 'bitpay://', null, null, 'https://bitpay.com/wallet', {}],
  ['Magic Eden', [ETH, BASE, SOL], 'magiceden://', 'io.magiceden.wallet', 'isMagicEden', 'https://wallet.magiceden.io', { chrome: true }],
];

// Word lists for the made-up tail of the list (plausible, clearly fictional).
const FIRST = [
  'Aurora', 'Nimbus', 'Kestrel', 'Harbor', 'Quartz', 'Ember', 'Lumen', 'Cobalt', 'Summit', 'Cedar', 'Drift', 'Falcon',
  'Granite', 'Helix', 'Indigo', 'Juniper', 'Kite', 'Lattice', 'Meadow', 'Nova', 'Orbit', 'Pioneer', 'Quill', 'Raven',
  'Sable', 'Tidal', 'Umbra', 'Vertex', 'Willow', 'Xenon', 'Yonder', 'Zephyr', 'Atlas', 'Beacon', 'Comet', 'Delta',
  'Echo', 'Fable', 'Glacier', 'Horizon', 'Ivory', 'Jade', 'Keystone', 'Lotus', 'Mosaic', 'Nectar', 'Onyx', 'Prism',
];
const SECOND = ['Wallet', 'Vault', 'Keys', 'Pay', 'Pocket', 'Safe', 'Hub', 'Purse', 'Ledger', 'Chain', 'Fi'];
const CHAIN_SETS = [EVM, [ETH], [ETH, BASE], [BASE], [ARB], [ETH, ARB], [...EVM, SOL], [SOL], [ETH, SOL], [BASE, ARB]];

const sha = (text) => createHash('sha256').update(text).digest('hex');
const slugOf = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');
// A stable pseudo-random integer in [0, n) per name and purpose.
const pick = (name, purpose, n) => parseInt(sha(`${purpose}:${name}`).slice(0, 8), 16) % n;

function imageIdOf(name) {
  const h = sha(`image:${name}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 30)}00`;
}

function chromeId(name) {
  // Chrome extension ids are 32 letters a-p.
  return [...sha(`chrome:${name}`).slice(0, 32)].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}

function storeLinks(name, slug, { hasMobile, chrome }) {
  return {
    app_store: hasMobile ? `https://apps.apple.com/app/${slug}/id${1_000_000_000 + pick(name, 'ios', 700_000_000)}` : null,
    play_store: hasMobile ? `https://play.google.com/store/apps/details?id=com.${slug}.app` : null,
    chrome_store: chrome ? `https://chromewebstore.google.com/detail/${slug}/${chromeId(name)}` : null,
  };
}

function knownWallet([name, chains, mobile, rdns, injectedId, homepage, extra], index) {
  const slug = slugOf(name);
  const injected = [];
  if (injectedId) injected.push({ namespace: 'eip155', injected_id: injectedId });
  if (extra.solanaInjected) injected.push({ namespace: 'solana', injected_id: extra.solanaInjected });
  return {
    id: sha(name),
    name,
    image_id: imageIdOf(name),
    rdns,
    chains,
    mobile_link: mobile,
    desktop_link: extra.desktop ?? null,
    webapp_link: extra.webapp ?? null,
    ...storeLinks(name, slug, { hasMobile: Boolean(mobile), chrome: Boolean(extra.chrome) }),
    homepage,
    badge_type: index < 30 ? 'certified' : 'none',
    order: (index + 1) * 10,
    injected: injected.length ? injected : null,
  };
}

function madeUpWallet(name, index) {
  const slug = slugOf(name);
  const hasMobile = pick(name, 'mobile', 10) < 8; // most wallets are mobile apps
  const chrome = pick(name, 'chrome', 10) < 3;
  const chains = CHAIN_SETS[pick(name, 'chains', CHAIN_SETS.length)];
  const evm = chains.some((c) => c.startsWith('eip155:'));
  const rdns = chrome ? `com.${slug}` : null;
  return {
    id: sha(name),
    name,
    image_id: imageIdOf(name),
    rdns,
    chains,
    mobile_link: hasMobile ? `${slug}://` : null,
    desktop_link: pick(name, 'desktop', 10) === 0 ? `${slug}-desktop://` : null,
    webapp_link: pick(name, 'webapp', 10) === 0 || !hasMobile ? `https://app.${slug}.example` : null,
    ...storeLinks(name, slug, { hasMobile, chrome }),
    homepage: `https://${slug}.example`,
    badge_type: pick(name, 'badge', 100) < 15 ? 'certified' : 'none',
    order: (index + 1) * 10,
    injected: chrome && evm ? [{ namespace: 'eip155', injected_id: `is${name.replace(/[^A-Za-z0-9]/g, '')}` }] : null,
  };
}

function madeUpNames(count, taken) {
  const names = [];
  for (let i = 0; names.length < count; i += 1) {
    // Walk the FIRST x SECOND grid in a scattered but fixed order.
    const first = FIRST[(i * 7) % FIRST.length];
    const second = SECOND[Math.floor(i / FIRST.length) % SECOND.length];
    const name = i >= FIRST.length * SECOND.length ? `${first} ${second} ${Math.floor(i / (FIRST.length * SECOND.length)) + 1}` : `${first} ${second}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

export function generateWallets() {
  const wallets = KNOWN.map(knownWallet);
  const taken = new Set(wallets.map((w) => w.name.toLowerCase()));
  madeUpNames(TARGET_COUNT - wallets.length, taken).forEach((name, i) => wallets.push(madeUpWallet(name, KNOWN.length + i)));
  return wallets;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('./wallets.json', import.meta.url));
  const wallets = generateWallets();
  // One wallet per line: small file, readable diffs.
  writeFileSync(out, `[\n${wallets.map((w) => JSON.stringify(w)).join(',\n')}\n]\n`);
  console.log(`wrote ${wallets.length} wallets to ${out}`);
}
