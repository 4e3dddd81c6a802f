import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { basePort, dbPrefix, pgServerUrl } from '../helpers/fleet';

// npm run fleet stops before starting anything when a part it needs is missing,
// with a message naming what is missing.
function fleetCli(args: string[], env: Record<string, string> = {}) {
  const p = basePort() + 5;
  const r = spawnSync(process.execPath, ['scripts/fleet/cli.mjs', '--port', String(p + 3000), '--server-port', String(p), '--s3-port', String(p + 1000), ...args],
    { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('npm run fleet refuses to start', () => {
  it('names PostgreSQL when it cannot be reached', () => {
    const r = fleetCli(['--pg', 'postgres://postgres@127.0.0.1:1/postgres']);
    expect(r.status).toBe(1);
    expect(r.out).toContain('fleet: PostgreSQL cannot be reached at postgres://postgres@127.0.0.1:1/postgres (FLEET_PG_URL or --pg)');
  });

  it('names S3 when the configured store cannot be reached', () => {
    const r = fleetCli(['--pg', pgServerUrl(), '--database', `${dbPrefix()}_fleet_refuse`],
      { S3_BUCKET: 'missing-bucket', S3_ENDPOINT: 'http://127.0.0.1:1', S3_ACCESS_KEY_ID: 'K', S3_SECRET_ACCESS_KEY: 'S' });
    expect(r.status).toBe(1);
    expect(r.out).toContain('fleet: S3 cannot be reached or written: bucket missing-bucket at http://127.0.0.1:1');
  });

  it('says what a bad argument should be', () => {
    const r = fleetCli(['--servers', '0']);
    expect(r.status).toBe(1);
    expect(r.out).toContain('fleet: --servers is 1 to 9');
  });
});
