import { describe, expect, it } from 'vitest';
import { flakyTests, playwrightFailures, summaryLines, vitestFailedFiles, vitestFailures } from '@/scripts/test-summary.mjs';

describe('npm test summary', () => {
  it('does not claim "All steps green" when the browser journeys were skipped', () => {
    const lines = summaryLines({ failedSteps: [], skippedSteps: ['Playwright (SKIP_E2E=1)'], passed: 900, failed: 0 });
    expect(lines.join('\n')).not.toContain('All steps green');
    expect(lines[0]).toBe('Steps run were green; NOT run: Playwright (SKIP_E2E=1).');
    expect(lines.at(-1)).toBe('900 passed, 0 failed');
  });

  it('reports flaky retries by name and does not count them as passes', () => {
    const report = { suites: [{ file: 'detail.spec.ts', specs: [], suites: [{ specs: [
      { title: 'opens the gallery', tests: [{ status: 'flaky' }] },
      { title: 'shows the map', tests: [{ status: 'expected' }] },
    ] }] }] };
    const flaky = flakyTests(report);
    expect(flaky).toEqual(['detail.spec.ts › opens the gallery']);
    const lines = summaryLines({ failedSteps: [], flaky, passed: 1, failed: 0 });
    expect(lines).toContain('  - detail.spec.ts › opens the gallery');
    expect(lines.at(-1)).toBe('1 passed, 0 failed, 1 flaky');
  });

  it('says all steps green only when everything ran and passed first time', () => {
    expect(summaryLines({ failedSteps: [], passed: 5, failed: 0 })[0]).toBe('All steps green.');
    expect(summaryLines({ failedSteps: ['ESLint'], passed: 5, failed: 1 })[0]).toBe('Failed steps: ESLint');
  });

  it('names each failed test near the end, so a log cut to its tail still says which one failed', () => {
    const vitest = { testResults: [
      { name: '/ci/repo/tests/fleet/failover.test.ts', status: 'failed', assertionResults: [
        { fullName: 'failover loses no write', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 1 to be 0\u001b[39m\n    at x'] },
        { fullName: 'failover starts', status: 'passed', failureMessages: [] },
      ] },
      { name: '/ci/repo/tests/fleet/backup.test.ts', status: 'failed', message: 'Error: nginx is missing\nstack', assertionResults: [] },
    ] };
    const pw = { suites: [{ file: 'search.spec.ts', specs: [{ title: 'filters', tests: [{ status: 'unexpected', results: [{ error: { message: 'Timeout 10000ms' } }] }] }] }] };
    const failures = [...vitestFailures(vitest), ...playwrightFailures(pw)];
    expect(failures).toEqual([
      'tests/fleet/failover.test.ts › failover loses no write: AssertionError: expected 1 to be 0',
      'tests/fleet/backup.test.ts: Error: nginx is missing',
      'search.spec.ts › filters: Timeout 10000ms',
    ]);
    const lines = summaryLines({ failedSteps: ['fleet tests'], failures, passed: 1, failed: 2 });
    expect(lines.slice(0, 2)).toEqual(['Failed tests (3):', '  - tests/fleet/failover.test.ts › failover loses no write: AssertionError: expected 1 to be 0']);
    expect(lines.at(-1)).toBe('1 passed, 2 failed');
    // The files to run once more: those that failed, as vitest names them.
    expect(vitestFailedFiles(vitest)).toEqual(['/ci/repo/tests/fleet/failover.test.ts', '/ci/repo/tests/fleet/backup.test.ts']);
    expect(vitestFailedFiles({ testResults: [{ name: '/a.test.ts', status: 'passed' }] })).toEqual([]);
  });
});
