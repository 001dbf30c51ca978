// Prints one plain closing line with the totals of the browser run, so CI logs (and
// humans skimming them) can read the result without parsing the progress bar.
function count(suite, totals) {
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) count(child, totals);
}

export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      let broken = 0;
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        if (!session.passed && (session.errors?.length ?? 0) > 0) broken += 1;
      }
      totals.failed += broken;
      console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    },
  };
}
