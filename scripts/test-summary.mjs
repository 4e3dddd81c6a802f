// The closing lines of `npm test` (scripts/test-all.mjs), kept apart so a unit
// test can hold them to the truth: never "All steps green" when the browser
// journeys were skipped, and a test that passed only on a retry is flaky, not passed.

/** Flaky tests of a Playwright JSON report, as "file › title". */
export function flakyTests(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') out.push(`${file ?? suite.file ?? ''} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const s of report?.suites ?? []) walk(s, s.file);
  return out;
}

/** The lines printed at the end; the last one is always "N passed, N failed". */
export function summaryLines({ failedSteps, skippedSteps = [], flaky = [], passed, failed }) {
  const lines = [];
  if (failedSteps.length) lines.push(`Failed steps: ${failedSteps.join(', ')}`);
  else if (skippedSteps.length) lines.push(`Steps run were green; NOT run: ${skippedSteps.join(', ')}.`);
  else if (flaky.length) lines.push('All steps green, with flaky tests (see above).');
  else lines.push('All steps green.');
  if (flaky.length) {
    lines.push(`${flaky.length} flaky (failed, then passed on a retry; not counted as passed):`);
    for (const f of flaky) lines.push(`  - ${f}`);
  }
  lines.push(`${passed} passed, ${failed} failed${flaky.length ? `, ${flaky.length} flaky` : ''}`);
  return lines;
}
