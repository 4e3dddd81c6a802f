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

// Long enough for a fleet test's message, which leads with the load balancer's log line.
const firstLine = (m) => String(m ?? '').replace(/\x1b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 700);

/** The test files of a vitest JSON report that failed, as paths vitest accepts again. */
export function vitestFailedFiles(report) {
  return (report?.testResults ?? []).filter((f) => f.status === 'failed').map((f) => String(f.name ?? '')).filter(Boolean);
}

/** Failed tests of a vitest JSON report (and files that failed before any test ran), with their first error line. */
export function vitestFailures(report) {
  const out = [];
  for (const file of report?.testResults ?? []) {
    const name = String(file.name ?? '').replace(/^.*?\/(tests\/)/, '$1');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) out.push(`${name} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed') out.push(`${name}: ${firstLine(file.message)}`);
  }
  return out;
}

/** Failed tests of a Playwright JSON report, as "file › title: first error line". */
export function playwrightFailures(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const err = t.results?.at(-1)?.error?.message;
        out.push(`${file ?? suite.file ?? ''} › ${spec.title}: ${firstLine(err)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const s of report?.suites ?? []) walk(s, s.file);
  return out;
}

/** The lines printed at the end; the last one is always "N passed, N failed". */
export function summaryLines({ failedSteps, skippedSteps = [], flaky = [], failures = [], passed, failed }) {
  const lines = [];
  // The names of what failed come last too, so a CI log cut to its tail still says which test it was.
  if (failures.length) {
    lines.push(`Failed tests (${failures.length}):`);
    for (const f of failures.slice(0, 40)) lines.push(`  - ${f}`);
  }
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
