// Prints one plain closing line with the totals of the browser run, so CI logs (and
// humans skimming them) can read the result without parsing the progress bar, and the files
// whose tests took longest, so that what makes the run slow shows where it is. A failed test is
// named again at the very end, with the first line of its error: a CI log that is cut keeps its
// end, and the progress output above may be long gone.
function count(suite, totals, path) {
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      totals.names.push(`${[...path, test.name].join(' › ')}: ${firstLine(test.error?.message)}`);
    }
    totals.ms += test.duration ?? 0;
  }
  for (const child of suite.suites) count(child, totals, [...path, child.name]);
}

function firstLine(message) {
  return String(message ?? 'no error message').split('\n')[0].slice(0, 300);
}

const SLOWEST = 8;

export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, ms: 0, names: [] };
      const files = [];
      let broken = 0;
      for (const session of sessions) {
        const before = totals.ms;
        const file = session.testFile.replace(process.cwd() + '/', '');
        if (session.testResults) count(session.testResults, totals, [file]);
        files.push([file, totals.ms - before]);
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          broken += 1;
          totals.names.push(`${file}: ${firstLine(session.errors[0]?.message)}`);
        }
      }
      totals.failed += broken;
      const slowest = files
        .sort((a, b) => b[1] - a[1])
        .slice(0, SLOWEST)
        .map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
      console.log(`\nslowest test files (time in their tests, ${(totals.ms / 1000).toFixed(0)} s in all):\n${slowest.join('\n')}`);
      if (totals.names.length > 0) console.log(`\nfailed:\n${totals.names.map((name) => `  ${name}`).join('\n')}`);
      console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    },
  };
}
