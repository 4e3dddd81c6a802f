import {
  AGRICULTURE_TYPES, COMMERCIAL_TYPES, FACING, FURNISHING, labelOf, PG_GENDERS, PG_ROOM_TYPES, POSTED_BY,
  POSTED_SINCE, RESIDENTIAL_TYPES, STATUS, TRANSACTION,
} from './enums';
import { formatCount, formatPrice } from './format-price';
import { searchPath, type Bound, type SearchGroup, type SearchState } from './search-route';

// The active filters of a search as removable chips: each chip is
// a plain link to the same search without that one filter, so it works
// before (and without) JavaScript and crawlers see ordinary links.

export type ActiveFilter = { key: string; label: string; href: string };

const TYPES = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES, ...AGRICULTURE_TYPES];

function range(b: Bound | null, fmt: (n: number) => string): string {
  if (!b) return '';
  if (b.min !== null && b.max !== null) return `${fmt(b.min)} – ${fmt(b.max)}`;
  if (b.max !== null) return `Under ${fmt(b.max)}`;
  return b.min !== null ? `Above ${fmt(b.min)}` : '';
}

/** An amenity as stored or searched ("power_backup", "Lift") as a label: "Power backup", "Lift". */
export const amenityLabel = (a: string) => a.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

const sqft = (n: number) => `${formatCount(n)} sq ft`;

export function activeFilters(group: SearchGroup, s: SearchState, city: string): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const add = (key: string, label: string, next: Partial<SearchState>) => {
    if (label) out.push({ key, label, href: searchPath(group, { ...s, ...next }) });
  };
  const localities = s.location.filter((l) => l.value.locality);
  for (const l of localities) {
    const rest = s.location.filter((o) => o !== l);
    // Removing the last locality leaves the whole city, not no place at all.
    add(`loc-${l.value.locality}`, l.value.locality, { location: rest.length ? rest : [{ label: city, value: { city, locality: '' } }] });
  }
  for (const t of s.propType) add(`type-${t}`, labelOf(TYPES, t), { propType: s.propType.filter((x) => x !== t) });
  for (const b of s.bedrooms) add(`bed-${b}`, `${b}${b === '5' ? '+' : ''} BHK`, { bedrooms: s.bedrooms.filter((x) => x !== b) });
  for (const b of s.bathrooms) add(`bath-${b}`, `${b}${b === '5' ? '+' : ''} Bath`, { bathrooms: s.bathrooms.filter((x) => x !== b) });
  add('budget', range(s.budget, formatPrice), { budget: null });
  add('super', range(s.superArea, sqft) && `Super area ${range(s.superArea, sqft)}`, { superArea: null });
  add('carpet', range(s.carpetArea, sqft) && `Carpet area ${range(s.carpetArea, sqft)}`, { carpetArea: null });
  add('plot', range(s.plotArea, sqft) && `Plot area ${range(s.plotArea, sqft)}`, { plotArea: null });
  for (const f of s.furnishingStatus) add(`furn-${f}`, labelOf(FURNISHING, f), { furnishingStatus: s.furnishingStatus.filter((x) => x !== f) });
  for (const f of s.facing) add(`facing-${f}`, `${labelOf(FACING, f)} facing`, { facing: s.facing.filter((x) => x !== f) });
  for (const p of s.postedBy) add(`by-${p}`, `By ${labelOf(POSTED_BY, p).toLowerCase()}`, { postedBy: s.postedBy.filter((x) => x !== p) });
  if (s.transcation && s.transcation !== 'any') add('transaction', labelOf(TRANSACTION, s.transcation), { transcation: '' });
  if (s.status && s.status !== 'any') add('status', labelOf(STATUS, s.status), { status: '' });
  if (s.postedSince && s.postedSince !== 'all') add('since', labelOf(POSTED_SINCE, s.postedSince), { postedSince: '' });
  for (const g of s.gender) add(`gender-${g}`, labelOf(PG_GENDERS, g), { gender: s.gender.filter((x) => x !== g) });
  for (const r of s.roomType) add(`room-${r}`, labelOf(PG_ROOM_TYPES, r), { roomType: s.roomType.filter((x) => x !== r) });
  for (const a of s.amenities) add(`amenity-${a}`, amenityLabel(a), { amenities: s.amenities.filter((x) => x !== a) });
  if (s.verified) add('verified', 'Verified only', { verified: false });
  // The area drawn on the map filters the list too: shown and removable like any other filter.
  if (s.area?.length) add('area', 'Drawn area on the map', { area: undefined });
  return out;
}
