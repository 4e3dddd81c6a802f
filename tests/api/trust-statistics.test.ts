import { describe, expect, it } from 'vitest';
import { itemStatistics } from '@/server/trust/leads/statistics';
import { itemViewDays } from '@/server/platform/db/schema';
import { lastDays } from '@/server/listings/posting/my-properties';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';

const t = useTestDb();

describe('/statistics loader', () => {
  it("counts a listing's views, saves, callbacks and enquiries per Indian day, for its poster only", async () => {
    const owner = await accountUser(t.db, 'owner');
    const a = await accountUser(t.db, 'buyer');
    const b = await accountUser(t.db, 'buyer');
    const l = await makeListing(t.db, { userId: owner.id });
    const today = lastDays().at(-1)!;
    await t.db.insert(itemViewDays).values({ kind: 'property', itemId: l.id, day: today, views: 7 });
    for (const u of [a, b]) await call('POST', '/api/property/bookmark/create-bookmarks', { property_id: l.id, property_type: 'residential' }, { token: u.token });
    await call('POST', '/api/requestCallBack/create-requestCallBack', { property_id: l.id, property_type: 'residential', name: 'Kiran Rao', phone_number: '9876543210' }, { token: a.token });
    await call('POST', '/api/enquiry/create-enquiry', { property_id: l.id, property_type: 'residential', name: 'Meena Rao', phone_number: '9876543211', message: 'Available?' }, { token: b.token });
    const s = await itemStatistics(owner.id, 'property', l.id);
    expect(s!.days).toHaveLength(30);
    expect(s!.days.at(-1)).toEqual({ date: today, views: 7, saves: 2, callbacks: 1, enquiries: 1, brochures: 0 });
    expect(s!.totals).toEqual({ views: 7, saves: 2, callbacks: 1, enquiries: 1, brochures: 0 });
    expect(await itemStatistics(a.id, 'property', l.id)).toBeNull();
    expect(await itemStatistics(owner.id, 'property', 999999)).toBeNull();
  });
});
