import 'server-only';
import { POSTING_CATEGORIES, type PostingCategory, type PostingGroup } from '@/lib/posting/categories';
import { AREA_UNIT_FIELD, type FieldDef } from '@/lib/posting/fields';
import { labelsOf } from '@/lib/posting/labels';

// The spreadsheet's columns for a category group: the wizard's fields under the
// wizard's labels (what a poster already knows from the form), plus external_id,
// the poster's own id of the listing. One list serves the template and the reader.

export type Part = 'top' | 'property_details' | 'g_location' | 'details' | 'pricing';
export type Column = { header: string; key: string; part: Part; field?: FieldDef };

export const EXTERNAL_ID = 'external_id';
export const CATEGORY_HEADER = 'Property type';
export const POST_TYPE_HEADER = 'Sale or rent';

const FIXED_HEAD: Column[] = [
  { header: EXTERNAL_ID, key: EXTERNAL_ID, part: 'top' },
  { header: CATEGORY_HEADER, key: 'category', part: 'top' },
  { header: POST_TYPE_HEADER, key: 'post_type', part: 'top' },
  { header: 'Building, society or project name', key: 'name', part: 'property_details' },
  { header: 'Street address', key: 'address', part: 'property_details' },
  { header: 'City', key: 'city', part: 'g_location' },
  { header: 'Locality', key: 'area', part: 'g_location' },
  { header: 'PIN code', key: 'postCode', part: 'g_location' },
  { header: 'State', key: 'state', part: 'g_location' },
  { header: 'Latitude', key: 'lat', part: 'g_location' },
  { header: 'Longitude', key: 'lng', part: 'g_location' },
  { header: 'Area unit', key: AREA_UNIT_FIELD, part: 'details' },
];
const FIXED_TAIL: Column[] = [
  { header: 'Description', key: 'description', part: 'top' },
  { header: 'Amenities', key: 'amenities', part: 'top' },
];

export const groupCategories = (group: PostingGroup): PostingCategory[] =>
  POSTING_CATEGORIES.filter((c) => c.group === group);

/** Every field of the group once (by key), under the label of the first category that asks it. */
function unionOf(lists: FieldDef[][], part: Part): Column[] {
  const seen = new Map<string, Column>();
  for (const f of lists.flat()) if (!seen.has(f.key)) seen.set(f.key, { header: f.label, key: f.key, part, field: f });
  return [...seen.values()];
}

export function columnsOf(group: PostingGroup): Column[] {
  const cats = groupCategories(group);
  return [
    ...FIXED_HEAD,
    ...unionOf(cats.map((c) => [...c.fields]), 'details'),
    ...unionOf(cats.map((c) => [...c.priceFields]), 'pricing'),
    ...FIXED_TAIL,
  ];
}

export const normHeader = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/** A header cell -> its column: the template's label, any category's own label of the field, or the key. */
export function headerIndex(group: PostingGroup): Map<string, Column> {
  const cols = columnsOf(group);
  const map = new Map<string, Column>();
  for (const col of cols) {
    map.set(normHeader(col.header), col);
    map.set(normHeader(col.key), col);
  }
  for (const c of groupCategories(group)) {
    for (const f of [...c.fields, ...c.priceFields]) {
      const col = cols.find((x) => x.key === f.key);
      if (col && !map.has(normHeader(f.label))) map.set(normHeader(f.label), col);
    }
  }
  return map;
}

/** The labels a row's messages use: the wizard's, with the spreadsheet's own column names. */
export function rowLabels(c: PostingCategory): Record<string, string> {
  return { ...labelsOf(c), city: 'City', area: 'Locality', post_type: POST_TYPE_HEADER, lat: 'Latitude', lng: 'Longitude' };
}
