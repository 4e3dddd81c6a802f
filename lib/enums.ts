// SPEC §3 enumerations. Values are what the server and the URLs carry; labels
// are what the UI shows. Arrays keep the spec's order because the UI renders
// buttons and selects in that order.

export type Option<V extends string = string> = { readonly value: V; readonly label: string };
type ValueOf<T extends readonly Option[]> = T[number]['value'];

export const FACING = [
  { value: 'north', label: 'North' },
  { value: 'south', label: 'South' },
  { value: 'east', label: 'East' },
  { value: 'west', label: 'West' },
  { value: 'north_east', label: 'North East' },
  { value: 'north_west', label: 'North West' },
  { value: 'south_east', label: 'South East' },
  { value: 'south_west', label: 'South West' },
] as const;
export type Facing = ValueOf<typeof FACING>;

export const STATUS = [
  { value: 'under_construction', label: 'Under Construction' },
  { value: 'ready_to_move', label: 'Ready to Move' },
] as const;
export type PropertyStatus = ValueOf<typeof STATUS>;
/** The filter adds 'any' in front of the listing values. */
export const STATUS_FILTER = [{ value: 'any', label: 'Any' }, ...STATUS] as const;

export const FURNISHING = [
  { value: 'furnished', label: 'Furnished' },
  { value: 'unfurnished', label: 'Unfurnished' },
  { value: 'semi_furnished', label: 'Semi Furnished' },
] as const;
export type Furnishing = ValueOf<typeof FURNISHING>;

export const TRANSACTION = [
  { value: 'new', label: 'New' },
  { value: 'resale', label: 'Resale' },
] as const;
export type Transaction = ValueOf<typeof TRANSACTION>;
export const TRANSACTION_FILTER = [{ value: 'any', label: 'Any' }, ...TRANSACTION] as const;

export const RESIDENTIAL_TYPES = [
  { value: 'apartment', label: 'Flat/Apartment' },
  { value: 'villa', label: 'Villa/Bungalow' },
  { value: 'residential', label: 'Residential House' },
  { value: 'plot', label: 'Plot/Land' },
] as const;
/** SPEC gives plot two labels; 'Residential Plot' is used where plots are listed with houses. */
export const PLOT_ALT_LABEL = 'Residential Plot';

export const COMMERCIAL_TYPES = [
  { value: 'office_space', label: 'Office Space' },
  { value: 'commercial_shop', label: 'Commercial Shop' },
  { value: 'commercial_showroom', label: 'Commercial Showroom' },
  { value: 'warehouse', label: 'Warehouse' },
  { value: 'industrial_building', label: 'Industrial Building' },
  { value: 'industrial_shed', label: 'Industrial Shed' },
  { value: 'commercial_plot', label: 'Commercial Plot' },
  { value: 'industrial_plot', label: 'Industrial Plot' },
] as const;

export const AGRICULTURE_TYPES = [
  { value: 'farm_house', label: 'Farm House' },
  { value: 'land', label: 'Agriculture Land' },
] as const;

export type ResidentialType = ValueOf<typeof RESIDENTIAL_TYPES>;
export type CommercialType = ValueOf<typeof COMMERCIAL_TYPES>;
export type AgricultureType = ValueOf<typeof AGRICULTURE_TYPES>;
export type PropType = ResidentialType | CommercialType | AgricultureType;
export type PropGroup = 'residential' | 'commercial' | 'agriculture';

const GROUPS: Record<PropGroup, readonly Option[]> = {
  residential: RESIDENTIAL_TYPES,
  commercial: COMMERCIAL_TYPES,
  agriculture: AGRICULTURE_TYPES,
};

/** Group of a property type; undefined for unknown values (e.g. a stale URL). */
export function groupOf(propType: string): PropGroup | undefined {
  return (Object.keys(GROUPS) as PropGroup[]).find((g) => GROUPS[g].some((o) => o.value === propType));
}

export const SEARCH_TYPES = [
  { value: 'sale', label: 'Buy' },
  { value: 'rent', label: 'Rent' },
  { value: 'pg', label: 'PGs' },
] as const;
export type SearchType = ValueOf<typeof SEARCH_TYPES>;

export const POSTED_BY = [
  { value: 'owner', label: 'Owner' },
  { value: 'agent', label: 'Agent' },
  { value: 'builder', label: 'Builder' },
] as const;
export type PostedBy = ValueOf<typeof POSTED_BY>;

export const POSTED_SINCE = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'thisWeek', label: 'This Week' },
  { value: 'thisMonth', label: 'This Month' },
  { value: 'all', label: 'All' },
] as const;
export type PostedSince = ValueOf<typeof POSTED_SINCE>;

export const BEDROOMS = [
  { value: 'all', label: 'All' },
  ...(['1', '2', '3', '4', '5'] as const).map((n) => ({ value: n, label: `${n} BHK` })),
] as const satisfies readonly Option[];
export type Bedroom = 'all' | '1' | '2' | '3' | '4' | '5';

export const BATHROOMS = [
  { value: 'all', label: 'All' },
  ...(['1', '2', '3', '4', '5'] as const).map((n) => ({ value: n, label: n })),
] as const satisfies readonly Option[];
export type Bathroom = Bedroom;

export const PG_GENDERS = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
  { value: 'Both', label: 'Both' },
] as const;
export type PgGender = ValueOf<typeof PG_GENDERS>;

export const PG_ROOM_TYPES = [
  { value: '1_sharing', label: 'Single Room' },
  { value: '2_sharing', label: 'Double Sharing' },
  { value: '3_sharing', label: 'Triple Sharing' },
  { value: '4_sharing', label: 'Four Sharing' },
  { value: 'other', label: 'Other' },
] as const;
export type PgRoomType = ValueOf<typeof PG_ROOM_TYPES>;

/** project_type values of SPEC §3 "Project basic details". */
export const PROJECT_TYPES = [
  { value: 'apartment', label: 'Apartment' },
  { value: 'villa', label: 'Villa' },
  { value: 'residential', label: 'Residential Plot' },
] as const;
export type ProjectType = ValueOf<typeof PROJECT_TYPES>;

export const PROJECT_STATUS = [
  { value: 'launched', label: 'Launched' },
  { value: 'escalation', label: 'Escalation' },
  { value: 'foundation', label: 'Foundation' },
  { value: 'structure_implementation', label: 'Structure Implementation' },
  { value: 'mechanical_electrical_plumbing', label: 'Mechanical, Electrical & Plumbing' },
  { value: 'insulation_waterproofing', label: 'Insulation & Waterproofing' },
  { value: 'completed', label: 'Completed' },
] as const;
export type ProjectStatus = ValueOf<typeof PROJECT_STATUS>;

export const USER_TYPES = ['buyer', 'agent', 'owner', 'builder'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function valuesOf<T extends readonly Option[]>(options: T): ValueOf<T>[] {
  return options.map((o) => o.value);
}

/** Label of a value, or the value itself so unknown server values still render. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
