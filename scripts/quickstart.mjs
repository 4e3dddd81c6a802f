// `npm run demo`: migrate, seed the demo catalogue once, build, and serve on
// the embedded database in demo mode (OTPs readable in the login dialog).
import { spawnSync, spawn } from 'node:child_process';

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
const port = process.env.PORT || '3000';
console.log(`\n=== serving on http://localhost:${port} (Ctrl+C to stop)`);
// The custom server: client addresses from the socket (scripts/serve.mjs).
const server = spawn('node', ['scripts/serve.mjs', '-p', port], { stdio: 'inherit', env });
server.on('exit', (code) => process.exit(code ?? 0));
