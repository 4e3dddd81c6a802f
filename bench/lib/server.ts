// The production server under test: `npm start` (dist/server.mjs, Next's handler behind
// the page cache) on 127.0.0.1 only.
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startChild, stopChild } from './procs';

export type Server = { base: string; child: ChildProcess; stop: () => Promise<void>; startSeconds: number };

async function healthy(base: string, path = '/api/health'): Promise<boolean> {
  try {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

export async function startServer(opts: { distDir: string; port: number; env: Record<string, string>; logFile: string }): Promise<Server> {
  const base = `http://127.0.0.1:${opts.port}`;
  if (await healthy(base)) throw new Error(`something already answers on ${base}: choose another --port`);
  // The server from its TypeScript sources, as `npm run build` leaves it.
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('scripts/build-server.mjs failed');
  const started = Date.now();
  const child = startChild(process.execPath,
    [path.resolve('dist/server.mjs'), '-p', String(opts.port), '-H', '127.0.0.1'], {
      env: {
        ...opts.env, NEXT_DIST_DIR: opts.distDir, DEMO_MODE: '1', PAYMENT_PROVIDER: 'sandbox', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(opts.port), HOSTNAME: '127.0.0.1',
      },
      logFile: opts.logFile,
    });
  let exited: string | null = null;
  child.once('exit', (code, sig) => { exited = `exited with ${code ?? sig}`; });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server ${exited} before answering; see ${opts.logFile}`);
    // The first readiness call opens (and for PGlite loads) the database.
    if (await healthy(base, '/api/ready')) {
      return { base, child, startSeconds: (Date.now() - started) / 1000, stop: () => stopChild(child) };
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopChild(child);
  throw new Error(`the server was not ready (${base}/api/ready) within 120 s; see ${opts.logFile}`);
}
