import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Two app servers from one build on one PostgreSQL database, with no JWT_SECRET:
// whichever answers, the user, the limits and the cached pages are the same.
// npm test passes the PostgreSQL server in FLEET_PG_URL (and an empty DATABASE_URL).
const BASE = process.env.FLEET_PG_URL || process.env.FLEET_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PORTS = [Number(process.env.FLEET_PORT_A ?? 3131), Number(process.env.FLEET_PORT_B ?? 3132)];
const dbName = `fleet_${process.pid}`;
const servers: ChildProcess[] = [];
const url = (i: number, path: string) => `http://127.0.0.1:${PORTS[i]}${path}`;

async function admin(sql: string) {
  const c = new Client({ connectionString: BASE });
  await c.connect();
  try { await c.query(sql); } finally { await c.end(); }
}

async function ready(i: number) {
  for (let t = 0; t < 600; t++) {
    try {
      if ((await fetch(url(i, '/api/search/auto-complete'), { method: 'POST', body: '{}' })).status < 500) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server ${i} never came up`);
}

const post = (i: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url(i, path), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  await admin(`CREATE DATABASE ${dbName}`);
  const u = new URL(BASE);
  u.pathname = `/${dbName}`;
  const env = { ...process.env, DATABASE_URL: u.toString(), JWT_SECRET: '', DEMO_MODE: '1', PAYMENT_PROVIDER: 'sandbox',
    SITE_URL: 'http://localhost', NODE_ENV: 'production' as const, TRUST_PROXY_HOPS: '1', REDIS_URL: '' };
  // One after the other: the first migrates and makes the shared secret under the migration lock.
  for (const [i, port] of PORTS.entries()) {
    servers.push(spawn('node', ['dist/server.mjs'], { env: { ...env, PORT: String(port) }, stdio: 'inherit' }));
    await ready(i);
  }
});

afterAll(async () => {
  for (const s of servers) if (s.pid && s.exitCode === null) process.kill(s.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  for (const s of servers) if (s.pid && s.exitCode === null) process.kill(s.pid, 'SIGKILL');
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
});

describe('two servers, one database', () => {
  it('a token from A works on B', async () => {
    const phone = `97${String(process.pid % 100000).padStart(5, '0')}001`;
    const ip = { 'x-forwarded-for': '10.61.0.1' };
    const login = await (await post(0, '/api/user/auth/Login', { country_code: '+91', phone_number: phone }, ip)).json();
    const outbox = await (await fetch(url(1, `/api/dev/sms-outbox?phone=${phone}`))).json();
    const otp = String(outbox.data[0].message).match(/\b(\d{4})\b/)![1];
    const verified = await (await post(0, '/api/user/auth/VerifyOtp', { otp_token: login.data.otp_token, otp }, ip)).json();
    const token = verified.data.accessToken as string;
    const onB = await fetch(url(1, '/api/user/leads/find-all'), { headers: { 'x-access-token': token } });
    expect(onB.status).toBe(200);
    expect((await fetch(url(1, '/api/user/leads/find-all'), { headers: { 'x-access-token': `${token}x` } })).status).toBe(401);
  });

  it('the contact-us limit holds across both servers together', async () => {
    const body = { name: 'Loop Bot', email: 'bot@example.in', message: 'Spam spam spam spam' };
    const ip = { 'x-forwarded-for': '10.61.0.2' };
    const codes = [];
    for (let n = 0; n < 6; n++) codes.push((await post(n % 2, '/api/contactUs/create-contactUs', body, ip)).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
