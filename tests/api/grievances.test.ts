// Complaints under the E-Commerce Rules: a ticket at once, an acknowledgement by
// e-mail, a one-month deadline, and a desk queue with overdue tickets first.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { grievances, mailOutbox } from '@/server/platform/db/schema';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { grievanceThrottle } from '@/server/trust/grievances/routes';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Rao', email: 'Meera.Rao@example.in', category: 'listing', subject: 'The flat was already let',
  message: 'I paid a visit and the owner said it was let two months ago; the listing still shows.', ...over,
});
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.email, email)).orderBy(desc(mailOutbox.id));

describe('filing a grievance', () => {
  it('answers with a ticket, mails an acknowledgement at once and sets the deadline a month out', async () => {
    await grievanceThrottle.clear();
    const r = await call('POST', '/api/grievances/create', body(), { ip: '10.40.0.1' });
    expect(r.http).toBe(200);
    const g = r.body.data;
    expect(g.ticket).toMatch(/^GB-G-\d{4}-\d{6}$/);
    expect(r.body.message).toBe(`Your complaint is registered as ticket ${g.ticket}. We have sent an acknowledgement to meera.rao@example.in and will resolve it within 30 days.`);
    expect(new Date(g.due_at).getTime() - new Date(g.created_at).getTime()).toBe(30 * 86_400_000);
    expect(g.acknowledged_at).not.toBeNull();
    const [mail] = await mailsTo('meera.rao@example.in');
    expect(mail.subject).toBe(`Your complaint ${g.ticket} is registered`);
    expect(mail.body).toContain('The flat was already let');
  });

  it('names each bad field, and files nothing', async () => {
    await grievanceThrottle.clear();
    const before = (await t.db.select().from(grievances)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'refund-now' }, 'category must be one of listing, payment, privacy, account, other'],
      [{ email: 'not-an-email' }, 'email must be a valid email!'],
      [{ message: 'too short' }, 'message must be at least 20 characters'],
      [{ phone_number: '12345' }, 'Please enter the valid phone number'],
      [{ subject: '' }, 'Required!'],
    ];
    for (const [over, message] of cases) {
      const r = await call('POST', '/api/grievances/create', body(over), { ip: '10.40.0.2' });
      expect(r.http, message).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await t.db.select().from(grievances)).toHaveLength(before);
  });

  it('keeps the signed-in user with the ticket, and a loop out: 5 an hour per IP', async () => {
    await grievanceThrottle.clear();
    const u = await accountUser(t.db, 'buyer');
    const r = await call('POST', '/api/grievances/create', body({ email: 'signed@example.in' }), { token: u.token, ip: '10.40.0.3' });
    const [row] = await t.db.select().from(grievances).where(eq(grievances.id, r.body.data.id));
    expect(row.userId).toBe(u.id);
    for (let i = 0; i < 4; i++) expect((await call('POST', '/api/grievances/create', body(), { ip: '10.40.0.3' })).http).toBe(200);
    const sixth = await call('POST', '/api/grievances/create', body(), { ip: '10.40.0.3' });
    expect(sixth.http).toBe(429);
  });
});

describe('the desk grievance queue', () => {
  it('lists open tickets overdue first, resolves with a reply mailed to the complainant, once', async () => {
    await grievanceThrottle.clear();
    const a = await accountUser(t.db, 'buyer', { name: 'Desk Admin' });
    await createAdmin(t.db, a.user.phoneNumber);
    const fresh = (await call('POST', '/api/grievances/create', body({ email: 'fresh@example.in' }), { ip: '10.40.0.4' })).body.data;
    const old = (await call('POST', '/api/grievances/create', body({ email: 'old@example.in' }), { ip: '10.40.0.4' })).body.data;
    // Filed 35 days ago: past its one-month deadline.
    await t.db.update(grievances).set({ createdAt: new Date(Date.now() - 35 * 86_400_000), dueAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(grievances.id, old.id));
    const q = await call('GET', '/api/admin/grievances', undefined, { token: a.token });
    expect(q.http).toBe(200);
    const ids = q.body.data.open.map((g: { id: number }) => g.id);
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(q.body.data.open.find((g: { id: number }) => g.id === old.id).overdue).toBe(true);
    expect(q.body.data.open.find((g: { id: number }) => g.id === fresh.id).overdue).toBe(false);

    const bad = await call('POST', '/api/admin/grievance-resolve', { id: old.id, reason: '' }, { token: a.token });
    expect(bad.body.message).toBe('Write the reply the complainant will get');
    const done = await call('POST', '/api/admin/grievance-resolve', { id: old.id, reason: 'We took the listing down and warned the poster.' }, { token: a.token });
    expect(done.http).toBe(200);
    expect(done.body.data.resolved_at).not.toBeNull();
    const [reply] = await mailsTo('old@example.in');
    expect(reply.subject).toBe(`Your complaint ${old.ticket} is resolved`);
    expect(reply.body).toContain('We took the listing down');
    const again = await call('POST', '/api/admin/grievance-resolve', { id: old.id, reason: 'Second reply' }, { token: a.token });
    expect(again.http).toBe(409);
    expect((await mailsTo('old@example.in'))).toHaveLength(2); // acknowledgement and one reply
    expect((await call('POST', '/api/admin/grievance-resolve', { id: 999999, reason: 'Nothing to close' }, { token: a.token })).http).toBe(404);
  });

  it('is hidden from everyone but admins', async () => {
    const buyer = await accountUser(t.db, 'buyer');
    expect((await call('GET', '/api/admin/grievances', undefined, { token: buyer.token })).http).toBe(404);
    expect((await call('POST', '/api/admin/grievance-resolve', { id: 1, reason: 'Closing it' }, { token: buyer.token })).http).toBe(404);
  });
});
