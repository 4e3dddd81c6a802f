// The desk's pending queue shows a cloned-photo listing next to the listing whose photo it copied.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createAdmin } from '@/server/trust/admin/create-admin';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';
import { accountUser } from '../helpers/account-fixtures';
import { validBody } from '../helpers/posting-bodies';
import { givePlan } from '../helpers/plans';
import { photoForm, scenePhoto } from '../helpers/photo-fixtures';

const t = useTestDb();
const CREATE = '/api/property/apartment/create-apartment-property';
const UPLOAD = '/api/property/images/upload-property-image';

async function poster() {
  const u = await makeUser(t.db, { roleType: 'owner' });
  await givePlan(t.db, u.id);
  return { token: await tokenFor(u.id) };
}

describe('pending queue', () => {
  it('shows the cloned-photo listing and the original side by side', async () => {
    const a = await poster();
    const b = await poster();
    const original = await scenePhoto(5150);
    const upA = await call('POST', UPLOAD, undefined, { token: a.token, raw: photoForm('image', original) });
    const first = await call('POST', CREATE, { ...validBody('apartment', 'rent'), photo_ids: [upA.body.data.id] }, { token: a.token });
    expect(first.body.data.status).toBe('approved');
    const copy = await sharp(original).resize(900).jpeg({ quality: 55 }).toBuffer();
    const upB = await call('POST', UPLOAD, undefined, { token: b.token, raw: photoForm('image', copy) });
    const cloned = await call('POST', CREATE, { ...validBody('apartment', 'rent'), photo_ids: [upB.body.data.id] }, { token: b.token });
    expect(cloned.body.data.status).toBe('pending');

    const admin = await accountUser(t.db, 'buyer');
    await createAdmin(t.db, admin.user.phoneNumber);
    const q = await call('GET', '/api/admin/queues', undefined, { token: admin.token });
    const item = q.body.data.pending.find((p: { id: number }) => p.id === cloned.body.data.property_id);
    expect(item.reasons).toEqual(["A photo is the same as a photo of another poster's live listing."]);
    expect(item.item).toMatchObject({ id: cloned.body.data.property_id });
    expect(item.cloned_from.map((c: { id: number; kind: string }) => [c.kind, c.id])).toEqual([['property', first.body.data.property_id]]);
  });
});
