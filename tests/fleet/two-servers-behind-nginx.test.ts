import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { EMPTY_SEARCH, searchPath } from '@/lib/search-route';
import { startFleet, type Fleet } from '@/scripts/fleet/start.mjs';
import { validBody } from '../helpers/posting-bodies';
import { scenePhoto } from '../helpers/photo-fixtures';
import { api, dbPrefix, fleetPorts, loginThrough, pgServerUrl } from '../helpers/fleet';

// Two app servers from one build behind nginx, on PostgreSQL and s3rver: any
// server may answer any request. JWT_SECRET is set here (one production setup);
// the no-JWT_SECRET case (the secret kept in the database) has its own test below.
let fleet: Fleet;
let db: pg.Pool;
const phoneBase = `97${String(Date.now() % 1e6).padStart(6, '0')}`;
const phone = (n: number) => `${phoneBase}${String(n).padStart(2, '0')}`;
const OTP_IP_CAP = 6;

beforeAll(async () => {
  fleet = await startFleet({
    ...fleetPorts(), servers: 2, pgUrl: pgServerUrl(), database: `${dbPrefix()}_fleet_two`, fresh: true, listings: 40,
    env: { JWT_SECRET: randomBytes(32).toString('hex'), OTP_SENDS_PER_IP_PER_HOUR: String(OTP_IP_CAP), ALERTS_WORKER: 'off' },
  });
  db = new pg.Pool({ connectionString: fleet.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await fleet?.stop({ removeDir: true });
});

const [A, B] = [0, 1];
const direct = (i: number) => fleet.servers[i].url;
const mysuruRent = `${searchPath('residential', { ...EMPTY_SEARCH, type: 'rent', location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }] })}?sort=newest`;

async function ownerToken(n: number) {
  const token = await loginThrough(fleet.url, phone(n));
  await db.query(`update users set role_type = 'owner', name = 'Fleet Owner', is_registered = true where phone_number = $1`, [phone(n)]);
  return token;
}

describe('two servers behind nginx', () => {
  it('balances round robin, sets X-Request-Id and passes the client address through one trusted hop', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${fleet.url}/api/health`);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      pids.add((await res.json()).data.pid);
    }
    expect(pids).toEqual(new Set(fleet.servers.map((s) => s.pid)));
    const ready = await api(fleet.url, 'GET', '/api/ready');
    expect(ready.body.data).toMatchObject({ db: 'postgres', storage: 's3', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('logs in through the balancer, and the same token works on each server directly', async () => {
    const token = await loginThrough(fleet.url, phone(1));
    for (const i of [A, B]) {
      const me = await api(direct(i), 'POST', '/api/user/fetch-my-profile', {}, { 'x-access-token': token });
      expect(me.http, `server ${i}`).toBe(200);
    }
  });

  it('serves through B the listing and photo posted through A, and B\'s cached search page shows it within 1 s', async () => {
    const token = await ownerToken(2);
    // B's search page is in B's page cache before the write.
    await fetch(`${direct(B)}${mysuruRent}`);
    expect((await fetch(`${direct(B)}${mysuruRent}`)).headers.get('x-page-cache')).toBe('hit');

    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await scenePhoto(7))], { type: 'image/jpeg' }), 'flat.jpg');
    const up = await fetch(`${direct(A)}/api/property/images/upload-property-image`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
    expect(up.status).toBe(200);
    const photo = (await up.json()).data as { id: number; location: string };
    const posted = await api(direct(A), 'POST', '/api/property/apartment/create-apartment-property',
      { ...validBody('apartment', 'rent', 17_500), photo_ids: [photo.id] }, { 'x-access-token': token });
    expect(posted.http).toBe(200);
    const at = Date.now();
    expect(posted.body.data.status).toBe('approved');

    const pic = await fetch(`${direct(B)}${photo.location}`);
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toBe('image/webp');
    const detail = await fetch(`${direct(B)}${posted.body.data.detail_url}`);
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain(photo.location.replace(/-\d+\.webp$/, ''));

    // Needs the cross-server cache retirement (LISTEN/NOTIFY): within 1 s of the acknowledged write.
    const card = `${posted.body.data.detail_url}`.split('?')[0];
    let seenAfter = Infinity;
    while (Date.now() - at < 3000) {
      const html = await (await fetch(`${direct(B)}${mysuruRent}`)).text();
      if (html.includes(card)) { seenAfter = Date.now() - at; break; }
      await new Promise((r) => setTimeout(r, 50));
    }
    // A, which took the write, shows it: the page and the card's link are the right ones to look for.
    expect(await (await fetch(`${direct(A)}${mysuruRent}`)).text()).toContain(card);
    expect(seenAfter).toBeLessThanOrEqual(1000);
  });

  it('holds the OTP per-IP cap across both servers together', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.23' };
    const answers: number[] = [];
    for (let n = 0; n < OTP_IP_CAP + 2; n++) {
      const r = await api(direct(n % 2), 'POST', '/api/user/auth/Login', { country_code: '+91', phone_number: phone(40 + n) }, ip);
      answers.push(r.http);
    }
    expect(answers.slice(0, OTP_IP_CAP)).toEqual(Array(OTP_IP_CAP).fill(200));
    expect(answers.slice(OTP_IP_CAP)).toEqual([429, 429]);
  });

  it('holds the contact-us limit (5 an hour per address) across both servers together (needs limits kept in PostgreSQL/Redis)', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.77' };
    const body = { name: 'Asha Rao', email: 'asha@example.com', message: 'Is the listing on Kalidasa Road still available?' };
    const answers: number[] = [];
    for (let n = 0; n < 8; n++) answers.push((await api(direct(n % 2), 'POST', '/api/contactUs/create-contactUs', body, ip)).http);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('counts requests in /metrics for a loopback caller, and refuses a caller the trusted proxy names as remote', async () => {
    await fetch(`${direct(A)}/api/health`);
    const local = await fetch(`${direct(A)}/metrics`);
    expect(local.status).toBe(200);
    expect(await local.text()).toMatch(/gharbazaar_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    // A client nginx saw at 203.0.113.50 (a server trusts one hop: the X-Forwarded-For nginx wrote).
    const remote = await fetch(`${direct(A)}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(remote.status).toBe(403);
  });
});
