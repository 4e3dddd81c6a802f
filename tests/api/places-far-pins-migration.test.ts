// Issue 23 item 4: databases imported before the pin check lose far pins through
// the far-pins migration (custom SQL), on PGlite and PostgreSQL alike.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { listings, localities } from '@/server/platform/db/schema';
import { useTestDb } from '../helpers/db';
import { makeCity, makeListing } from '../helpers/fixtures';

const t = useTestDb();
// Found by its name, whatever number the migration got.
const DIR = path.join(process.cwd(), 'server/platform/db/migrations');
const FILE = path.join(DIR, fs.readdirSync(DIR).find((f) => f.endsWith('_far_locality_pins.sql'))!);

async function locality(name: string, city: string, pincode: string, lat: number, lng: number) {
  const [l] = await t.db.insert(localities).values({
    name, nameLower: name.toLowerCase(), cityName: city, district: city, state: 'Karnataka', pincode, lat, lng,
  }).returning();
  return l;
}

beforeAll(async () => {
  await makeCity(t.db, 'Bengaluru', { lat: 12.9716, lng: 77.5946 });
  await makeCity(t.db, 'Mysuru', { lat: 12.2958, lng: 76.6394 });
});

describe('migration far_locality_pins: far locality pins', () => {
  it('drops Dharmaram College\'s pin 36 km out and the listings that copied it, keeps real pins and posters\' own', async () => {
    const far = await locality('Dharmaram College', 'Bengaluru', '560029', 13.133, 77.9274);
    const near = await locality('Vijayanagar III Stage', 'Mysuru', '570030', 12.3014, 76.6169);
    const village = await locality('Hullahalli', 'Mysuru', '571314', 12.05, 76.55); // 29 km, outside the urban core
    const copied = await makeListing(t.db, { city: 'Bengaluru', locality: far.name, localityId: far.id, lat: 13.1352, lng: 77.9231 });
    const ownPin = await makeListing(t.db, { city: 'Bengaluru', locality: far.name, localityId: far.id, lat: 12.935, lng: 77.624 });
    const mysuru = await makeListing(t.db, { city: 'Mysuru', locality: near.name, localityId: near.id, lat: 12.302, lng: 76.617 });

    for (const statement of fs.readFileSync(FILE, 'utf8').split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }

    const pin = async (id: number) => (await t.db.select({ lat: localities.lat }).from(localities).where(eq(localities.id, id)))[0].lat;
    const item = async (id: number) => (await t.db.select({ lat: listings.lat }).from(listings).where(eq(listings.id, id)))[0].lat;
    expect(await pin(far.id)).toBeNull();
    expect(await pin(near.id)).toBe(12.3014);
    expect(await pin(village.id)).toBe(12.05);
    expect(await item(copied.id)).toBeNull();
    expect(await item(ownPin.id)).toBe(12.935);
    expect(await item(mysuru.id)).toBe(12.302);
  });
});
