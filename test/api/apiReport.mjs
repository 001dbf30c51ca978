// The API report: the declaration file each entry of package.json "exports" ships (dist/*.d.ts,
// one per entry), committed as test/api/<file>.api.md, so that any change to the public types
// shows in review. apiReport.test.mjs compares the built files with the reports;
// `npm run api:accept` (this file with --accept, after `npm run build`) rewrites the reports from
// dist/ when a change is meant.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPORT_DIR = path.join(ROOT, 'test/api');
export const ACCEPT = 'npm run api:accept';

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

/** Each typed entry: its import name, its shipped declaration file and its report, relative to the repository. */
export const entries = Object.entries(manifest.exports)
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([subpath, target]) => {
    const declarations = path.posix.normalize(target.types);
    return {
      name: `${manifest.name}${subpath.slice(1)}`,
      declarations,
      report: `test/api/${path.posix.basename(declarations).replace(/\.d\.ts$/, '')}.api.md`,
    };
  });

const LIST = /^((?:export|import)(?: type)? )\{ (.+) \}(.*)$/;

/**
 * The report of an entry: a short header, then its declarations as built, with line ends made
 * `\n` and a long import or export list one name a line, so that a name added or removed is a
 * line of the diff.
 */
export function reportOf(entry, declarations) {
  const lines = declarations
    .replace(/\r\n/g, '\n')
    .trimEnd()
    .split('\n')
    .map((line) => {
      const list = line.length > 100 && LIST.exec(line);
      return list ? `${list[1]}{\n${list[2].split(', ').map((name) => `    ${name},`).join('\n')}\n}${list[3]}` : line;
    });
  return [
    `# API report: \`${entry.name}\``,
    '',
    `The declarations the package ships for \`${entry.name}\` (\`${entry.declarations}\`), long import and`,
    `export lists one name a line. Written by \`${ACCEPT}\` after \`npm run build\`; do not edit by`,
    'hand. A change here is a change to the public types: review it as one.',
    '',
    '```ts',
    ...lines,
    '```',
    '',
  ].join('\n');
}

/** The built report of an entry, or undefined when dist/ lacks its declarations. */
export function builtReport(entry) {
  const file = path.join(ROOT, entry.declarations);
  return existsSync(file) ? reportOf(entry, readFileSync(file, 'utf8')) : undefined;
}

/** Report files in test/api that no entry writes (an entry renamed or removed). */
export function strayReports() {
  const expected = new Set(entries.map((entry) => path.posix.basename(entry.report)));
  return readdirSync(REPORT_DIR).filter((file) => file.endsWith('.api.md') && !expected.has(file));
}

/**
 * A unified diff (`-` committed, `+` built) with three lines of context, from the longest common
 * subsequence of lines; line numbers are the report files'.
 */
export function diffLines(committed, built, context = 3) {
  const a = committed.split('\n');
  const b = built.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  // lcs[i][j]: the longest common subsequence of a[start+i..endA) and b[start+j..endB).
  const rows = endA - start;
  const cols = endB - start;
  const lcs = Array.from({ length: rows + 1 }, () => new Uint32Array(cols + 1));
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = cols - 1; j >= 0; j -= 1) {
      lcs[i][j] = a[start + i] === b[start + j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  // Every line as [kind, text, line in a, line in b] (0-based).
  const lines = [];
  for (let k = 0; k < start; k += 1) lines.push([' ', a[k], k, k]);
  let i = 0;
  let j = 0;
  while (i < rows || j < cols) {
    if (i < rows && j < cols && a[start + i] === b[start + j]) {
      lines.push([' ', a[start + i], start + i, start + j]);
      i += 1;
      j += 1;
    } else if (i < rows && (j === cols || lcs[i + 1][j] >= lcs[i][j + 1])) {
      lines.push(['-', a[start + i], start + i, start + j]);
      i += 1;
    } else {
      lines.push(['+', b[start + j], start + i, start + j]);
      j += 1;
    }
  }
  for (let k = 0; k < a.length - endA; k += 1) lines.push([' ', a[endA + k], endA + k, endB + k]);
  // Hunks: the changed lines with `context` lines around them, neighbours merged.
  const changed = lines.flatMap((line, index) => (line[0] === ' ' ? [] : [index]));
  const hunks = [];
  for (const index of changed) {
    const from = Math.max(0, index - context);
    const to = Math.min(lines.length, index + context + 1);
    const last = hunks.at(-1);
    if (last && from <= last.to) last.to = to;
    else hunks.push({ from, to });
  }
  return hunks
    .map(({ from, to }) => {
      const body = lines.slice(from, to);
      const countA = body.filter(([kind]) => kind !== '+').length;
      const countB = body.filter(([kind]) => kind !== '-').length;
      const header = `@@ -${body[0][2] + 1},${countA} +${body[0][3] + 1},${countB} @@`;
      return [header, ...body.map(([kind, text]) => `${kind}${text}`)].join('\n');
    })
    .join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--accept')) {
    process.stderr.write(`usage: node test/api/apiReport.mjs --accept (${ACCEPT}): rewrites test/api/*.api.md from dist/\n`);
    process.exit(2);
  }
  const missing = entries.filter((entry) => !existsSync(path.join(ROOT, entry.declarations)));
  if (missing.length) {
    process.stderr.write(`${missing.map((entry) => entry.declarations).join(', ')} missing: run \`npm run build\` first\n`);
    process.exit(1);
  }
  for (const file of strayReports()) {
    rmSync(path.join(REPORT_DIR, file));
    process.stdout.write(`removed test/api/${file} (no entry writes it)\n`);
  }
  for (const entry of entries) {
    const report = builtReport(entry);
    const file = path.join(ROOT, entry.report);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (before === report) continue;
    writeFileSync(file, report);
    process.stdout.write(`${before === undefined ? 'wrote' : 'updated'} ${entry.report} from ${entry.declarations}\n`);
  }
  process.stdout.write('API reports match dist/; commit test/api/ with the change.\n');
}
