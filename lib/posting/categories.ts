import type { AreaUnit } from './area-units';
import { BUILT_AREA_UNITS, AREA_UNIT_VALUES } from './area-units';
import {
  COMMERCIAL_PLOT_FIELDS, FARM_HOUSE_FIELDS, HOME_FIELDS, INDUSTRIAL_FIELDS, LAND_FIELDS, OFFICE_FIELDS,
  PRICE_FIELDS, RESIDENTIAL_PLOT_FIELDS, SHOP_FIELDS, type FieldDef,
} from './fields';

// The 14 postable categories, one row each, joining every name a category has:
// the post-property route (SPEC §2), the listing_category value (SPEC §3, the
// database enum), the create / edit / guest calls (SPEC §7, typos included:
// create-wareshouse-property, industrailPlot) and the form's field list.

export type PostingGroup = 'residential' | 'commercial' | 'agriculture';
export type PostingType = 'sale' | 'rent';
export type CategoryValue =
  | 'apartment' | 'residential' | 'villa' | 'plot'
  | 'office_space' | 'commercial_shop' | 'commercial_showroom' | 'warehouse'
  | 'industrial_building' | 'industrial_shed' | 'commercial_plot' | 'industrial_plot'
  | 'farm_house' | 'land';

export type PostingCategory = {
  category: CategoryValue;
  label: string;
  group: PostingGroup;
  /** Route slug under /post-property/{group}/: e.g. 'flat-apartment'. */
  slug: string;
  /** The {type} segment of /api/property/{type}/...: e.g. 'industrailPlot' (sic). */
  apiType: string;
  createPath: string;
  /** The edit call the app's own client uses ({type} read as the api token twice). */
  editPath: string;
  /** Every path the edit call answers at: both readings of SPEC §7 (editPath first). */
  editPaths: readonly string[];
  /** /api/post-property-guest/{x}, or null: guests may post only homes and plots (SPEC §6). */
  guestPath: string | null;
  /** Path of the delete call for this group (SPEC §7 Delete). */
  deletePath: string;
  postTypes: readonly PostingType[];
  /** Units the area fields offer; the first is the default. */
  areaUnits: readonly AreaUnit[];
  fields: readonly FieldDef[];
  priceFields: readonly FieldDef[];
};

const LAND_UNITS: AreaUnit[] = ['acre', 'guntha', 'cent', 'hectare', 'bigha', 'biswa', 'sqft', 'sqyd', 'sqm', 'ground'];
const PLOT_UNITS: AreaUnit[] = ['sqft', 'sqyd', 'sqm', 'cent', 'guntha', 'ground', 'acre', 'bigha', 'biswa', 'hectare'];
const HOUSE_UNITS: AreaUnit[] = [...BUILT_AREA_UNITS];
const BOTH: readonly PostingType[] = ['sale', 'rent'];

type Row = [CategoryValue, string, PostingGroup, string, string, string, string | null, readonly PostingType[], AreaUnit[], FieldDef[]];
// [category, label, group, route slug, api {type}, create-call name, guest path, post types, units, fields]
const ROWS: Row[] = [
  ['apartment', 'Flat/Apartment', 'residential', 'flat-apartment', 'apartment', 'create-apartment-property', 'apartment', BOTH, HOUSE_UNITS, HOME_FIELDS(true)],
  ['residential', 'Residential House', 'residential', 'residential-house', 'residential', 'create-residential-property', 'residential', BOTH, HOUSE_UNITS, HOME_FIELDS(false)],
  ['plot', 'Residential Plot', 'residential', 'residential-plot', 'plot', 'create-plot-property', 'plot', ['sale'], PLOT_UNITS, RESIDENTIAL_PLOT_FIELDS],
  ['villa', 'Villa/Bungalow', 'residential', 'villa', 'villa', 'create-villa-property', 'villa', BOTH, HOUSE_UNITS, HOME_FIELDS(false)],
  ['office_space', 'Office Space', 'commercial', 'office-space', 'officeSpace', 'create-office-space-property', null, BOTH, HOUSE_UNITS, OFFICE_FIELDS],
  ['commercial_shop', 'Commercial Shop', 'commercial', 'commercial-shop', 'commercialShop', 'create-commercial-shop-property', null, BOTH, HOUSE_UNITS, SHOP_FIELDS],
  ['commercial_showroom', 'Commercial Showroom', 'commercial', 'commercial-showroom', 'commercialShowroom', 'create-commercial-showroom-property', null, BOTH, HOUSE_UNITS, SHOP_FIELDS],
  ['warehouse', 'Warehouse', 'commercial', 'warehouse', 'warehouse', 'create-wareshouse-property', null, BOTH, HOUSE_UNITS, INDUSTRIAL_FIELDS],
  ['industrial_building', 'Industrial Building', 'commercial', 'industrial-building', 'industrialBuilding', 'create-industrial-building-property', null, BOTH, HOUSE_UNITS, INDUSTRIAL_FIELDS],
  ['industrial_shed', 'Industrial Shed', 'commercial', 'industrial-shed', 'industrialShed', 'create-industrial-shed-property', null, BOTH, HOUSE_UNITS, INDUSTRIAL_FIELDS],
  ['commercial_plot', 'Commercial Plot', 'commercial', 'commercial-plot', 'commercialPlot', 'create-commercial-plot-property', null, BOTH, PLOT_UNITS, COMMERCIAL_PLOT_FIELDS],
  ['industrial_plot', 'Industrial Plot', 'commercial', 'industrial-plot', 'industrailPlot', 'create-industrial-plot-property', null, BOTH, PLOT_UNITS, COMMERCIAL_PLOT_FIELDS],
  ['farm_house', 'Farm House', 'agriculture', 'farm-house', 'farmHouse', 'create-farm-house-property', null, BOTH, LAND_UNITS, FARM_HOUSE_FIELDS],
  ['land', 'Agriculture Land', 'agriculture', 'agriculture-land', 'land', 'create-land-property', null, BOTH, LAND_UNITS, LAND_FIELDS],
];

const DELETE_PATH: Record<PostingGroup, string> = {
  residential: '/api/residential/delete-property',
  commercial: '/api/commercial/delete-property',
  agriculture: '/api/agriculture/delete-property',
};

export const POSTING_CATEGORIES: readonly PostingCategory[] = ROWS.map(
  ([category, label, group, slug, apiType, createName, guest, postTypes, areaUnits, fields]) => ({
    category, label, group, slug, apiType,
    createPath: `/api/property/${apiType}/${createName}`,
    // SPEC §7: "Edit equivalents: /api/property/{type}/edit-{type}-property". Two readings, both
    // answered so neither client is a 404: {type} as the same token twice (edit-officeSpace-property,
    // what this app sends), or the create call's own name with edit- (edit-office-space-property,
    // edit-wareshouse-property with its typo).
    editPath: `/api/property/${apiType}/edit-${apiType}-property`,
    editPaths: [...new Set([
      `/api/property/${apiType}/edit-${apiType}-property`,
      `/api/property/${apiType}/${createName.replace(/^create-/, 'edit-')}`,
    ])],
    guestPath: guest ? `/api/post-property-guest/${guest}` : null,
    deletePath: DELETE_PATH[group],
    postTypes,
    areaUnits,
    fields,
    priceFields: PRICE_FIELDS(group === 'residential' && category !== 'plot'),
  }));

export const GUEST_VERIFY_OTP_PATH = '/api/post-property-guest/verify-otp';

export function categoryOf(category: string): PostingCategory | undefined {
  return POSTING_CATEGORIES.find((c) => c.category === category);
}

/** From the post-property route: /post-property/{group}/{slug}/{sale|rent}. */
export function categoryBySlug(group: string, slug: string): PostingCategory | undefined {
  return POSTING_CATEGORIES.find((c) => c.group === group && c.slug === slug);
}

/** The wizard's route for a category and post type. */
export function postPropertyRoute(c: PostingCategory, postType: PostingType): string {
  return `/post-property/${c.group}/${c.slug}/${postType}`;
}

/** Guest route of SPEC §2: /post-property/guest/{propertyType}&{sale|rent}. */
export function guestRoute(c: PostingCategory, postType: PostingType): string | null {
  return c.guestPath ? `/post-property/guest/${c.category}&${postType}` : null;
}

export const isAreaUnitOf = (c: PostingCategory, unit: string): boolean =>
  (c.areaUnits as string[]).includes(unit) && (AREA_UNIT_VALUES as string[]).includes(unit);
