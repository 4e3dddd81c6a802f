// `npm run demo`: migrate, seed the demo catalogue once, build, and serve on
// the embedded database in demo mode (OTPs readable in the login dialog).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

const env = { ...process.env, DEMO_MODE: process.env.DEMO_MODE ?? '1',
  // The demo pays in the in-app sandbox, which production opens only when asked by name.
  PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || 'sandbox', NEXT_TELEMETRY_DISABLED: '1' };
const step = (title, cmd, args) => {
  console.log(`\n=== ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

step('migrate and seed demo data (skipped when already seeded)', 'npx',
  ['tsx', '--conditions=react-server', 'scripts/seed.ts', ...process.argv.slice(2)]);
step('production build', 'npx', ['next', 'build']);
const serverFile = await buildServer();
// A worker of the build can still hold the embedded database's lock for a moment after the
// build returns: the server's first requests would find the folder in use. Wait for it.
const lockFile = path.join(path.resolve(process.env.DATA_DIR || 'data'), '.lock');
const holder = () => {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
};
for (let waited = 0; holder() && waited < 30_000; waited += 250) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
const port = process.env.PORT || '3000';
console.log(`\n=== serving on http://localhost:${port} (Ctrl+C to stop)`);
// The custom server: client addresses from the socket (server/platform/runtime/serve.ts).
const server = spawn('node', [serverFile, '-p', port], { stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
