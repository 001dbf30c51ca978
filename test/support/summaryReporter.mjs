// Prints one plain closing line with the totals of the browser run, so CI logs (and
// humans skimming them) can read the result without parsing the progress bar, and the files
// whose tests took longest, so that what makes the run slow shows where it is.
function count(suite, totals) {
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
    totals.ms += test.duration ?? 0;
  }
  for (const child of suite.suites) count(child, totals);
}

const SLOWEST = 8;

export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, ms: 0 };
      const files = [];
      let broken = 0;
      for (const session of sessions) {
        const before = totals.ms;
        if (session.testResults) count(session.testResults, totals);
        files.push([session.testFile, totals.ms - before]);
        if (!session.passed && (session.errors?.length ?? 0) > 0) broken += 1;
      }
      totals.failed += broken;
      const slowest = files
        .sort((a, b) => b[1] - a[1])
        .slice(0, SLOWEST)
        .map(([file, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file.replace(process.cwd() + '/', '')}`);
      console.log(`\nslowest test files (time in their tests, ${(totals.ms / 1000).toFixed(0)} s in all):\n${slowest.join('\n')}`);
      console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    },
  };
}
