import type { Db } from '@/server/platform/db/client';
import { call } from './api';
import { makeUser, tokenFor } from './fixtures';
import { givePlan } from './plans';
import { validBody } from './posting-bodies';

/** A new owner with a plan posts a flat for rent in `city` (locality Kuvempunagar) through the real call. */
export async function postRentalFlat(db: Db, city: string) {
  const owner = await makeUser(db, { roleType: 'owner' });
  await givePlan(db, owner.id);
  const b = validBody('apartment', 'rent') as any;
  b.g_location = { ...b.g_location, city, area: 'Kuvempunagar' };
  return call('POST', '/api/property/apartment/create-apartment-property', b, { token: await tokenFor(owner.id) });
}
