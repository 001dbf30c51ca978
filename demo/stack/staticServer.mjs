// Request handler for the demo page: serves the repo's demo/ and dist/ folders read-only, plus
// GET /stack.json so the page learns the service URLs (ports can change) without a rebuild.
// URL layout: /dist/* -> dist/, /demo/* and everything else -> demo/, / -> demo/index.html
// (so a page in demo/ can load the bundle as ../dist/wallet-modal.js or /dist/wallet-modal.js),
// /explorer/* -> the local chains' explorer pages (explorerPages.mjs).
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { explorerPage } from './explorerPages.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

function send(res, status, text, type = 'text/plain; charset=utf-8') {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** Maps a URL path to [root, relative path], or null when the path tries to leave its root. */
function locate(rawPath, roots) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const segments = decoded.split(/[/\\]/);
  // Refuse rather than normalise: a request naming '..' (raw or %2e%2e / %2f encoded) is hostile.
  if (decoded.includes('\0') || segments.includes('..')) return null;
  if (segments[1] === 'dist') return [roots.dist, segments.slice(2).join('/')];
  if (segments[1] === 'demo') return [roots.demo, segments.slice(2).join('/')];
  return [roots.demo, segments.slice(1).join('/')];
}

async function resolveFile(root, relative) {
  const target = path.resolve(root, relative);
  let info = await stat(target).catch(() => null);
  if (!info) return null;
  let file = target;
  if (info.isDirectory()) {
    // No listings: a folder is served only through its index.html.
    file = path.join(target, 'index.html');
    info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
  }
  if (!info.isFile()) return null;
  // Symlinks must not lead outside the served folder either.
  const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
  if (!realFile.startsWith(realRoot + path.sep)) return null;
  return { file: realFile, size: info.size, isDirectory: file !== target };
}

/** `getStackInfo()` returns `{ apiUrl, explorerUrl, chains, tokens, market, … }` for GET /stack.json. */
export function createStaticServer({ rootDir, getStackInfo }) {
  const roots = { demo: path.join(rootDir, 'demo'), dist: path.join(rootDir, 'dist') };

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
    const rawPath = (req.url ?? '/').split('?')[0];
    if (rawPath === '/stack.json') {
      res.setHeader('Access-Control-Allow-Origin', '*');
      return send(res, 200, JSON.stringify(getStackInfo()), TYPES['.json']);
    }
    if (rawPath.startsWith('/explorer/')) {
      const found = await explorerPage(rawPath, getStackInfo().chains ?? {}).catch(() => ({ status: 502, html: 'The chain did not answer' }));
      if (found) {
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        return send(res, found.status, found.html, TYPES['.html']);
      }
    }
    const location = locate(rawPath, roots);
    if (!location) return send(res, 403, 'Forbidden');
    const found = await resolveFile(...location);
    if (!found) return send(res, 404, 'Not found');
    if (found.isDirectory && !rawPath.endsWith('/')) {
      // Keep relative URLs inside the page working: /foo -> /foo/
      res.statusCode = 301;
      res.setHeader('Location', `${rawPath}/`);
      return res.end();
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('Content-Length', found.size);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'HEAD') return res.end();
    createReadStream(found.file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}
