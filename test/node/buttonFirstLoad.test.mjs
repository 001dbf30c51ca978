// The page's button needs only its own code (issue 30): what dist/wallet-modal.js imports
// statically, all a visitor's browser loads before the button is usable, holds no React and no
// view; React DOM comes with the modal's code, later. Read from the build's manifest and source
// maps (npm run build first).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { staticClosure } from '../budget/staticClosure.mjs';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const manifest = JSON.parse(readFileSync(path.join(DIST, 'build-manifest.json'), 'utf8'));
const sourcesOf = (file) => JSON.parse(readFileSync(path.join(DIST, `${file}.map`), 'utf8')).sources.map((source) => source.replace(/\\/g, '/'));

const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;

test("the button's first load holds no React, no view and no modal root", () => {
  const files = staticClosure(manifest, 'wallet-modal.js');
  const sources = files.flatMap(sourcesOf);
  assert.ok(sources.some((source) => source.endsWith('src/elements/WalletButtonElement.ts')), 'the button is in it');
  assert.deepEqual(sources.filter((source) => REACT.test(source)), [], 'no React');
  assert.deepEqual(sources.filter((source) => /src\/(views|components)\/|src\/elements\/ModalRoot\.tsx$/.test(source)), [], 'no view or modal component');
});

test("the button's first load holds no wallet discovery and no provider requests", () => {
  const sources = staticClosure(manifest, 'wallet-modal.js').flatMap(sourcesOf);
  // The discovery starts with the modal's code (lazyDiscovery); a provider's requests load on the first one.
  const discovery = /src\/connectors\/(eip155\/eip6963|walletStandard|cosmos\/cosmosWallets|solana\/solanaWallets|bip122\/bip122Wallets)/;
  assert.deepEqual(sources.filter((source) => discovery.test(source)), [], 'no wallet discovery');
  assert.deepEqual(sources.filter((source) => /src\/connectors\/\w+\/provider\/\w+Requests\.ts$|src\/actions\/wallet\//.test(source)), [], 'no provider requests');
  assert.ok(sources.some((source) => source.endsWith('src/connectors/solana/provider/createSolanaProvider.ts')), "the providers' shells are in it: getProvider answers at once");
});

test('React DOM is in the build, loaded after the button', () => {
  const first = new Set(staticClosure(manifest, 'wallet-modal.js'));
  const later = Object.keys(manifest.chunks).filter((file) => !first.has(file) && sourcesOf(file).some((source) => /\/node_modules\/react-dom\//.test(source)));
  assert.ok(later.length > 0, 'a lazily loaded chunk holds React DOM');
});

test('the button waits for one file: the ESM entry imports nothing statically', () => {
  // A page loading dist/wallet-modal.js from a script tag would otherwise fetch the entry, read
  // it and only then ask for what it imports: a round trip more before the button.
  assert.deepEqual(staticClosure(manifest, 'wallet-modal.js'), ['wallet-modal.js']);
});
