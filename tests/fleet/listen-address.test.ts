import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { basePort } from '../helpers/fleet';

// The production server itself (npm start: dist/server.mjs from the build), as systemd would start
// it: with TRUST_PROXY_HOPS=1 and no -H or HOSTNAME it listens on 127.0.0.1 only, as the
// kernel's socket table shows; told -H 0.0.0.0 it listens everywhere and warns.
const started: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const c of started) {
    if (c.exitCode === null && c.signalCode === null) {
      const gone = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 30_000))]);
      if (c.exitCode === null && c.signalCode === null) process.kill(c.pid!, 'SIGKILL');
    }
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** The local addresses of the sockets listening on `port` (IPv4 and IPv6), from /proc/net. */
function listening(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const out: string[] = [];
  for (const [file, v6] of [['/proc/net/tcp', false], ['/proc/net/tcp6', true]] as const) {
    let text = '';
    try { text = fs.readFileSync(file, 'utf8'); } catch { continue; }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`)) continue; // 0A: LISTEN
      const addr = local.split(':')[0];
      if (v6) out.push(addr === '0'.repeat(32) ? '::' : addr === '00000000000000000000000001000000' ? '::1' : addr);
      else out.push(addr.match(/../g)!.reverse().map((h) => parseInt(h, 16)).join('.'));
    }
  }
  return out;
}

/** Starts the server and resolves with its output once it says it is ready. */
async function serve(port: number, args: string[]): Promise<{ child: ChildProcess; output: () => string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-listen-'));
  dirs.push(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', DATA_DIR: dir, DATABASE_URL: '', WARM_UP: 'off', NEXT_TELEMETRY_DISABLED: '1',
    DEMO_MODE: '1', PAYMENT_PROVIDER: 'sandbox' };
  delete env.HOSTNAME;
  const child = spawn(process.execPath, ['dist/server.mjs', '-p', String(port), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let text = '';
  child.stdout!.on('data', (b) => { text += b; });
  child.stderr!.on('data', (b) => { text += b; });
  const deadline = Date.now() + 120_000;
  while (!/GharBazaar ready on/.test(text)) {
    if (child.exitCode !== null) throw new Error(`dist/server.mjs exited (${child.exitCode}):\n${text}`);
    if (Date.now() > deadline) throw new Error(`dist/server.mjs not ready within 120 s:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => text };
}

describe('the production server\'s listen address', () => {
  it('listens on 127.0.0.1 only with TRUST_PROXY_HOPS=1 and no host given', { timeout: 180_000 }, async () => {
    const port = basePort() + 10;
    const { child, output } = await serve(port, []);
    expect(listening(port)).toEqual(['127.0.0.1']);
    expect(output()).toContain(`ready on http://127.0.0.1:${port} (trusted proxy hops: 1)`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    // Any other address of this machine is refused.
    const other = Object.values(os.networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal);
    if (other) await expect(fetch(`http://${other.address}:${port}/api/health`)).rejects.toThrow();
    child.kill('SIGTERM');
  });

  it('listens where -H says, and warns that the port must be reachable by the proxy only', { timeout: 180_000 }, async () => {
    const port = basePort() + 11;
    const { output } = await serve(port, ['-H', '0.0.0.0']);
    expect(listening(port)).toEqual(['0.0.0.0']);
    expect(output()).toContain(`TRUST_PROXY_HOPS=1 while listening on 0.0.0.0: only the proxy may reach port ${port} (firewall it)`);
  });
});
