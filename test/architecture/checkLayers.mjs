// The layer rules a newcomer relies on, checked on the source (npm test runs this before the
// browser tests):
// - no action, store, view, element, router or component names a chain namespace: namespaces
//   live in connectors/<namespace>/ and the configuration, so adding one is a folder and a
//   registration;
// - views, elements and components never import services or connectors (other than types):
//   they read stores and call actions.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'];
const NAMESPACE_FREE = ['actions', 'stores', 'views', 'elements', 'router', 'components', 'hooks'];
const UI = ['views', 'elements', 'components'];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const problems = [];
for (const layer of NAMESPACE_FREE) {
  for (const file of filesUnder(join(src, layer))) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      const named = NAMESPACES.find((namespace) => new RegExp(`\\b${namespace}\\b`).test(line));
      if (named) problems.push(`${relative(src, file)}:${index + 1} names the ${named} namespace`);
    });
  }
}
for (const layer of UI) {
  for (const file of filesUnder(join(src, layer))) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (/^import (?!type )/.test(line) && /from '(\.\.\/)+(services|connectors)\//.test(line)) {
        problems.push(`${relative(src, file)}:${index + 1} imports a service or connector`);
      }
    });
  }
}

if (problems.length) {
  console.error(`layer rules broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('layer rules held');
