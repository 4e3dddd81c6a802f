// Key facts of a property (residential, commercial, agriculture), in reading
// order, missing values dropped. Pure: the page and the unit tests use it.
import {
  AGRICULTURE_TYPES, COMMERCIAL_TYPES, FACING, FURNISHING, RESIDENTIAL_TYPES, STATUS, TRANSACTION, labelOf,
} from '@/lib/enums';
import { areaText, count, facts, floorText, money, n, plural, s, yesNo, type Fact } from './detail-format';

type Row = Record<string, unknown>;

const CATEGORY_OPTIONS = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES, ...AGRICULTURE_TYPES];

const label = (options: readonly { value: string; label: string }[], v: unknown) =>
  typeof v === 'string' && v ? labelOf(options, v) : null;
const num = (v: unknown) => (n(v) === null ? null : count(n(v)!));
const feet = (v: unknown) => (n(v) === null ? null : `${count(n(v)!)} ft`);

export function categoryLabel(category: string): string {
  return labelOf(CATEGORY_OPTIONS, category);
}

function parking(a: Row): string | null {
  const covered = n(a.covered_parking);
  const open = n(a.open_parking);
  if (covered === null && open === null) return null;
  const parts = [covered ? `${count(covered)} covered` : '', open ? `${count(open)} open` : ''].filter(Boolean);
  return parts.length ? parts.join(', ') : 'None';
}

function age(v: unknown): string | null {
  const years = n(v);
  if (years === null) return null;
  return years < 1 ? 'Less than a year' : plural(years, 'year');
}

function dimensions(a: Row): string | null {
  const l = n(a.plot_length);
  const b = n(a.plot_breadth);
  return l && b ? `${count(l)} × ${count(b)} ft` : null;
}

/** Areas the listing records, each with its unit (plot area may be in acres). */
function areas(d: Row): [string, string | null][] {
  return [
    ['Super area', areaText(d.super_area)],
    ['Built-up area', areaText(d.built_up_area)],
    ['Carpet area', areaText(d.carpet_area)],
    ['Plot area', areaText(d.plot_area, d.area_unit)],
  ];
}

function common(d: Row): [string, string | null][] {
  return [
    ['Furnishing', label(FURNISHING, d.furnishing)],
    ['Facing', label(FACING, d.facing)],
    ['Construction status', label(STATUS, d.construction_status)],
    ['Transaction', label(TRANSACTION, d.transaction)],
  ];
}

function residential(d: Row, a: Row): [string, string | null][] {
  const rent = d.post_type === 'rent';
  if (d.category === 'plot') {
    return [...areas(d), ['Plot dimensions', dimensions(a)], ['Open sides', num(a.open_sides)],
      ['Facing', label(FACING, d.facing)], ['Gated community', yesNo(a.gated_community)],
      ['Transaction', label(TRANSACTION, d.transaction)]];
  }
  return [
    ['Bedrooms', num(d.bedrooms)], ['Bathrooms', num(d.bathrooms)], ['Balconies', num(a.balconies)],
    ...areas(d), ['Plot dimensions', dimensions(a)],
    ['Floor', floorText(a.floor_no, a.total_floors)], ...common(d),
    ['Parking', parking(a)], ['Age of property', age(a.age_years)],
    ['Maintenance', money(a.maintenance_monthly, true)],
    ['Security deposit', rent ? money(a.security_deposit) : null],
    ['Gated community', yesNo(a.gated_community)], ['Preferred tenants', s(a.preferred_tenants)],
    ['Open sides', num(a.open_sides)],
  ];
}

function commercial(d: Row, a: Row): [string, string | null][] {
  const months = n(a.lock_in_months);
  return [
    ...areas(d), ['Floor', floorText(a.floor_no, a.total_floors)],
    ['Washrooms', num(a.washrooms)], ['Pantry', yesNo(a.pantry)], ['Cabins', num(a.cabins)],
    ['Seats', num(a.seats)], ['Frontage', feet(a.frontage_ft)], ['Ceiling height', feet(a.ceiling_height_ft)],
    ['Power backup', yesNo(a.power_backup)], ['Loading dock', yesNo(a.loading_dock)], ...common(d),
    ['Security deposit', money(a.security_deposit)],
    ['Lock-in period', months === null ? null : plural(months, 'month')],
  ];
}

function agriculture(d: Row, a: Row): [string, string | null][] {
  return [
    ...areas(d), ['Bedrooms', num(d.bedrooms)], ['Bathrooms', num(d.bathrooms)],
    ['Soil type', s(a.soil_type)], ['Water source', s(a.water_source)],
    ['Road access', yesNo(a.road_access)], ['Fencing', yesNo(a.fencing)],
    ['Electricity', yesNo(a.electricity)], ['Crops grown', s(a.crops_grown)],
    ['Facing', label(FACING, d.facing)], ['Transaction', label(TRANSACTION, d.transaction)],
  ];
}

/** The facts table of a property detail page, by its group and category. */
export function propertyFacts(detail: Row, attributes: Row | null): Fact[] {
  const a = attributes ?? {};
  const rows: [string, string | null][] = [['Property type', label(CATEGORY_OPTIONS, detail.category)]];
  if (detail.group === 'commercial') rows.push(...commercial(detail, a));
  else if (detail.group === 'agriculture') rows.push(...agriculture(detail, a));
  else rows.push(...residential(detail, a));
  // One row per label: a later duplicate (e.g. Facing in a plot's list) is dropped.
  const seen = new Set<string>();
  return facts(rows).filter((f) => !seen.has(f.label) && !!seen.add(f.label));
}
