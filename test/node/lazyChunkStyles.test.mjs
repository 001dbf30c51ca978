// Every `wm-*` class a part of the modal puts on an element must be styled where that part runs:
// a first-load part (the page's button) by the first-load sheets, a lazy chunk's part by those,
// the modal's (what <wallet-modal> adopts when its code mounts) or the sheets its chunk brings. A class styled only in a lazy chunk's CSS, worn by a
// part that can show before that chunk loaded, renders as bare browser chrome: this reads the
// sources and says where. Only classes some sheet styles are checked (the others are hooks).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const read = (file) => readFileSync(file, 'utf8');
const rel = (file) => path.relative(SRC, file);

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

const STATIC = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.{1,2}\/[^']+)'/g;
const SIDE_EFFECT = /(?:^|\n)\s*import\s+'(\.{1,2}\/[^']+)'/g;
const DYNAMIC = /import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

const specifiers = (text, pattern) => [...text.matchAll(pattern)].map((match) => match[1]);

/** The files a root loads without waiting: its static imports, followed (type-only imports are not code). */
function staticGraph(root) {
  const seen = new Set();
  const queue = [root];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    for (const specifier of [...specifiers(text, STATIC), ...specifiers(text, SIDE_EFFECT)]) {
      const target = resolve(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** The roots of lazy chunks: every import('./…') target reachable from the entry, through chunks too. */
function chunkRoots(entry) {
  const roots = new Set();
  const queue = [entry];
  const visited = new Set();
  while (queue.length) {
    const root = queue.pop();
    if (visited.has(root)) continue;
    visited.add(root);
    for (const file of staticGraph(root)) {
      for (const specifier of specifiers(read(file), DYNAMIC)) {
        const target = resolve(file, specifier);
        if (target && !roots.has(target)) {
          roots.add(target);
          queue.push(target);
        }
      }
    }
  }
  return roots;
}

const isStyles = (file) => rel(file).startsWith(`styles${path.sep}`);
/** Classes a sheet styles: `.wm-x` in the CSS strings of the styles modules among `files`. */
const styledIn = (files) => new Set([...files].filter(isStyles).flatMap((file) => [...read(file).matchAll(/\.(wm-[a-z0-9-]+)/g)].map((match) => match[1])));
/** Classes a part wears: `wm-x` in the string and template literals of its code (not the sheets). */
function wornIn(files) {
  const worn = new Map();
  for (const file of [...files].filter((candidate) => !isStyles(candidate))) {
    for (const literal of read(file).matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g)) {
      for (const match of literal[0].matchAll(/(?<![\w.-])(wm-[a-z0-9-]*[a-z0-9])(?![\w-])/g)) {
        if (!worn.has(match[1])) worn.set(match[1], rel(file));
      }
    }
  }
  return worn;
}

const entry = path.join(SRC, 'index.ts');
const firstLoad = staticGraph(entry);
// The sheets <wallet-button> adopts: the styles modules of the first load.
const firstLoadStyled = styledIn(firstLoad);
// The modal's code (the chunk every view chunk loads after) and the sheets <wallet-modal> adopts
// when it mounts: with the first load's, they style every lazy chunk.
const modalCode = staticGraph(path.join(SRC, 'elements', 'modalCode.ts'));
const modalStyled = new Set([...firstLoadStyled, ...styledIn(modalCode)]);
const styledAnywhere = styledIn(readdirSync(path.join(SRC, 'styles')).map((name) => path.join(SRC, 'styles', name)));

function unstyled(files, styled) {
  return [...wornIn(files)].filter(([name]) => styledAnywhere.has(name) && !styled.has(name)).map(([name, file]) => `${name} (worn in ${file})`);
}

test('first-load parts wear only classes the first-load sheets style', () => {
  assert.deepEqual(unstyled(firstLoad, firstLoadStyled), []);
});

test("each lazy chunk's parts wear only classes styled by the first-load sheets, the modal's, its own or those of every chunk that loads it", () => {
  const roots = [...chunkRoots(entry)];
  assert.ok(roots.some((root) => rel(root) === path.join('views', 'send', 'views.ts')), 'the chunks are found');
  // A chunk only ever loaded by the code of other chunks runs after one of them: the sheets all
  // of those bring are there too (ConnectedWallets, loaded by Account, wears Account's).
  const loaders = (root) => [entry, ...roots].filter((other) => other !== root && [...staticGraph(other)].some((file) => specifiers(read(file), DYNAMIC).some((specifier) => resolve(file, specifier) === root)));
  const ownStyles = (root) => new Set([...modalStyled, ...styledIn(staticGraph(root))]);
  const stylesOf = (root) => {
    const byLoaders = loaders(root).map((loader) => (loader === entry ? modalStyled : ownStyles(loader)));
    const inherited = byLoaders.length ? byLoaders.reduce((common, set) => new Set([...common].filter((name) => set.has(name)))) : new Set();
    return new Set([...ownStyles(root), ...inherited]);
  };
  const problems = roots.flatMap((root) => unstyled(staticGraph(root), stylesOf(root)).map((problem) => `${rel(root)}: ${problem}`));
  assert.deepEqual(problems, []);
});
