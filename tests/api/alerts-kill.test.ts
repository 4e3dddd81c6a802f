// The alert worker, killed for real (SIGKILL) in the middle of a batch, in its own
// process on PostgreSQL: nothing is lost and nothing is sent twice. (PGlite runs
// in this process only; alerts-delivery.test.ts kills the worker's batch there.)
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { like, sql } from 'drizzle-orm';
import { alertDeliveries, smsOutbox } from '@/server/platform/db/schema';
import { runAlerts } from '@/server/messaging/alerts/worker';
import { backend, useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';

const t = useTestDb();

function flat(city: string) {
  const b = validBody('apartment', 'rent') as any;
  b.g_location = { ...b.g_location, city, area: 'Kuvempunagar' };
  return b;
}

/** Runs the worker in a child process and SIGKILLs it once it has sent `killAfter` messages (not yet committed). */
async function killWorkerMidway(url: string, killAfter: number) {
  const child = spawn('npx', ['tsx', '--conditions=react-server', 'tests/helpers/alert-worker-child.ts'],
    // Its own process group: the kill reaches npx's node grandchild, which holds the transaction.
    { env: { ...process.env, DATABASE_URL: url, KILL_AFTER: String(killAfter), VITEST: '' }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes(`SENT ${killAfter}`)) { process.kill(-child.pid!, 'SIGKILL'); resolve(); }
      if (out.includes('DONE')) reject(new Error('the worker finished before it could be killed'));
    });
    child.on('exit', (code, signal) => { if (signal !== 'SIGKILL') reject(new Error(`worker exited ${code}`)); });
  });
  await new Promise((r) => child.on('exit', r));
}

describe.skipIf(backend !== 'postgres')('alert worker killed with SIGKILL', () => {
  it('loses nothing and sends nothing twice', async () => {
    const city = 'Killpur';
    const subs = await Promise.all([1, 2, 3, 4].map(() => accountUser(t.db, 'buyer')));
    for (const s of subs) await call('POST', '/api/saved-search/create', { search_group: 'residential', search_id: 'type=rent', city, channel: 'sms' }, { token: s.token });
    const u = await makeUser(t.db, { roleType: 'owner' });
    await givePlan(t.db, u.id);
    const token = await tokenFor(u.id);
    for (let i = 0; i < 3; i++) expect((await call('POST', '/api/property/apartment/create-apartment-property', flat(city), { token })).body.data.status).toBe('approved');

    const [{ db }] = ((await t.db.execute(sql`select current_database() as db`)) as unknown as { rows: { db: string }[] }).rows;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${db}`;
    await killWorkerMidway(url.toString(), 5);
    const sms = async () => (await t.db.select().from(smsOutbox).where(like(smsOutbox.message, `%${city}%`)));
    expect(await sms()).toHaveLength(0); // the killed transaction left nothing half-sent
    // PostgreSQL ends the killed backend's transaction when it notices the closed socket,
    // which can take a moment; until then its claimed rows stay locked and SKIP LOCKED passes
    // them by. Run the worker until all 12 are out (more than 12 would be a double send).
    const deadline = Date.now() + 15_000;
    do await runAlerts(); while ((await sms()).length < 12 && Date.now() < deadline && await new Promise((r) => setTimeout(r, 200, true)));
    await runAlerts();
    const got = await sms();
    expect(got).toHaveLength(12);
    for (const s of subs) expect(got.filter((m) => m.phoneNumber === s.user.phoneNumber)).toHaveLength(3);
    expect((await t.db.select().from(alertDeliveries)).filter((d) => d.sentAt === null)).toHaveLength(0);
  }, 120_000);
});
