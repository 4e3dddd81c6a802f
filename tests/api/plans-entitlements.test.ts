import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { listings, projects, subscriptionProjects, subscriptions } from '@/server/platform/db/schema';
import { assertCanGoLive } from '@/server/money/plans/entitlements';
import { settleLapsedPlans } from '@/server/platform/jobs/plan-lapse';
import { FREE_ALLOWANCE } from '@/server/money/plans/allowance';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makeProject } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { buyPlan, seedPlans } from '../helpers/plans';

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

const listing = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0];
const endPlans = (userId: number) => t.db.update(subscriptions)
  .set({ endsAt: sql`now() - interval '1 second'`, startsAt: sql`now() - interval '91 days'` }).where(eq(subscriptions.userId, userId));

describe('catalogue', () => {
  it('lists each role its plans with 18 % GST shown', async () => {
    const r = await call('GET', '/api/subscription/plans?audience=owner');
    expect(r.http).toBe(200);
    expect(r.body.data.map((p: { code: string }) => p.code)).toEqual(['owner_basic', 'owner_plus', 'owner_premium']);
    expect(r.body.data[1]).toMatchObject({ price_paise: 149900, gst_paise: 26982, total_paise: 176882, gst_rate_percent: 18, duration_days: 90, featured_quota: 1 });
    const builder = await accountUser(t.db, 'builder');
    const mine = await call('GET', '/api/subscription/plans', undefined, { token: builder.token });
    expect(mine.body.data.every((p: { audience: string }) => p.audience === 'builder')).toBe(true);
    expect(new Set(mine.body.data.map((p: { duration_days: number }) => p.duration_days))).toEqual(new Set([90, 180]));
  });
});

describe('allowance and plans', () => {
  it('a poster without a plan gets the free allowance, then is refused with a link to the plans', async () => {
    const u = await accountUser(t.db, 'owner');
    expect(FREE_ALLOWANCE.listings).toBe(1);
    await expect(assertCanGoLive(t.db, u.id)).resolves.toMatchObject({ listings: { allowed: 1, used: 0 } });
    await makeListing(t.db, { userId: u.id });
    await expect(assertCanGoLive(t.db, u.id)).rejects.toMatchObject({
      status: 403, message: 'You have reached your limit of 1 live listing. Buy a plan to post more: /subscription/plans',
      data: { reason: 'plan_required', plans_url: '/subscription/plans' },
    });
    await buyPlan(t.db, u.token, 'owner_plus');
    await expect(assertCanGoLive(t.db, u.id)).resolves.toMatchObject({ listings: { allowed: 6, used: 1 } });
  });

  it('featured status and the listings past the allowance end when the plan ends; nothing is deleted; a renewal brings them back', async () => {
    const u = await accountUser(t.db, 'owner');
    const lapsing = await buyPlan(t.db, u.token, 'owner_plus');
    const ls = [];
    for (let i = 0; i < 4; i += 1) ls.push(await makeListing(t.db, { userId: u.id, approvedAt: new Date(), createdAt: new Date(Date.now() - (10 - i) * 86_400_000) }));
    const f = await call('POST', '/api/subscription/feature-listing', { property_id: ls[0].id }, { token: u.token });
    expect(f.http).toBe(200);
    expect((await listing(ls[0].id)).isFeatured).toBe(true);
    const second = await call('POST', '/api/subscription/feature-listing', { property_id: ls[1].id }, { token: u.token });
    expect(second.http).toBe(403);
    expect(second.body.message).toBe('You have no featured listing left. Buy a plan to feature more: /subscription/plans');

    await endPlans(u.id);
    expect(await settleLapsedPlans()).toBeGreaterThanOrEqual(1);
    const after = await Promise.all(ls.map((l) => listing(l.id)));
    expect(after.map((l) => l.isFeatured)).toEqual([false, false, false, false]);
    // The newest stays live (free allowance 1); the rest wait as "needs a plan".
    expect(after.map((l) => [l.status, l.needsPlan])).toEqual([
      ['expired', true], ['expired', true], ['expired', true], ['approved', false]]);
    await expect(assertCanGoLive(t.db, u.id)).rejects.toMatchObject({ status: 403 });
    const summary = await call('POST', '/api/user/my-plan-details-without-project', {}, { token: u.token });
    expect(summary.body.data).toMatchObject({ has_plan: false, plan_button: 'Renew Plan', listings: { allowed: 1, used: 1 } });

    // Renewing the plan that ended (another plan, from its Renew link) asks to keep what it had.
    await buyPlan(t.db, u.token, 'owner_basic', { renew_id: lapsing.verified.subscription_id });
    const back = await Promise.all(ls.map((l) => listing(l.id)));
    expect(back.filter((l) => l.status === 'approved')).toHaveLength(3);
    expect(back.filter((l) => l.needsPlan)).toHaveLength(1);
  });

  it("project slots end with the plan; a renewal with renewId + projectId keeps the project attached; another builder's plan answers as an unknown one (404)", async () => {
    const b = await accountUser(t.db, 'builder');
    const p = await makeProject(t.db, { userId: b.id });
    const first = await buyPlan(t.db, b.token, 'builder_project');
    const subId = first.verified.subscription_id;
    const att = await call('POST', '/api/subscription/attach-project', { project_id: p.id }, { token: b.token });
    expect(att.body.data).toMatchObject({ subscription_id: subId });
    const p2 = await makeProject(t.db, { userId: b.id });
    expect((await call('POST', '/api/subscription/attach-project', { project_id: p2.id }, { token: b.token })).http).toBe(403);

    const list = await call('POST', '/api/user/my-plan-management-list', {}, { token: b.token });
    expect(list.body.data.plans[0]).toMatchObject({ id: subId, ResidentialProjectDetails: [{ id: p.id }], project_quota: 1 });
    const other = await accountUser(t.db, 'builder');
    const foreign = await call('POST', '/api/user/my-plan-management-list-find-one', { id: subId }, { token: other.token });
    expect(foreign.http).toBe(404);
    expect(foreign.body).toEqual((await call('POST', '/api/user/my-plan-management-list-find-one', { id: 2_000_000_000 }, { token: other.token })).body);

    await endPlans(b.id);
    await settleLapsedPlans();
    const [held] = await t.db.select().from(projects).where(eq(projects.id, p.id));
    expect(held).toMatchObject({ status: 'expired', needsPlan: true });

    const renewed = await buyPlan(t.db, b.token, 'builder_project', { renew_id: subId, project_id: p.id });
    const newSub = renewed.verified.subscription_id;
    const attached = await t.db.select().from(subscriptionProjects)
      .where(and(eq(subscriptionProjects.subscriptionId, newSub), eq(subscriptionProjects.projectId, p.id)));
    expect(attached).toHaveLength(1);
    const [live] = await t.db.select().from(projects).where(eq(projects.id, p.id));
    expect(live).toMatchObject({ status: 'approved', needsPlan: false });
    const one = await call('POST', '/api/user/my-plan-management-list-find-one', { id: newSub }, { token: b.token });
    expect(one.body.data).toMatchObject({ ResidentialProjectDetails: [{ id: p.id }], status: 'active' });

    const del = await call('POST', '/api/subscription/delete-subscription-project', { subscription_id: newSub, project_id: p.id }, { token: b.token });
    expect(del.http).toBe(200);
    const removed = await call('POST', '/api/subscription/fetch-removed-projects', {}, { token: b.token });
    expect(removed.body.data.map((r: { project_id: number; subscription_id: number }) => [r.subscription_id, r.project_id])).toContainEqual([newSub, p.id]);
    const foreignDel = await call('POST', '/api/subscription/delete-subscription-project', { subscription_id: newSub, project_id: p.id }, { token: other.token });
    expect(foreignDel.http).toBe(404);
    expect(foreignDel.body).toEqual((await call('POST', '/api/subscription/delete-subscription-project', { subscription_id: 2_000_000_000, project_id: p.id }, { token: other.token })).body);
  });

  it('renewing a running plan queues the new period after the old one', async () => {
    const u = await accountUser(t.db, 'agent');
    const a = await buyPlan(t.db, u.token, 'agent_starter');
    const b = await buyPlan(t.db, u.token, 'agent_starter', { renew_id: a.verified.subscription_id });
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, u.id));
    const first = rows.find((r) => r.id === a.verified.subscription_id)!;
    const next = rows.find((r) => r.id === b.verified.subscription_id)!;
    expect(next.startsAt.getTime()).toBe(first.endsAt.getTime());
    const list = await call('POST', '/api/user/my-plan-management-list', {}, { token: u.token });
    expect(list.body.data.plans.map((p: { status: string }) => p.status).sort()).toEqual(['active', 'upcoming']);
  });
});

describe('subscription side calls', () => {
  it('FAQ, contact-us and subscribed-by', async () => {
    const u = await accountUser(t.db, 'owner');
    const faq = await call('POST', '/api/subscription/find-all-faq', {});
    expect(faq.http).toBe(200);
    const c = await call('POST', '/api/subscription/create-contact-us', { name: 'Ramesh', phone_number: '9876543210', message: 'Call me about plans' }, { token: u.token });
    expect(c.http).toBe(200);
    const bad = await call('POST', '/api/subscription/create-contact-us', { name: 'Ramesh', message: '' });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('Enter your message');
    const s = await call('POST', '/api/subscription/create-subscribed-by', { name: 'Suresh Kumar', phone_number: '9876500000' }, { token: u.token });
    expect(s.body.data).toMatchObject({ name: 'Suresh Kumar', phone_number: '9876500000' });
  });
});
