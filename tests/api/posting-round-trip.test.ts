// Issue 23: every field a poster entered comes back when the listing, PG or project is
// opened for editing (the PIN code did not). Each of the 14 categories is posted with
// every catalogue field filled for each post type, then read with find-one.
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeUser, tokenFor } from '../helpers/fixtures';
import { givePlan } from '../helpers/plans';
import { validPgBody } from '../helpers/pg-bodies';
import { validProjectBody } from '../helpers/project-bodies';
import { POSTING_CATEGORIES, type PostingCategory, type PostingType } from '@/lib/posting/categories';
import { AREA_UNIT_FIELD, fieldApplies, type FieldDef } from '@/lib/posting/fields';
import { amenitiesOf } from '@/lib/posting/amenities';

const t = useTestDb();

async function poster(role: 'owner' | 'agent' | 'builder') {
  const u = await makeUser(t.db, { roleType: role });
  await givePlan(t.db, u.id, { projects: 5 });
  return tokenFor(u.id);
}

const clamp = (v: number, f: FieldDef) => Math.min(f.max ?? v, Math.max(f.min ?? v, v));

/** A valid value for one catalogue field (not its first option or its minimum, where that could pass unnoticed as a default). */
function valueOf(f: FieldDef): unknown {
  const opts = (f.options ?? []).map((o) => o.value);
  switch (f.kind) {
    case 'int': return clamp(2, f);
    case 'number': case 'area': return clamp(1234.5, f);
    case 'bool': return true;
    case 'enum': return opts[opts.length - 1];
    case 'multi': return opts.slice(0, 2);
    case 'date': return '2027-01-15';
    case 'text': return `Poster's ${f.label.toLowerCase()}`;
  }
}

/** Every field of a list that applies to the post type (conditions met by the values chosen before). */
function fill(list: readonly FieldDef[], postType: PostingType, into: Record<string, unknown>) {
  for (const f of list) if (!f.when) into[f.key] = valueOf(f);
  for (const f of list) if (f.when && fieldApplies(f, postType, into)) into[f.key] = valueOf(f);
  for (const f of list) if (!fieldApplies(f, postType, into)) delete into[f.key];
  return into;
}

function fullBody(c: PostingCategory, postType: PostingType) {
  const details = fill(c.fields, postType, { [AREA_UNIT_FIELD]: c.areaUnits[c.areaUnits.length - 1] });
  // Built floors: the floor must not be above the total.
  if ('floor_no' in details && 'total_floors' in details) details.floor_no = details.total_floors;
  const pricing = fill(c.priceFields.filter((f) => f.key !== 'price' && f.key !== 'negotiable'), postType, {});
  return {
    post_type: postType,
    property_details: { name: 'Sri Lakshmi Residency', address: '12, 4th Cross, Kalidasa Road' },
    g_location: { city: 'Mysuru', area: 'Vijayanagar', lat: 12.33, lng: 76.62, postCode: '570017' },
    details,
    pricing: { ...pricing, price: postType === 'rent' ? 18_000 : 6_500_000, negotiable: true },
    description: 'Well kept property close to the main road, schools and the market. Owner lives nearby.',
    amenities: amenitiesOf(c).slice(0, 3),
    photo_ids: [] as number[],
  };
}

describe('find-one gives back every field the poster entered', () => {
  it.each(POSTING_CATEGORIES.map((c) => [c.category, c] as const))('%s, for each post type', async (_, c) => {
    const token = await poster('agent');
    for (const postType of c.postTypes) {
      const body = fullBody(c, postType);
      const created = await call('POST', c.createPath, body, { token });
      expect(created.http, JSON.stringify(created.body)).toBe(200);
      const found = (await call('POST', '/api/user/my-property/my-property-list-find-one',
        { property_id: created.body.data.property_id }, { token })).body.data;
      expect(found.details, `${c.category} ${postType} details`).toEqual(body.details);
      expect(found.pricing, `${c.category} ${postType} pricing`).toEqual(body.pricing);
      expect(found.property_details).toEqual(body.property_details);
      expect(found.g_location).toMatchObject(body.g_location);
      expect(found.description).toBe(body.description);
      expect(found.amenities).toEqual(body.amenities);
    }
  });

  it('a PG: building name and PIN code too', async () => {
    const token = await poster('owner');
    const body = validPgBody({
      property_details: { name: 'Lakshmi Nilaya', address: '12, 4th Cross, Vijayanagar 2nd Stage' },
      g_location: { city: 'Mysuru', area: 'Vijayanagar', lat: 12.33, lng: 76.62, postCode: '570017' },
    });
    const created = await call('POST', '/api/pg/create', body, { token });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    const found = (await call('POST', '/api/pg/my-pg-list-find-one', { pg_id: created.body.data.pg_id }, { token })).body.data;
    expect(found.property_details).toEqual(body.property_details);
    expect(found.g_location).toMatchObject(body.g_location);
    for (const k of ['pg_name', 'gender', 'food', 'rules', 'available_from', 'description', 'amenities'] as const) expect(found[k], k).toEqual(body[k]);
    expect([...found.rooms].sort((a: { rent: number }, b: { rent: number }) => a.rent - b.rent))
      .toEqual([...body.rooms].sort((a, b) => a.rent - b.rent));
  });

  it('a project: PIN code, state and address lines too', async () => {
    const token = await poster('builder');
    const body = validProjectBody({
      g_location: { city: 'Mysuru', area: 'Vijayanagar', state: 'Karnataka', postCode: '570017', lat: 12.33, lng: 76.62,
        address_line_1: 'Hunsur Road', address_line_2: 'Vijayanagar 4th Stage' },
      project_features: { gated_colony: true, boundary_wall_made: true, floors_allowed: 12, amenities: [{ name: 'Club House', status: true }] },
      common_features: { total_floor: 12 },
    });
    const created = await call('POST', '/api/project/create-apartment-project', body, { token });
    expect(created.http, JSON.stringify(created.body)).toBe(200);
    const found = (await call('POST', '/api/user/my-project/my-project-list-find-one', { project_id: created.body.data.project_id }, { token })).body.data;
    expect(found.g_location).toMatchObject(body.g_location);
    for (const k of ['project_type', 'no_of_units', 'status_of_projects_construction', 'project_lunched_on', 'expected_completed_date',
      'project_details', 'configurations', 'project_features', 'common_features', 'rera', 'description'] as const) {
      expect(found[k], k).toEqual(body[k as keyof typeof body]);
    }
  });
});
