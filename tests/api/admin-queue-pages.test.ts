// The desk's report, abusive-review and grievance queues page through every item, 50 at a time:
// none stops at a fixed number, none shows an item twice or skips one.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { loadAdminDesk } from '@/server/trust/admin/load-desk';
import { grievances, listings, reports } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();
let token: string;
let adminId: number;
const LISTINGS = 120;
const REVIEWS = 55;
const GRIEVANCES = 130;

beforeAll(async () => {
  const a = await accountUser(t.db, 'buyer', { name: 'Pages Admin' });
  await createAdmin(t.db, a.user.phoneNumber);
  token = a.token;
  adminId = a.id;
  const owner = await makeUser(t.db, { roleType: 'owner' });
  const [r1, r2] = [await makeUser(t.db), await makeUser(t.db)];
  const items = await t.db.insert(listings).values(Array.from({ length: LISTINGS }, (_, i) => ({
    userId: owner.id, postedBy: 'owner' as const, group: 'residential' as const, category: 'apartment' as const, postType: 'rent' as const,
    status: 'approved' as const, title: `Reported flat ${i}`, city: 'Mysuru', locality: 'Vijayanagar', price: 15_000,
  }))).returning({ id: listings.id });
  // Some items reported twice, so the order (most reported first) has ties to break across pages.
  await t.db.insert(reports).values([
    ...items.map((l) => ({ reporterId: r1.id, targetKind: 'property', targetId: l.id, reason: 'fraud' })),
    ...items.filter((_, i) => i % 7 === 0).map((l) => ({ reporterId: r2.id, targetKind: 'property', targetId: l.id, reason: 'wrong_info' })),
    ...Array.from({ length: REVIEWS }, (_, i) => ({ reporterId: r1.id, targetKind: 'review', targetId: 900_000 + i, reason: 'abusive' })),
  ]);
  const due = Date.now() + 86_400_000;
  await t.db.insert(grievances).values(Array.from({ length: GRIEVANCES }, (_, i) => ({
    name: `Complainant ${i}`, email: `c${i}@example.in`, category: 'other', subject: `Ticket ${i}`, message: 'Please look into this.',
    dueAt: new Date(due + i * 60_000),
  })));
});

const queues = (q: string) => call('GET', `/api/admin/queues${q}`, undefined, { token });
const key = (x: { target_type: string; target_id: number }) => `${x.target_type}:${x.target_id}`;

describe('desk queues come in pages', () => {
  it('reports: 120 items in pages of 50, 50 and 20, each once, most reported first', async () => {
    const seen: string[] = [];
    for (const [page, size] of [[1, 50], [2, 50], [3, 20]] as const) {
      const r = await queues(`?reports_page=${page}`);
      expect(r.http).toBe(200);
      expect(r.body.data.reports).toHaveLength(size);
      expect(r.body.data.reports_paging).toEqual({ page, pages: 3, total: LISTINGS, page_size: 50 });
      seen.push(...r.body.data.reports.map(key));
    }
    expect(new Set(seen).size).toBe(LISTINGS);
    const first = (await queues('')).body.data.reports;
    expect(first.slice(0, Math.ceil(LISTINGS / 7)).every((g: { count: number }) => g.count === 2)).toBe(true);
    expect((await queues('?reports_page=4')).body.data.reports).toEqual([]);
  });

  it('abusive reviews: 55 in two pages', async () => {
    const a = await queues('?reviews_page=1');
    const b = await queues('?reviews_page=2');
    expect(a.body.data.reviews).toHaveLength(50);
    expect(b.body.data.reviews).toHaveLength(5);
    expect(b.body.data.reviews_paging).toMatchObject({ page: 2, pages: 2, total: REVIEWS });
    expect(new Set([...a.body.data.reviews, ...b.body.data.reviews].map((r: { review_id: number }) => r.review_id)).size).toBe(REVIEWS);
  });

  it('grievances: 130 open tickets by deadline in pages of 50', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => call('GET', `/api/admin/grievances?page=${p}`, undefined, { token })));
    expect(pages.map((p) => p.body.data.open.length)).toEqual([50, 50, 30]);
    expect(pages[2]!.body.data).toMatchObject({ open_total: GRIEVANCES, page: 3, pages: 3, total: GRIEVANCES });
    const subjects = pages.flatMap((p) => p.body.data.open.map((g: { subject: string }) => g.subject));
    expect(subjects).toEqual(Array.from({ length: GRIEVANCES }, (_, i) => `Ticket ${i}`));
  });

  it('a bad page number is a 400 naming the parameter, never a 500', async () => {
    for (const [path, message] of [
      ['/api/admin/queues?reports_page=0', 'reports_page must be at least 1'],
      ['/api/admin/queues?reviews_page=two', 'reviews_page must be a number'],
      ['/api/admin/grievances?page=1.5', 'page must be a whole number'],
    ]) {
      const r = await call('GET', path!, undefined, { token });
      expect(r.http, path).toBe(400);
      expect(r.body.message).toBe(message);
    }
  });

  it('the desk page loads the page each queue asks for', async () => {
    const d = await loadAdminDesk({ page: 1 }, adminId, { reports_page: 3, reviews_page: 2, grievances_page: 2 });
    expect(d.reports).toHaveLength(20);
    expect(d.reportPage).toMatchObject({ page: 3, pages: 3, total: LISTINGS });
    expect(d.reviews).toMatchObject({ page: 2, total: REVIEWS });
    expect(d.reviews.items).toHaveLength(5);
    expect(d.grievances.open[0]!.subject).toBe('Ticket 50');
  });
});
