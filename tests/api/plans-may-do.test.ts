import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { listings } from '@/server/platform/db/schema';
import { assertCanGoLive, entitlementsFor } from '@/server/money/plans/entitlements';
import { allowanceListings } from '@/server/money/plans/counted';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makePg } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';
import { buyPlan, seedPlans } from '../helpers/plans';

// What a poster may do now is one computation (server/money/plans/entitlements.ts): the plan
// summary the wizard reads, Plan Management's figures and the create call's check agree,
// also for a poster holding more live listings than any allowance (as the demo owner was
// seeded with 24 and, after buying Owner Basic, read "24 of 3" and still could not post).

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

const CREATE = '/api/property/apartment/create-apartment-property';
const DAY = 86_400_000;
const summary = async (token: string) => (await call('POST', '/api/user/my-plan-details-without-project', {}, { token })).body.data;
const statusOf = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0];

/** An owner with `n` live listings and no plan, the oldest first. */
async function overAllowance(n: number) {
  const u = await accountUser(t.db, 'owner');
  const ls = [];
  for (let i = 0; i < n; i += 1) {
    ls.push(await makeListing(t.db, { userId: u.id, approvedAt: new Date(), createdAt: new Date(Date.now() - (n - i) * DAY) }));
  }
  return { u, ls };
}

describe('what a poster may do now', () => {
  it('an owner over the allowance: figures, the listings that count and the server agree; a new plan lets them post at once', async () => {
    const { u, ls } = await overAllowance(24);
    // The summary (what the wizard reads) settles first: the newest listing stays live, 23 wait for a plan.
    const before = await summary(u.token);
    expect(before).toMatchObject({ has_plan: false, listings: { allowed: 1, used: 1, waiting: 23 }, can_post_listing: false });
    const named = await allowanceListings(u.id);
    expect(named.counted.map((l) => l.id)).toEqual([ls[23].id]);
    expect(named.waiting).toHaveLength(23);
    expect((await statusOf(ls[0].id))).toMatchObject({ status: 'expired', needsPlan: true });
    const refused = await call('POST', CREATE, validBody('apartment', 'sale', 6_100_000), { token: u.token });
    expect(refused.http).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'You have reached your limit of 1 live listing. Buy a plan to post more: /subscription/plans',
      data: { reason: 'plan_required', allowed: 1, used: 1 },
    });

    // Owner Basic (₹499 + GST = ₹588.82): 2 more places, free at once for new listings.
    await buyPlan(t.db, u.token, 'owner_basic');
    const after = await summary(u.token);
    expect(after).toMatchObject({ has_plan: true, listings: { allowed: 3, used: 1, waiting: 23 }, can_post_listing: true });
    const list = await call('POST', '/api/user/my-plan-management-list', {}, { token: u.token });
    expect(list.body.data.entitlements).toMatchObject({ listings: { allowed: 3, used: 1 }, canPostListing: true });
    const posted = await call('POST', CREATE, validBody('apartment', 'sale', 6_200_000), { token: u.token });
    expect(posted.http).toBe(200);

    // The last place: a waiting listing comes back when the owner chooses it ("Still available").
    const back = await call('POST', '/api/user/my-property/confirm-available', { property_id: ls[0].id }, { token: u.token });
    expect(back.http).toBe(200);
    expect(await statusOf(ls[0].id)).toMatchObject({ status: 'approved', needsPlan: false });
    expect(await summary(u.token)).toMatchObject({ listings: { allowed: 3, used: 3, waiting: 22 }, can_post_listing: false });
    // Full again: neither a new listing nor another waiting one, and the refusal gives the figures shown.
    const again = await call('POST', '/api/user/my-property/confirm-available', { property_id: ls[1].id }, { token: u.token });
    expect(again.http).toBe(403);
    expect(again.body.data).toMatchObject({ reason: 'plan_required', allowed: 3, used: 3 });
    expect((await call('POST', CREATE, validBody('apartment', 'sale', 6_300_000), { token: u.token })).http).toBe(403);
    await expect(assertCanGoLive(t.db, u.id)).rejects.toMatchObject({ status: 403 });
  });

  it('counts PGs (no limit) and the leads received today against the daily limit', async () => {
    const u = await accountUser(t.db, 'owner');
    await makePg(t.db, { userId: u.id });
    const e = await entitlementsFor(t.db, u.id);
    expect(e).toMatchObject({ pgs: { allowed: null, used: 1 }, leads: { allowed: 40, used: 0, per: 'day' }, canPostListing: true });
    const s = await summary(u.token);
    expect(s).toMatchObject({ pgs: { allowed: null, used: 1 }, leads: { allowed: 40, used: 0 }, listings: { allowed: 1, used: 0, waiting: 0 } });
  });

  it('a poster within the allowance is left alone by settling', async () => {
    const { u, ls } = await overAllowance(1);
    expect(await summary(u.token)).toMatchObject({ listings: { allowed: 1, used: 1, waiting: 0 } });
    const held = await t.db.select().from(listings).where(and(eq(listings.userId, u.id), eq(listings.needsPlan, true)));
    expect(held).toHaveLength(0);
    expect(await statusOf(ls[0].id)).toMatchObject({ status: 'approved' });
  });
});
