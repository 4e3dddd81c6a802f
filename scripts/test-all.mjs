// `npm test`: the whole suite, the way CI runs it. First installs Chromium if missing.
//  0. ESLint with Next's configuration (eslint.config.mjs) on the whole tree, and the
//     server's layers (dependency-cruiser, .dependency-cruiser.cjs)
//  1. vitest (unit, component, API integration) on embedded PGlite
//  2. the API integration tests again on PostgreSQL when DATABASE_URL is set
//  3. a production build, then Playwright journeys in /usr/bin/chromium
//  4. the fleet tests on that build: app servers behind nginx on PostgreSQL and s3rver
//     (npm run test:fleet, tests/fleet) when DATABASE_URL names a PostgreSQL server
//  5. the benchmark harness in smoke mode on that build
// Ends with one line "N passed, N failed" and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { flakyTests, playwrightFailures, summaryLines, vitestFailedFiles, vitestFailures } from './test-summary.mjs';

fs.mkdirSync('test-results', { recursive: true });
// Chromium from Debian when it is missing (scripts/test-tools.sh), as on a fresh machine.
if (spawnSync('bash', ['scripts/test-tools.sh'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
const skippedSteps = [];
const flaky = [];
const failures = [];

// Each step's wall time, printed before the summary: CI has a time budget to keep.
const stepTimes = [];
function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stepTimes.push(`${title} ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  return r.status === 0;
}

function countVitest(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    failures.push(...vitestFailures(j));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    return j.numFailedTests === 0 && j.numTotalTests > 0;
  } catch {
    return false;
  }
}

const readJson = (file) => { try { return JSON.parse(fs.readFileSync(file, 'utf8')); } catch { return null; } };

/**
 * A failed chaos file (the fleet's: real processes, signals and timing on a shared machine) runs once
 * more, on its own, as Playwright retries a journey: passing then, it is listed as flaky with its
 * first failure, never counted as a clean pass; failing again, the step fails.
 */
function rerunFailedFiles(title, file, args, env) {
  const first = readJson(file);
  const files = vitestFailedFiles(first);
  if (!first || !files.length || files.length > 2) return false;
  const again = file.replace(/\.json$/, '-rerun.json');
  fs.rmSync(again, { force: true });
  const ok = run(`${title}: ${files.length} failed file(s) once more`, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${again}`, ...args, ...files], env);
  const second = readJson(again);
  if (!ok || !second || second.numFailedTests > 0 || second.numTotalTests === 0) return false;
  flaky.push(...vitestFailures(first).map((f) => `${f} (passed when its file ran again)`));
  totals.passed += first.numPassedTests;
  return true;
}

function vitest(title, file, args, env, { rerun = false } = {}) {
  fs.rmSync(file, { force: true });
  const ok = run(title, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args], env);
  if (!ok && rerun && rerunFailedFiles(title, file, args, env)) return;
  if (!countVitest(file) || !ok) {
    failedSteps.push(title);
    if (!fs.existsSync(file)) totals.failed += 1;
  }
}

if (run('ESLint (Next config)', 'npx', ['eslint', '--max-warnings=0', '.'])) totals.passed += 1;
else {
  totals.failed += 1;
  failedSteps.push('ESLint');
}
if (run('Layers (dependency-cruiser)', 'npm', ['run', '--silent', 'lint:layers'])) totals.passed += 1;
else {
  totals.failed += 1;
  failedSteps.push('Layers');
}

const pgUrl = process.env.DATABASE_URL;
vitest('vitest on PGlite (unit, component, API)', 'test-results/vitest-pglite.json', [], { DATABASE_URL: '' });
if (pgUrl) {
  vitest('vitest API integration on PostgreSQL', 'test-results/vitest-postgres.json', ['tests/api'], { DATABASE_URL: pgUrl });
  // Limits counted in Redis (REDIS_URL) instead of the database: CI names its Redis in REDIS_TEST_URL.
  if (process.env.REDIS_TEST_URL) {
    vitest('rate limits on Redis', 'test-results/vitest-redis.json', ['tests/api/limits-shared.test.ts'],
      { DATABASE_URL: pgUrl, REDIS_URL: process.env.REDIS_TEST_URL, REDIS_KEY_PREFIX: `ci${process.pid}:` });
  } else skippedSteps.push('rate limits on Redis (REDIS_TEST_URL not set)');
} else {
  console.log('\n(DATABASE_URL not set: the PostgreSQL run of the API tests is skipped; CI sets it.)');
  skippedSteps.push('API tests on PostgreSQL (DATABASE_URL not set)');
}

const skipE2e = process.env.SKIP_E2E === '1';
if (skipE2e) skippedSteps.push('next build, Playwright browser journeys and benchmark smoke (SKIP_E2E=1)');
if (!skipE2e) {
  if (!run('next build', 'npx', ['next', 'build'], { DATABASE_URL: '' })) {
    failedSteps.push('next build');
    totals.failed += 1;
  } else {
    const out = 'test-results/e2e.json';
    fs.rmSync(out, { force: true });
    const ok = run('Playwright e2e in Chromium', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    try {
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      const s = report.stats;
      // A retry that passed is reported as flaky, not counted as a clean pass.
      totals.passed += s.expected;
      flaky.push(...flakyTests(report));
      failures.push(...playwrightFailures(report));
      totals.failed += s.unexpected;
      if (!ok || s.unexpected > 0) failedSteps.push('Playwright e2e');
    } catch {
      failedSteps.push('Playwright e2e');
      totals.failed += 1;
    }
  }
}

// The fleet: real processes on the build just made, on the PostgreSQL server of DATABASE_URL.
if (!skipE2e && !failedSteps.includes('next build')) {
  if (pgUrl) vitest('fleet tests (nginx, app servers, PostgreSQL, s3rver)', 'test-results/vitest-fleet.json', ['--config', 'vitest.fleet.config.ts'], { FLEET_PG_URL: pgUrl, DATABASE_URL: '' }, { rerun: true });
  else skippedSteps.push('fleet tests (DATABASE_URL not set)');
}

// The benchmark harness in its tiny smoke mode (issue: CI only proves it works).
if (!skipE2e && !failedSteps.includes('next build')) {
  const ok = run('benchmark harness smoke run', 'npm', ['run', 'bench:smoke'], { BENCH_REUSE_BUILD: '1', DATABASE_URL: '' });
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failedSteps.push('bench smoke');
  }
}

console.log(`\nStep times: ${stepTimes.join('; ')}`);
console.log(`\n${summaryLines({ failedSteps, skippedSteps, flaky, failures, ...totals }).join('\n')}`);
process.exit(failedSteps.length ? 1 : 0);
