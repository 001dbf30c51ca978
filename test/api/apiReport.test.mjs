// The public types as built (dist/*.d.ts, one file per entry) against the committed API reports
// (test/api/*.api.md; node:test, in `npm run test:types`, after the build). A difference fails
// with the diff and how to accept it: a change to the public types must be seen in review.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ACCEPT, builtReport, diffLines, entries, ROOT, strayReports } from './apiReport.mjs';

describe('API report', () => {
  for (const entry of entries) {
    test(`${entry.name}: ${entry.declarations} matches ${entry.report}`, () => {
      const built = builtReport(entry);
      assert.ok(built !== undefined, `${entry.declarations} is missing: run \`npm run build\` first`);
      const file = path.join(ROOT, entry.report);
      assert.ok(existsSync(file), `${entry.report} is missing. If ${entry.name} is a new entry, write its report: ${ACCEPT}, and commit it.`);
      const committed = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
      if (committed === built) return;
      assert.fail(
        [
          `The public types of ${entry.name} changed (- ${entry.report}, + ${entry.declarations}):`,
          '',
          diffLines(committed, built),
          '',
          `If the change is meant, accept it: ${ACCEPT} (rewrites test/api/*.api.md from dist/), and commit the reports with it.`,
        ].join('\n'),
      );
    });
  }

  test('every report belongs to an entry', () => {
    const stray = strayReports();
    assert.deepEqual(stray, [], `test/api/${stray.join(', test/api/')}: no entry of package.json "exports" writes it; ${ACCEPT} removes it`);
  });

  test('the diff shows what changed, with line numbers', () => {
    const committed = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].join('\n');
    const built = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h', 'i', 'j'].join('\n');
    assert.equal(diffLines(committed, built), ['@@ -2,8 +2,9 @@', ' b', ' c', ' d', '-e', '+E', ' f', ' g', ' h', ' i', '+j'].join('\n'));
  });
});
