// Request handler twin of the hosted wallet-list service (wallets, images, project config) and of
// the sign-in session service AppKit calls on the same host (auth/authRoutes.mjs, /auth/v1/*).
// Same paths and shapes as the hosted services; every call must carry projectId, st and sv, as
// real clients always send them. Faults: see faults.mjs.
import { readFileSync } from 'node:fs';
import { createAuthRoutes } from './auth/authRoutes.mjs';
import { createEvmVerifier } from './evmSignatures.mjs';
import { createFaults } from './faults.mjs';
import { missingParams, missingParamsMessage, sendError, sendJson, serviceHandler } from './http.mjs';
import { createImageCatalog } from './imageCatalog.mjs';
import { imageSvg } from './markSvg.mjs';
import { queryWallets } from './walletQuery.mjs';

export const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];

/**
 * The token icons this service serves (`/public/getTokenImage/{symbol}`), as the data service
 * links them for one request `url`: `(symbol) →` the icon's URL, carrying the request's ids, since
 * this service wants them on every call.
 */
export const tokenIconUrl = (explorerUrl, url) => (symbol) => {
  const ids = new URLSearchParams(REQUIRED_PARAMS.map((name) => [name, url.searchParams.get(name) ?? '']));
  return `${explorerUrl}/public/getTokenImage/${encodeURIComponent(symbol)}?${ids}`;
};

export function loadWallets() {
  return JSON.parse(readFileSync(new URL('./data/wallets.json', import.meta.url), 'utf8'));
}

export const DEFAULT_FEATURES = [
  { id: 'activity', isEnabled: true, config: null },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
  { id: 'reown_branding', isEnabled: true, config: null },
  { id: 'multi_wallet', isEnabled: true, config: [] },
  { id: 'email_capture', isEnabled: false, config: null },
  { id: 'headless', isEnabled: false, config: null },
];

// Local pages on any port; the client also always allows these, but the answer should agree.
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'];

function sendSvg(res, svg) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Content-Length', Buffer.byteLength(svg));
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(svg);
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const IMAGE_ROUTES = [
  [/^\/getWalletImage\/([^/]+)$/, 'wallet'],
  [/^\/public\/getAssetImage\/([^/]+)$/, 'asset'],
  [/^\/public\/getCurrencyImage\/([^/]+)$/, 'currency'],
  [/^\/public\/getTokenImage\/([^/]+)$/, 'token'],
];

/**
 * `getChains()` gives the running chains `[{ chainId, rpcUrl }]` the sign-in service checks EVM
 * signatures on (smart accounts too; recovery only without them); `sessionTtlSeconds` how long a
 * sign-in session lasts (default 1 day; auth/authRoutes.mjs).
 */
export function createWalletListService({
  wallets = loadWallets(),
  getChains = () => [],
  sessionTtlSeconds,
  analyticsEnabled = false,
  features = DEFAULT_FEATURES,
  allowedOrigins = DEFAULT_ALLOWED_ORIGINS,
  log,
} = {}) {
  const images = createImageCatalog(wallets);
  const auth = createAuthRoutes({ evm: createEvmVerifier({ getChains }), ...(sessionTtlSeconds === undefined ? {} : { sessionTtlSeconds }) });
  const json = {
    '/getWallets': (params) => queryWallets(wallets, params),
    '/getAnalyticsConfig': () => ({ isAnalyticsEnabled: analyticsEnabled }),
    '/appkit/v1/config': () => ({ features }),
    '/projects/v1/origins': () => ({ allowedOrigins }),
  };

  return serviceHandler('wallets', log, (req, res, url) => {
    if (url.pathname.startsWith('/auth/v1/')) return auth.route(req, res, url);
    const jsonRoute = json[url.pathname];
    const imageRoute = IMAGE_ROUTES.find(([pattern]) => pattern.test(url.pathname));
    if (!jsonRoute && !imageRoute) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'Method not allowed');

    const missing = missingParams(url.searchParams, REQUIRED_PARAMS);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing });

    if (jsonRoute) return sendJson(res, 200, jsonRoute(url.searchParams));

    const [pattern, kind] = imageRoute;
    const rawId = url.pathname.match(pattern)[1];
    const id = safeDecode(rawId);
    const label = id === undefined ? undefined : images[kind](id);
    if (!label) return sendError(res, 404, `Unknown ${kind} image: ${id ?? rawId}`);
    return sendSvg(res, imageSvg(kind, label, id));
  }, { faults: createFaults(), admin: auth.admin });
}
