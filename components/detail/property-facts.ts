// Key facts of a property (residential, commercial, agriculture), in reading
// order, missing values dropped. Pure: the page and the unit tests use it.
import {
  AGRICULTURE_TYPES, COMMERCIAL_TYPES, FACING, FURNISHING, RESIDENTIAL_TYPES, STATUS, TRANSACTION, labelOf,
} from '@/lib/enums';
import { formatArea } from '@/lib/posting/area-units';
import {
  FURNISHING_ITEMS, OWNERSHIP, PREFERRED_TENANTS, PROPERTY_AGE, SOIL_TYPE, SUITABLE_FOR, WATER_SOURCE,
} from '@/lib/posting/options';
import { areaText, count, dateText, facts, floorText, money, n, plural, s, yesNo, type Fact } from '@/lib/detail/detail-format';

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

/** An area in the poster's own unit when posted with one (sq.yd, guntha...), else sq.ft / acres. */
function area(d: Row, key: string, unit: unknown = 'sqft'): string | null {
  const raw = n(d[`${key}_raw`]);
  if (raw !== null && typeof d.display_area_unit === 'string') return formatArea(raw, d.display_area_unit);
  return areaText(d[key], unit);
}

/** Areas the listing records, each with its unit (plot area may be in acres). */
function areas(d: Row): [string, string | null][] {
  return [
    ['Super area', area(d, 'super_area')],
    ['Built-up area', area(d, 'built_up_area')],
    ['Carpet area', area(d, 'carpet_area')],
    ['Plot area', area(d, 'plot_area', d.area_unit)],
  ];
}

/** Labels of a list or comma-joined text of option values ("family,bachelors" -> "Family, Bachelors"). */
function list(options: readonly { value: string; label: string }[], v: unknown): string | null {
  const values = Array.isArray(v) ? v : typeof v === 'string' && v ? v.split(',') : [];
  return values.length ? values.map((x) => labelOf(options, String(x).trim())).join(', ') : null;
}

const months = (v: unknown) => (n(v) === null ? null : plural(n(v)!, 'month'));

/** Facts the posting form records for every group: ownership, age or possession, rent terms. */
function posted(d: Row, a: Row): [string, string | null][] {
  return [
    ['Ownership', label(OWNERSHIP, d.ownership)],
    ['Age of property', label(PROPERTY_AGE, d.age_of_property)],
    ['Possession by', dateText(d.possession_date)],
    ['Maintenance', money(a.maintenance_monthly, true)],
    ['Security deposit', d.post_type === 'rent' ? money(a.security_deposit) : null],
    ['Available from', dateText(a.available_from)],
    ['Lock-in period', months(a.lock_in_months)],
  ];
}

/** Plot facts shared by residential, commercial and industrial plots. */
function plotFacts(a: Row): [string, string | null][] {
  return [
    ['Plot dimensions', dimensions(a)], ['Open sides', num(a.open_sides)], ['Corner plot', yesNo(a.corner_plot)],
    ['Boundary wall', yesNo(a.boundary_wall)], ['Road width', feet(a.road_width_ft)],
    ['Approved by', s(a.approval_authority)],
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
    return [...areas(d), ...plotFacts(a), ['Floors allowed', num(a.floors_allowed)],
      ['Facing', label(FACING, d.facing)], ['Gated community', yesNo(a.gated_community)],
      ['Transaction', label(TRANSACTION, d.transaction)], ...posted(d, a)];
  }
  return [
    ['Bedrooms', num(d.bedrooms)], ['Bathrooms', num(d.bathrooms)], ['Balconies', num(a.balconies)],
    ...areas(d), ['Plot dimensions', dimensions(a)],
    ['Floor', floorText(a.floor_no, a.total_floors)], ...common(d),
    ['Furnishing items', list(FURNISHING_ITEMS, a.furnishing_items)],
    ['Parking', parking(a)], ...posted(d, a), ['Age of property', age(a.age_years)],
    ['Security deposit', rent ? money(a.security_deposit) : null],
    ['Gated community', yesNo(a.gated_community)], ['Preferred tenants', list(PREFERRED_TENANTS, a.preferred_tenants)],
    ['Pets allowed', rent ? yesNo(a.pets_allowed) : null],
    ['Open sides', num(a.open_sides)],
  ];
}

function commercial(d: Row, a: Row): [string, string | null][] {
  const lockIn = n(a.lock_in_months);
  return [
    ...areas(d), ['Floor', floorText(a.floor_no, a.total_floors)],
    ['Washrooms', num(a.washrooms)], ['Pantry', yesNo(a.pantry)], ['Cabins', num(a.cabins)],
    ['Seats', num(a.seats)], ['Frontage', feet(a.frontage_ft)], ['Ceiling height', feet(a.ceiling_height_ft)],
    ['Power backup', yesNo(a.power_backup)], ['Lift', yesNo(a.lift)], ['Fire NOC', yesNo(a.fire_noc)],
    ['Loading dock', yesNo(a.loading_dock)], ['Suitable for', list(SUITABLE_FOR, a.suitable_for)],
    ['Parking', parking(a)], ...plotFacts(a), ...common(d), ...posted(d, a),
    ['Security deposit', money(a.security_deposit)],
    ['Lock-in period', lockIn === null ? null : plural(lockIn, 'month')],
  ];
}

function agriculture(d: Row, a: Row): [string, string | null][] {
  return [
    ...areas(d), ['Bedrooms', num(d.bedrooms)], ['Bathrooms', num(d.bathrooms)],
    ['Soil type', label(SOIL_TYPE, a.soil_type)], ['Water source', label(WATER_SOURCE, a.water_source)],
    ['Road access', yesNo(a.road_access)], ['Road width', feet(a.road_width_ft)], ['Fencing', yesNo(a.fencing)],
    ['Electricity', yesNo(a.electricity)], ['Crops grown', s(a.crops_grown)],
    ['Facing', label(FACING, d.facing)], ['Transaction', label(TRANSACTION, d.transaction)],
    ['Conversion / approval', s(a.approval_authority)], ...posted(d, a),
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
