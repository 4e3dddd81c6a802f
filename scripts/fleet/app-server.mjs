// One app server of the fleet: `node dist/server.mjs` (npm start) from the one build, on its
// own port and its own DATA_DIR (so nothing a server writes to local disk could be
// seen by another: shared state lives in PostgreSQL and S3).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_OUT } from '../build-server.mjs';

/** Resolves once GET /api/ready answers 200; rejects if the process exits first or time runs out. */
export async function waitReady(url, child, ms = 180_000) {
  const deadline = Date.now() + ms;
  let exited = null;
  child?.once('exit', (code, signal) => { exited = code ?? signal; });
  let last = '';
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the app server for ${url} exited (${exited}) before it was ready`);
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(10_000) });
      if (res.ok) return;
      last = `${res.status} ${(await res.json().catch(() => ({}))).message ?? ''}`;
    } catch (e) {
      last = e?.cause?.code ?? e?.message ?? String(e);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app server for ${url} was not ready within ${ms / 1000} s (last answer: ${last})`);
}

export function startAppServer({ root, dir, index, port, env, log }) {
  const dataDir = path.join(dir, `server-${index}-data`);
  fs.mkdirSync(dataDir, { recursive: true });
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [SERVER_OUT, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root, stdio: ['ignore', out, out],
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' },
  });
  fs.closeSync(out);
  return { index, port, url: `http://127.0.0.1:${port}`, pid: child.pid, child, log, dataDir };
}
