// The free allowance and every plan allowance hold when a poster's requests
// arrive at the same moment: 40 parallel calls through the real route table,
// each allowance exact. On PostgreSQL the calls run on separate pooled
// connections; on PGlite they interleave on one.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { featuredItems, listings, projects, subscriptionProjects } from '@/server/platform/db/schema';
import { FREE_ALLOWANCE } from '@/server/money/plans/allowance';
import { backend, useTestDb } from '../helpers/db';
import { call, type ApiAnswer } from '../helpers/api';
import { makeListing, makeProject } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';
import { validProjectBody } from '../helpers/project-bodies';
import { givePlan, seedPlans } from '../helpers/plans';

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

const CREATE = '/api/property/apartment/create-apartment-property';
const statuses = (answers: ApiAnswer[]) => {
  const by: Record<number, number> = {};
  for (const a of answers) by[a.http] = (by[a.http] ?? 0) + 1;
  return by;
};
const inParallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const live = async (userId: number) => Number((await t.db.select({ n: count() }).from(listings)
  .where(and(eq(listings.userId, userId), inArray(listings.status, ['pending', 'approved']))))[0].n);

describe(`live listings under parallel posts (${backend})`, () => {
  it('40 posts at once by a new owner leave exactly the free allowance live (1)', async () => {
    const u = await accountUser(t.db, 'owner');
    const answers = await inParallel(40, (i) => call('POST', CREATE, validBody('apartment', i % 2 ? 'sale' : 'rent'), { token: u.token }));
    expect(statuses(answers)).toEqual({ 200: FREE_ALLOWANCE.listings, 403: 40 - FREE_ALLOWANCE.listings });
    expect(answers.filter((a) => a.http === 403).every((a) => a.body.data?.reason === 'plan_required')).toBe(true);
    expect(await live(u.id)).toBe(1);
    // Nothing was half-saved by the refused posts.
    expect(await t.db.select().from(listings).where(eq(listings.userId, u.id))).toHaveLength(1);
  });

  it('40 posts at once by a poster with a plan of 4 listings leave exactly 5 live (the plan and the free one)', async () => {
    const u = await accountUser(t.db, 'agent');
    await givePlan(t.db, u.id, { listings: 4 });
    const answers = await inParallel(40, () => call('POST', CREATE, validBody('apartment', 'sale'), { token: u.token }));
    expect(statuses(answers)).toEqual({ 200: 5, 403: 35 });
    expect(await live(u.id)).toBe(5);
  });

  it('40 "still available" calls at once on 4 expired listings bring back exactly the allowance', async () => {
    const u = await accountUser(t.db, 'owner');
    const old = await inParallel(4, () => makeListing(t.db, { userId: u.id, status: 'expired', approvedAt: new Date() }));
    const answers = await inParallel(40, (i) =>
      call('POST', '/api/user/my-property/confirm-available', { property_id: old[i % 4].id }, { token: u.token }));
    // The first renewal of one listing makes it live; renewing that same listing again takes no new place.
    expect(await live(u.id)).toBe(1);
    const revived = answers.filter((a) => a.http === 200).map((a) => a.body.data.property_id);
    expect(new Set(revived).size).toBe(1);
    expect(answers.filter((a) => a.http !== 200).every((a) => a.http === 403)).toBe(true);
  });
});

describe(`featured slots under parallel calls (${backend})`, () => {
  it('40 feature calls at once over 8 live listings feature exactly the 3 slots of the plan', async () => {
    const u = await accountUser(t.db, 'owner');
    await givePlan(t.db, u.id, { listings: 20, featured: 3 });
    const ls = await inParallel(8, () => makeListing(t.db, { userId: u.id, approvedAt: new Date() }));
    const answers = await inParallel(40, (i) =>
      call('POST', '/api/subscription/feature-listing', { property_id: ls[i % 8].id }, { token: u.token }));
    expect(answers.every((a) => a.http === 200 || a.http === 403)).toBe(true);
    const rows = await t.db.select().from(featuredItems).where(and(eq(featuredItems.userId, u.id), isNull(featuredItems.endedAt)));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.itemId)).size).toBe(3);
    expect((await t.db.select().from(listings).where(and(eq(listings.userId, u.id), eq(listings.isFeatured, true))))).toHaveLength(3);
  });
});

describe(`project slots under parallel calls (${backend})`, () => {
  it('40 project creates at once by a builder with 3 slots store exactly 3 projects', async () => {
    const b = await accountUser(t.db, 'builder');
    await givePlan(t.db, b.id, { projects: 3 });
    const answers = await inParallel(40, (i) => call('POST', '/api/project/create-apartment-project',
      validProjectBody({ project_details: { name: `Kaveri Heights ${i}`, address: 'Hunsur Road, Vijayanagar 4th Stage' } }), { token: b.token }));
    expect(statuses(answers)).toEqual({ 200: 3, 403: 37 });
    expect(await t.db.select().from(projects).where(eq(projects.userId, b.id))).toHaveLength(3);
  });

  it('40 attach calls at once over 10 projects fill exactly the 2 slots of the plan', async () => {
    const b = await accountUser(t.db, 'builder');
    const sub = await givePlan(t.db, b.id, { projects: 2 });
    const ps = await inParallel(10, () => makeProject(t.db, { userId: b.id }));
    const answers = await inParallel(40, (i) =>
      call('POST', '/api/subscription/attach-project', { project_id: ps[i % 10].id }, { token: b.token }));
    expect(answers.every((a) => a.http === 200 || a.http === 403)).toBe(true);
    const slots = await t.db.select().from(subscriptionProjects)
      .where(and(eq(subscriptionProjects.subscriptionId, sub), isNull(subscriptionProjects.removedAt)));
    expect(slots).toHaveLength(2);
  });
});
