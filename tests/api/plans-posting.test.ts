// The allowance wired into posting's create and renew paths (server/listings/posting/service.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { listings } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';
import { buyPlan, seedPlans } from '../helpers/plans';

const t = useTestDb();
beforeAll(async () => seedPlans(t.db));

const CREATE = '/api/property/apartment/create-apartment-property';
const mine = async (userId: number) => Number((await t.db.select({ n: count() }).from(listings).where(eq(listings.userId, userId)))[0].n);

describe('posting and the free allowance', () => {
  it('the second listing without a plan is refused with a link to the plans; after buying one it posts', async () => {
    const u = await accountUser(t.db, 'owner');
    expect((await call('POST', CREATE, validBody('apartment', 'sale'), { token: u.token })).http).toBe(200);
    const refused = await call('POST', CREATE, validBody('apartment', 'rent'), { token: u.token });
    expect(refused.http).toBe(403);
    expect(refused.body).toMatchObject({
      status: 'fail', message: 'You have reached your limit of 1 live listing. Buy a plan to post more: /subscription/plans',
      data: { reason: 'plan_required', plans_url: '/subscription/plans' },
    });
    expect(await mine(u.id)).toBe(1);
    await buyPlan(t.db, u.token, 'owner_basic');
    expect((await call('POST', CREATE, validBody('apartment', 'rent'), { token: u.token })).http).toBe(200);
    expect(await mine(u.id)).toBe(2);
  });
});
