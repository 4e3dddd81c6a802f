// Serves the production build on a fresh embedded database seeded with the
// product cities' localities and a small demo catalogue, for Playwright.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

const port = process.argv[2] || '3100';
const dataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
// Every browser of a run comes from 127.0.0.1: TRUST_PROXY_HOPS=1 lets a journey
// play distinct visitors by sending X-Forwarded-For (as a proxy would), while a
// request without one is still 127.0.0.1 (lib/forwarded-for.mjs).
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_MODE: '1', PAYMENT_PROVIDER: 'sandbox', NEXT_TELEMETRY_DISABLED: '1', TRUST_PROXY_HOPS: '1',
  // All journeys log in from this one machine: the per-network OTP cap (30 an hour) would end the run.
  OTP_SENDS_PER_IP_PER_HOUR: '100000' };

const seed = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts', '--localities', 'demo', '--listings', '800'],
  { stdio: 'inherit', env });
if (seed.status !== 0) process.exit(seed.status ?? 1);
// The moderation desk's journeys need an admin, made the only way there is: the CLI.
if (process.env.E2E_ADMIN_PHONE) {
  const admin = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/admin-create.ts', '--phone', process.env.E2E_ADMIN_PHONE], { stdio: 'inherit', env });
  if (admin.status !== 0) process.exit(admin.status ?? 1);
}

// The production server as `npm start` runs it, built from its TypeScript now (a source change never runs stale).
const server = spawn('node', [await buildServer(), '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
