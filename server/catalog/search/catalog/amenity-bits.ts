import 'server-only';
import { arrayContains, sql, type SQL } from 'drizzle-orm';
import { listings } from '../../../platform/db/schema';

/**
 * Every amenity name a listing can carry, in bit order: `listings.amenity_bits`
 * (a generated column, the SQL function amenity_bits() of the migrations) has
 * bit i set when the listing lists AMENITY_BITS[i]. The column sits in the
 * search index, so an amenity filter is answered from the index alone instead
 * of reading each row's array. Append only: a stored bit never changes meaning
 * (tests/api/search-index-columns.test.ts checks this list against the SQL function).
 */
export const AMENITY_BITS = [
  'Lift', 'Power Backup', 'Car Parking', '24x7 Security', 'CCTV', 'Gym', 'Swimming Pool', 'Club House',
  "Children's Play Area", 'Garden', 'Intercom', 'Rain Water Harvesting', 'Piped Gas', 'Visitor Parking',
  'Fire Safety', 'Jogging Track', '24x7 Water Supply', 'Maintenance Staff', 'Indoor Games', 'Community Hall',
  'Cafeteria', 'Conference Room', 'Central AC', 'Service Lift', 'Wide Approach Road',
  'Gated Community', 'Water Connection', 'Electricity Connection',
  'Borewell', 'Drip Irrigation', 'Compound Wall', 'Farm Pond', 'Caretaker Room', 'Solar Pump',
] as const;

const BIT = new Map<string, number>(AMENITY_BITS.map((name, i) => [name, i]));

/** The mask of the known names; names outside the catalogue are matched on the array. */
export function amenityMask(names: string[]): { mask: number; rest: string[] } {
  let mask = BigInt(0); // 34 bits: past JavaScript's 32-bit `|`
  const rest: string[] = [];
  for (const n of names) {
    const bit = BIT.get(n);
    if (bit === undefined) rest.push(n);
    else mask |= BigInt(1) << BigInt(bit);
  }
  return { mask: Number(mask), rest };
}

/** Listings that carry every asked amenity; undefined when none is asked. */
export function amenitiesWhere(names: string[]): SQL | undefined {
  if (!names.length) return undefined;
  const { mask, rest } = amenityMask(names);
  const parts: SQL[] = [];
  if (mask) parts.push(sql`(${listings.amenityBits} & ${mask}::bigint) = ${mask}::bigint`);
  if (rest.length) parts.push(arrayContains(listings.amenities, rest));
  return sql.join(parts, sql` and `);
}
