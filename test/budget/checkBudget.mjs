// Size budget, gzip: what a visitor downloads before the page's button is usable (the ESM
// entry and every chunk it imports statically), before the first click (that, plus the modal's
// code, which the entry loads in idle time, what it imports statically and what it loads as it
// mounts (AT_MOUNT), and the React the modal brings, which a page that lends its own React skips:
// printed apart), and the whole UMD
// file. Printed, and the run fails when one is over its budget. The budgets sit a little above
// today's figures so that a regression shows; lower them as the figures come down, raise them
// only on purpose, with the reason in the commit. The targets are where they must get to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { staticClosure } from './staticClosure.mjs';

/** Budgets in bytes (gzip). */
export const BUDGETS = {
  buttonUsable: 17.7 * 1024,
  firstClick: 106.5 * 1024,
  umd: 412.9 * 1024,
};

/** Where the budgets must get to (issue 30 and the product's ceilings), printed beside them. */
const TARGETS = {
  buttonUsable: 15 * 1024,
  firstClick: 100 * 1024,
  umd: 420 * 1024,
};

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const manifest = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
// `npm start` builds dist/ without minifying it (demo/setup/ensureBuild.mjs --no-minify): its
// sizes say nothing about what a visitor downloads.
if (manifest.minified === false) {
  console.error('dist/ is an unminified npm start build; run npm run build');
  process.exit(1);
}
const sizeOf = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);
const buttonFiles = staticClosure(manifest, 'wallet-modal.js');
const modalCode = Object.keys(manifest.chunks).find((file) => manifest.chunks[file].name === 'modalCode');
if (!modalCode) throw new Error('dist/build-manifest.json names no modalCode chunk: the modal code is no longer split from the button');
const bundledReact = Object.keys(manifest.chunks).find((file) => manifest.chunks[file].name === 'bundledReact');
if (!bundledReact) throw new Error("dist/build-manifest.json names no bundledReact chunk: the modal's own React is no longer apart from its code");
// What the modal's code loads as it mounts on an EVM page at rest, through its own dynamic imports:
// the browser wallets' discovery. It comes before a first click too.
const AT_MOUNT = ['src/connectors/eip155/eip6963/eip155Discovery.ts'];
const atMount = AT_MOUNT.map((source) => {
  const file = Object.keys(manifest.chunks).find((chunk) => manifest.chunks[chunk].facade === source);
  if (!file) throw new Error(`dist/build-manifest.json names no chunk of ${source}, which the modal's code loads as it mounts: update AT_MOUNT`);
  return file;
});
const onHostReactFiles = [...new Set([...buttonFiles, ...[modalCode, ...atMount].flatMap((file) => staticClosure(manifest, file))])];
const firstClickFiles = [...new Set([...onHostReactFiles, ...staticClosure(manifest, bundledReact)])];
const lazy = Object.keys(manifest.chunks).filter((file) => !firstClickFiles.includes(file));
const umd = gzipSize('wallet-modal.umd.js');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['ESM before the button is usable', sizeOf(buttonFiles), 'buttonUsable', `${buttonFiles.length} file(s)`],
  ['ESM before the first click', sizeOf(firstClickFiles), 'firstClick', `${firstClickFiles.length} file(s)`],
  ['UMD file', umd, 'umd', ''],
];
let failed = 0;
for (const [name, size, key, note] of rows) {
  const ok = size <= BUDGETS[key];
  if (!ok) failed += 1;
  const target = size <= TARGETS[key] ? 'within' : `${kb(size - TARGETS[key])} over`;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kb(size)} gzip (budget ${kb(BUDGETS[key])}; target ${kb(TARGETS[key])}, ${target}) ${note}`);
}
console.log(`     before the first click on a React host's page (wallet-modal/react lends its React): ${kb(sizeOf(onHostReactFiles))} gzip, ${onHostReactFiles.length} file(s)`);
console.log(`     lazy chunks: ${lazy.length}${lazy.length ? ` (${lazy.map((f) => `${f} ${kb(gzipSize(f))}`).join(', ')})` : ''}`);
console.log(failed ? `size budget exceeded by ${failed} figure(s)` : "size budget held");
process.exit(failed ? 1 : 0);
