import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 3100);
// The moderation desk's journeys need an admin, and the only way to make one is the CLI,
// which scripts/e2e-server.mjs runs for this phone before the server starts.
process.env.E2E_ADMIN_PHONE ||= '9000000099';

// Debian's Chromium, never a downloaded browser. The flags keep it off the
// (closed) network at start-up.
export default defineConfig({
  testDir: 'e2e',
  // Parallel runs on one machine keep their traces apart.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results/e2e-artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run two at a time (the machine has 2 cores; a journey mostly waits on the server or the
  // browser, so two overlap well: 30 min → 16 min); the tests of one file stay in order. Journeys
  // share the seeded demo users, so one that uses up a demo account's quota makes its own (ApiActor).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/ready`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
