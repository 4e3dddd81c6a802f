import { FACING, FURNISHING, STATUS, TRANSACTION, type Option } from '@/lib/enums';
import {
  FURNISHING_ITEMS, OWNERSHIP, PREFERRED_TENANTS, PROPERTY_AGE, SOIL_TYPE, SUITABLE_FOR, WATER_SOURCE,
} from './options';

// The field catalogue: every typed fact a poster fills in, per category. The
// client renders the details and price steps from it and lib/posting/schemas.ts
// builds the yup rules from it, so form and server never disagree.

export type FieldKind = 'int' | 'number' | 'bool' | 'enum' | 'multi' | 'date' | 'text' | 'area';
/** true = always required; 'sale' / 'rent' = required for that post type only. */
export type Requirement = boolean | 'sale' | 'rent';

export type FieldDef = {
  key: string;
  label: string;
  /** The label on a rental, where it differs ("Monthly rent" for the price). */
  rentLabel?: string;
  kind: FieldKind;
  options?: readonly Option[];
  min?: number;
  max?: number;
  required?: Requirement;
  /** Asked only for this post type (e.g. rent fields). */
  only?: 'sale' | 'rent';
  /** Asked (and required, if required) only while another field has this value; with `onlyFor`, that
   * condition holds for that post type only, and the field is asked unconditionally for the other. */
  when?: { key: string; is: string; onlyFor?: 'sale' | 'rent' };
  /** An 'area' field: at least one field of the same `oneOf` group must be given. */
  oneOf?: string;
};

const int = (key: string, label: string, min: number, max: number, extra: Partial<FieldDef> = {}): FieldDef =>
  ({ key, label, kind: 'int', min, max, ...extra });
const bool = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, label, kind: 'bool', ...extra });
const choice = (key: string, label: string, options: readonly Option[], extra: Partial<FieldDef> = {}): FieldDef =>
  ({ key, label, kind: 'enum', options, ...extra });
const multi = (key: string, label: string, options: readonly Option[], extra: Partial<FieldDef> = {}): FieldDef =>
  ({ key, label, kind: 'multi', options, ...extra });
const area = (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  ({ key, label, kind: 'area', min: 0.01, max: 100_000_000, ...extra });

// ---- shared pieces ----
export const AREA_UNIT_FIELD = 'area_unit';
const BUILT_AREAS = [
  area('super_area', 'Super built-up area', { oneOf: 'built_area' }),
  area('built_up_area', 'Built-up area', { oneOf: 'built_area' }),
  area('carpet_area', 'Carpet area', { oneOf: 'built_area' }),
];
// A home let out is ready to move into: rentals are not asked its construction status, only its age.
const STATUS_AGE = [
  choice('construction_status', 'Construction status', STATUS, { required: true, only: 'sale' }),
  choice('age_of_property', 'Age of property', PROPERTY_AGE, { required: true, when: { key: 'construction_status', is: 'ready_to_move', onlyFor: 'sale' } }),
  { key: 'possession_date', label: 'Possession by', kind: 'date', required: true, only: 'sale', when: { key: 'construction_status', is: 'under_construction' } } as FieldDef,
  // RERA s. 3 and 11(2): a home sold before completion is in a project that must be registered, and its ad
  // quotes the number. Checked against the location's state (lib/posting/schemas.ts and the server); a sale
  // without one is held for the desk (server/listings/posting/rera.ts), which may find the project exempt.
  { key: 'rera_number', label: "Project's RERA registration number", kind: 'text', max: 60, only: 'sale',
    when: { key: 'construction_status', is: 'under_construction' } } as FieldDef,
];
const SALE_TERMS = [
  choice('transaction', 'Transaction type', TRANSACTION, { required: 'sale', only: 'sale' }),
  choice('ownership', 'Ownership', OWNERSHIP, { required: 'sale', only: 'sale' }),
];
const PARKING = [int('covered_parking', 'Covered parking', 0, 50), int('open_parking', 'Open parking', 0, 50)];
const PLOT_FACTS = [
  area('plot_area', 'Plot area', { required: true }),
  int('plot_length', 'Length (ft)', 1, 100_000),
  int('plot_breadth', 'Breadth (ft)', 1, 100_000),
  int('open_sides', 'Open sides', 1, 4),
  bool('corner_plot', 'Corner plot'),
  bool('boundary_wall', 'Boundary wall'),
  int('road_width_ft', 'Width of road facing the plot (ft)', 1, 500),
  { key: 'approval_authority', label: 'Approved by', kind: 'text', max: 60 } as FieldDef,
  choice('facing', 'Facing', FACING),
];

// ---- per kind of property ----
export const HOME_FIELDS = (flat: boolean): FieldDef[] => [
  int('bedrooms', 'Bedrooms (BHK)', 1, 20, { required: true }),
  int('bathrooms', 'Bathrooms', 1, 20, { required: true }),
  int('balconies', 'Balconies', 0, 20),
  ...BUILT_AREAS,
  ...(flat ? [] : [area('plot_area', 'Plot area')]),
  int('floor_no', flat ? 'Floor number' : 'Floors in the house you offer', -1, 200, flat ? { required: true } : {}),
  int('total_floors', 'Total floors', 1, 200, flat ? { required: true } : {}),
  choice('facing', 'Facing', FACING),
  choice('furnishing', 'Furnishing', FURNISHING, { required: true }),
  multi('furnishing_items', 'Furnishing items', FURNISHING_ITEMS),
  ...STATUS_AGE,
  ...SALE_TERMS,
  ...PARKING,
  bool('gated_community', 'Gated community'),
];

export const RESIDENTIAL_PLOT_FIELDS: FieldDef[] = [
  ...PLOT_FACTS,
  int('floors_allowed', 'Floors allowed for construction', 1, 100),
  bool('gated_community', 'In a gated layout'),
  ...SALE_TERMS,
];

const COMMERCIAL_COMMON: FieldDef[] = [
  ...BUILT_AREAS,
  int('floor_no', 'Floor number', -3, 200),
  int('total_floors', 'Total floors', 1, 200),
  int('washrooms', 'Washrooms', 0, 100),
  bool('pantry', 'Pantry / cafeteria'),
  bool('lift', 'Lift'),
  bool('power_backup', 'Power backup'),
  bool('fire_noc', 'Fire NOC'),
  multi('suitable_for', 'Suitable for', SUITABLE_FOR),
  choice('facing', 'Facing', FACING),
  ...STATUS_AGE,
  ...SALE_TERMS,
  ...PARKING,
];

export const OFFICE_FIELDS: FieldDef[] = [
  ...COMMERCIAL_COMMON,
  choice('furnishing', 'Furnishing', FURNISHING, { required: true }),
  int('cabins', 'Cabins', 0, 1_000),
  int('seats', 'Seats', 0, 100_000),
];

export const SHOP_FIELDS: FieldDef[] = [
  ...COMMERCIAL_COMMON,
  choice('furnishing', 'Furnishing', FURNISHING),
  int('frontage_ft', 'Frontage (ft)', 1, 1_000),
];

export const INDUSTRIAL_FIELDS: FieldDef[] = [
  ...COMMERCIAL_COMMON,
  int('ceiling_height_ft', 'Ceiling height (ft)', 1, 200),
  bool('loading_dock', 'Loading dock'),
];

export const COMMERCIAL_PLOT_FIELDS: FieldDef[] = [
  ...PLOT_FACTS,
  multi('suitable_for', 'Suitable for', SUITABLE_FOR),
  ...SALE_TERMS,
];

const AGRI_COMMON: FieldDef[] = [
  area('plot_area', 'Land area', { required: true }),
  choice('water_source', 'Water source', WATER_SOURCE, { required: true }),
  choice('soil_type', 'Soil', SOIL_TYPE),
  bool('road_access', 'Road access'),
  int('road_width_ft', 'Width of the access road (ft)', 1, 500),
  bool('electricity', 'Electricity connection'),
  bool('fencing', 'Fenced'),
  { key: 'crops_grown', label: 'Crops / trees grown', kind: 'text', max: 200 } as FieldDef,
  { key: 'approval_authority', label: 'Conversion / approval (e.g. DC converted)', kind: 'text', max: 60 } as FieldDef,
  choice('ownership', 'Ownership', OWNERSHIP, { required: 'sale', only: 'sale' }),
];

export const FARM_HOUSE_FIELDS: FieldDef[] = [
  ...AGRI_COMMON,
  int('bedrooms', 'Bedrooms', 0, 20),
  int('bathrooms', 'Bathrooms', 0, 20),
  area('built_up_area', 'Built-up area of the house'),
  choice('furnishing', 'Furnishing', FURNISHING),
];

export const LAND_FIELDS: FieldDef[] = AGRI_COMMON;

// ---- the price step ----
export const PRICE_FIELDS = (homes: boolean): FieldDef[] => [
  int('price', 'Price', 1, 1_000_000_000_000, { required: true, rentLabel: 'Monthly rent' }),
  bool('negotiable', 'Price negotiable', { rentLabel: 'Rent negotiable' }),
  int('maintenance', 'Maintenance (per month)', 0, 10_000_000),
  int('security_deposit', 'Security deposit', 0, 10_000_000_000, { only: 'rent' }),
  { key: 'available_from', label: 'Available from', kind: 'date', only: 'rent', required: 'rent' } as FieldDef,
  int('lock_in_months', 'Lock-in period (months)', 0, 120, { only: 'rent' }),
  ...(homes ? [
    multi('preferred_tenants', 'Preferred tenants', PREFERRED_TENANTS, { only: 'rent' }),
    bool('pets_allowed', 'Pets allowed', { only: 'rent' }),
  ] : []),
];

/** Is this field asked for the given post type and current values? */
export function fieldApplies(f: FieldDef, postType: 'sale' | 'rent', values: Record<string, unknown>): boolean {
  if (f.only && f.only !== postType) return false;
  if (conditional(f, postType) && values[f.when!.key] !== f.when!.is) return false;
  return true;
}

/** Does the field's `when` condition hold for this post type? */
export function conditional(f: FieldDef, postType: 'sale' | 'rent'): boolean {
  return !!f.when && (!f.when.onlyFor || f.when.onlyFor === postType);
}

/** The field's label as a poster of this post type reads it. */
export function fieldLabel(f: FieldDef, postType: 'sale' | 'rent'): string {
  return postType === 'rent' && f.rentLabel ? f.rentLabel : f.label;
}

export function isRequired(f: FieldDef, postType: 'sale' | 'rent'): boolean {
  return f.required === true || f.required === postType;
}
