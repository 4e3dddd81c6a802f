import { describe, expect, it } from 'vitest';
import { flakyTests, summaryLines } from '@/scripts/test-summary.mjs';

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
});
