// Investigation, not a test: what the JavaScript heap holds once the modal has opened on the bare
// host page (openBarePage.mjs), after a forced GC. It takes a heap snapshot over CDP and prints
// the heap by constructor (self size), the largest objects by retained size (with the edge that
// holds each, and the first property names of objects, to tell a catalogue from a list), and the
// largest strings, so the parts of ours that could load only when used can be found.
//   node test/bench/heapSnapshot.mjs [ESM|UMD]   (after npm run build; default ESM)
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startStack } from '../../demo/stack/startStack.mjs';
import { heapAfterGc, clickAndSeeFirstFrame } from './measureBareHost.mjs';
import { openBarePage } from './openBarePage.mjs';
import { retainedSizes } from './retainedSizes.mjs';

const build = process.argv[2] ?? 'ESM';
const TOP = Number(process.env.HEAP_TOP ?? 40);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function takeSnapshot(page) {
  const cdp = await page.createCDPSession();
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  await cdp.detach();
  return JSON.parse(chunks.join(''));
}

const stack = await startStack({ quiet: true, demoPort: 0, servicePort: 0, explorerPort: 0 });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let snapshot;
let used;
try {
  const { page, context } = await openBarePage(browser, stack.urls, build, { waitUntil: 'networkidle0' });
  await clickAndSeeFirstFrame(page);
  await page.waitForFunction(() => document.querySelector('wallet-modal').shadowRoot?.querySelector('[role="dialog"]'));
  await page.waitForNetworkIdle({ idleTime: 500 });
  used = await heapAfterGc(page);
  snapshot = await takeSnapshot(page);
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
}

const { nodes, edges, strings, snapshot: { meta } } = snapshot;
const NF = meta.node_fields.length;
const EF = meta.edge_fields.length;
const [nType, nName, , nSelf, nEdges] = [0, 1, 2, 3, 4];
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const count = nodes.length / NF;
const firstEdge = new Uint32Array(count + 1);
for (let i = 0; i < count; i += 1) firstEdge[i + 1] = firstEdge[i] + nodes[i * NF + nEdges] * EF;
const type = (i) => nodeTypes[nodes[i * NF + nType]];
const name = (i) => strings[nodes[i * NF + nName]];
const self = (i) => nodes[i * NF + nSelf];
const edgesOf = function* (i) {
  for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) {
    const edgeType = edgeTypes[edges[e]];
    const edgeName = edgeType === 'element' || edgeType === 'hidden' ? `[${edges[e + 1]}]` : strings[edges[e + 1]];
    yield { edgeType, edgeName, to: edges[e + 2] / NF };
  }
};
const { retained, dominator, retainer } = retainedSizes({ count, self, edgesOf });

console.log(`${build} build, bare page, modal open, after GC: ${(used / 1024 / 1024).toFixed(2)} MiB used (Runtime.getHeapUsage); snapshot ${count} nodes, ${kb(Array.from({ length: count }, (_, i) => self(i)).reduce((a, b) => a + b, 0))} self sizes`);

const byConstructor = new Map();
for (let i = 0; i < count; i += 1) {
  const key = ['object', 'closure', 'native'].includes(type(i)) ? name(i) : `(${type(i)})`;
  const entry = byConstructor.get(key) ?? { count: 0, self: 0 };
  entry.count += 1;
  entry.self += self(i);
  byConstructor.set(key, entry);
}
console.log('\nBy constructor (self size):');
for (const [key, entry] of [...byConstructor].sort((a, b) => b[1].self - a[1].self).slice(0, 30)) console.log(`  ${kb(entry.self).padStart(10)}  ${String(entry.count).padStart(6)}×  ${key.slice(0, 80)}`);

const describe = (i) => {
  const props = [...edgesOf(i)].filter((edge) => edge.edgeType === 'property' && !edge.edgeName.startsWith('__')).map((edge) => edge.edgeName);
  const elements = [...edgesOf(i)].filter((edge) => edge.edgeType === 'element').length;
  const text = type(i) === 'string' || type(i) === 'concatenated string' ? JSON.stringify(name(i).slice(0, 60)) : name(i).slice(0, 60);
  return `${type(i)} ${text}${props.length ? ` {${props.slice(0, 8).join(', ')}${props.length > 8 ? `, … ${props.length} keys` : ''}}` : ''}${elements ? ` [${elements} elements]` : ''}`;
};
const path = (i) => {
  const steps = [];
  for (let at = i, n = 0; n < 6 && retainer[at] !== undefined && at !== 0; n += 1) {
    const { from, edgeName } = retainer[at];
    steps.unshift(`${name(from).slice(0, 30)}.${edgeName}`);
    at = from;
  }
  return steps.join(' ← ');
};
// Nodes that hold much on their own: large retained size, not just the sum of one child's.
const big = [];
for (let i = 1; i < count; i += 1) {
  if (retained[i] < 20 * 1024 || type(i) === 'synthetic') continue;
  big.push(i);
}
big.sort((a, b) => retained[b] - retained[a]);
console.log(`\nLargest by retained size (dominator tree; ≥ 20 KB):`);
for (const i of big.slice(0, TOP)) console.log(`  ${kb(retained[i]).padStart(10)} (self ${kb(self(i))})  ${describe(i)}\n               held by ${path(i)}`);

const texts = [];
for (let i = 0; i < count; i += 1) if (type(i) === 'string' && name(i).length > 1024) texts.push(i);
texts.sort((a, b) => self(b) - self(a));
console.log('\nLargest strings:');
for (const i of texts.slice(0, 25)) console.log(`  ${kb(self(i)).padStart(10)}  ${JSON.stringify(name(i).slice(0, 100))}\n               held by ${path(i)}`);

// Compiled code by source file: each closure's function (its SharedFunctionInfo and the bytecode
// it retains), placed by the closure's location through dist/'s source maps.
const maps = new Map();
const mapOf = (url) => {
  const file = `${new URL(url).pathname.slice(1)}.map`;
  if (!maps.has(file)) maps.set(file, existsSync(file) ? new TraceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  return maps.get(file);
};
const edgeTo = (i, wanted) => [...edgesOf(i)].find((edge) => edge.edgeName === wanted)?.to;
const LF = meta.location_fields.length;
const [lLine, lColumn] = ['line', 'column'].map((field) => meta.location_fields.indexOf(field));
const bySource = new Map();
const counted = new Set();
for (let l = 0; l < snapshot.locations.length; l += LF) {
  const closure = snapshot.locations[l] / NF;
  const shared = edgeTo(closure, 'shared');
  if (shared === undefined || counted.has(shared)) continue;
  counted.add(shared);
  const script = edgeTo(shared, 'script');
  const url = script === undefined ? '' : name(script).replace(/^system \/ Script \/ /, '');
  let source = url.includes('/dist/') ? new URL(url).pathname : '(not ours)';
  if (url.includes('/dist/')) {
    const map = mapOf(url);
    const at = map && originalPositionFor(map, { line: snapshot.locations[l + lLine] + 1, column: snapshot.locations[l + lColumn] });
    source = at?.source ? at.source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'node_modules/$1') : `${source} (unmapped)`;
  }
  const entry = bySource.get(source) ?? { functions: 0, bytes: 0 };
  entry.functions += 1;
  entry.bytes += retained[shared];
  bySource.set(source, entry);
}
console.log('\nCompiled functions by source (SharedFunctionInfo with its bytecode, of the closures alive):');
for (const [source, entry] of [...bySource].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 30)) console.log(`  ${kb(entry.bytes).padStart(10)}  ${String(entry.functions).padStart(5)} fn  ${source}`);

// All compiled code (type "code") by kind, and every function's SharedFunctionInfo by script,
// whether or not a closure of it is alive.
const codeKinds = new Map();
const sharedByScript = new Map();
for (let i = 0; i < count; i += 1) {
  if (type(i) !== 'code') continue;
  const kind = name(i).replace(/^system \/ /, '').replace(/ \/ .*$/, '');
  codeKinds.set(kind, (codeKinds.get(kind) ?? 0) + self(i));
  if (!name(i).startsWith('system / SharedFunctionInfo')) continue;
  const script = edgeTo(i, 'script');
  const url = script === undefined ? '(no script)' : name(script).replace(/^system \/ Script \/ /, '').replace(/^https?:\/\/[^/]+/, '') || '(unnamed script)';
  sharedByScript.set(url, (sharedByScript.get(url) ?? 0) + retained[i]);
}
console.log('\nCode by kind (self size):');
for (const [kind, bytes] of [...codeKinds].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${kb(bytes).padStart(10)}  ${kind}`);
console.log('\nFunctions (SharedFunctionInfo, retained) by script:');
for (const [url, bytes] of [...sharedByScript].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${kb(bytes).padStart(10)}  ${url.slice(0, 90)}`);

// Our objects and arrays with many keys or elements: catalogues, lists, caches.
const ours = [];
for (let i = 0; i < count; i += 1) {
  if (!['object', 'array'].includes(type(i)) || retained[i] < 4 * 1024) continue;
  if (/^(system|Window|blink|\(|HTML|V8)/.test(name(i))) continue;
  ours.push(i);
}
ours.sort((a, b) => retained[b] - retained[a]);
console.log('\nObjects and arrays retaining ≥ 4 KB (not the engine\'s own):');
for (const i of ours.slice(0, TOP)) console.log(`  ${kb(retained[i]).padStart(10)}  ${describe(i)}\n               held by ${path(i)}`);
