import 'server-only';
import { getTableColumns } from 'drizzle-orm';
import { formatArea, toAcres, toSqft, type AreaUnit } from '@/lib/posting/area-units';
import type { PostingCategory } from '@/lib/posting/categories';
import { AREA_UNIT_FIELD, type FieldDef } from '@/lib/posting/fields';
import type { ListingBody } from '@/lib/posting/schemas';
import {
  agricultureDetails, commercialDetails, listings, residentialDetails, type Listing, type NewListing,
} from '../../platform/db/schema';

// Rows <-> the posting body (lib/posting/schemas.ts). Each catalogue field is
// stored in the column of the same name (camelCase) on listings when listings
// has one (the facts search filters on), else on the group's details table.
// Areas are stored twice: the poster's figure and unit, and square feet (acres
// for farm land, which search filters in acres) for search.

export const DETAIL_TABLES = {
  residential: residentialDetails, commercial: commercialDetails, agriculture: agricultureDetails,
} as const;

const AREA_KEYS = { super_area: 'superArea', built_up_area: 'builtUpArea', carpet_area: 'carpetArea', plot_area: 'plotArea' } as const;
type AreaKey = keyof typeof AREA_KEYS;
/** Body keys whose column is named differently. */
const RENAMED: Record<string, string> = { maintenance: 'maintenanceMonthly' };
/** Kept in a text column, comma-joined (the seed's demo data uses the same column). */
const JOINED = new Set(['preferred_tenants']);

const camel = (k: string) => RENAMED[k] ?? k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const LISTING_COLUMNS = new Set(Object.keys(getTableColumns(listings)));
const isArea = (k: string): k is AreaKey => k in AREA_KEYS;

export const TITLE_WORD: Record<string, string> = {
  apartment: 'Flat', residential: 'Independent House', villa: 'Villa', plot: 'Residential Plot',
  office_space: 'Office Space', commercial_shop: 'Shop', commercial_showroom: 'Showroom',
  warehouse: 'Warehouse', industrial_building: 'Industrial Building', industrial_shed: 'Industrial Shed',
  commercial_plot: 'Commercial Plot', industrial_plot: 'Industrial Plot',
  farm_house: 'Farm House', land: 'Agricultural Land',
};

/** Where a catalogue field lives: 'listing' or 'details' (the unit test walks every field through this). */
export function homeOf(c: PostingCategory, key: string): 'listing' | 'details' | 'area' | null {
  if (isArea(key)) return 'area';
  const col = camel(key);
  if (LISTING_COLUMNS.has(col)) return 'listing';
  return col in getTableColumns(DETAIL_TABLES[c.group]) ? 'details' : null;
}

function title(c: PostingCategory, body: ListingBody, locality: string): string {
  const d = body.details as Record<string, unknown>;
  const word = TITLE_WORD[c.category];
  const kind = body.post_type === 'rent' ? 'Rent' : 'Sale';
  const unit = d[AREA_UNIT_FIELD] as string;
  let subject = word;
  if (typeof d.bedrooms === 'number' && d.bedrooms > 0 && c.group === 'residential') subject = `${d.bedrooms} BHK ${word}`;
  else if (typeof d.plot_area === 'number') subject = `${formatArea(d.plot_area, unit)} ${word}`;
  else {
    const a = (d.super_area ?? d.built_up_area ?? d.carpet_area) as number | undefined;
    if (a) subject = `${formatArea(a, unit)} ${word}`;
  }
  return `${subject} for ${kind} in ${locality}`;
}

export type Place = { city: string; locality: string; localityId: number | null; lat: number | null; lng: number | null };
type Rows = { listing: Omit<NewListing, 'userId' | 'postedBy'>; details: Record<string, unknown> };

/** The columns a body writes (listing and details row), for create and edit alike. */
export function toRows(c: PostingCategory, body: ListingBody, place: Place): Rows {
  const unit = body.details[AREA_UNIT_FIELD] as AreaUnit;
  const listing: Record<string, unknown> = {
    group: c.group, category: c.category, postType: body.post_type,
    title: title(c, body, place.locality), description: body.description,
    propertyName: body.property_details.name ?? null, address: body.property_details.address,
    ...place, postCode: body.g_location.postCode ?? null, price: body.pricing.price, negotiable: body.pricing.negotiable ?? false,
    amenities: body.amenities, displayAreaUnit: unit, areaUnit: c.group === 'agriculture' ? 'acre' : 'sqft',
  };
  const details: Record<string, unknown> = {};
  const put = (f: FieldDef, value: unknown) => {
    const home = homeOf(c, f.key);
    if (home === 'area') {
      const k = AREA_KEYS[f.key as AreaKey];
      const v = value as number | undefined;
      listing[`${k}Raw`] = v ?? null;
      // Search units: farm land's plot area in acres, the rest square feet (built areas are whole sq ft).
      listing[k] = v === undefined ? null
        : k === 'plotArea' ? (c.group === 'agriculture' ? toAcres(v, unit) : toSqft(v, unit))
          : Math.round(toSqft(v, unit));
      return;
    }
    const stored = value === undefined ? null : JOINED.has(f.key) ? (value as string[]).join(',') : value;
    if (home === 'listing') listing[camel(f.key)] = stored;
    else if (home === 'details') details[camel(f.key)] = stored;
  };
  const d = body.details as Record<string, unknown>;
  const p = body.pricing as Record<string, unknown>;
  for (const f of c.fields) put(f, d[f.key]);
  for (const f of c.priceFields) if (f.key !== 'price' && f.key !== 'negotiable') put(f, p[f.key]);
  // Search's copy of the details' answer (listings.is_gated): written with the listing, so the
  // details table's trigger finds nothing to change.
  listing.isGated = c.group === 'residential' && details.gatedCommunity === true;
  return { listing: listing as Rows['listing'], details };
}

/** The body of a stored listing (my-property-list-find-one prefills the edit wizard with it). */
export function toBody(c: PostingCategory, row: Listing, det: Record<string, unknown> | undefined, photos: { id: number | null; url: string }[]) {
  const r: Record<string, unknown> = row;
  const read = (f: FieldDef): unknown => {
    const home = homeOf(c, f.key);
    let v: unknown;
    if (home === 'area') v = r[`${AREA_KEYS[f.key as AreaKey]}Raw`];
    else if (home === 'listing') v = r[camel(f.key)];
    else v = det?.[camel(f.key)];
    if (JOINED.has(f.key) && typeof v === 'string') v = v ? v.split(',') : [];
    return v ?? undefined;
  };
  const pick = (list: readonly FieldDef[]) =>
    Object.fromEntries(list.map((f) => [f.key, read(f)]).filter(([, v]) => v !== undefined));
  return {
    property_id: row.id,
    post_type: row.postType,
    property_details: { name: row.propertyName ?? undefined, address: row.address ?? '' },
    g_location: { city: row.city, area: row.locality, locality_id: row.localityId ?? undefined,
      lat: row.lat ?? undefined, lng: row.lng ?? undefined,
      // A listing without a pin keeps none on edit until the poster puts one back.
      ...(row.lat == null ? { no_pin: true } : {}), postCode: row.postCode ?? undefined },
    details: { [AREA_UNIT_FIELD]: row.displayAreaUnit ?? (row.areaUnit === 'acre' ? 'acre' : 'sqft'), ...pick(c.fields) },
    pricing: { ...pick(c.priceFields.filter((f) => f.key !== 'price' && f.key !== 'negotiable')),
      price: row.price, negotiable: row.negotiable },
    description: row.description ?? '',
    amenities: row.amenities,
    photo_ids: photos.map((p) => p.id).filter((id): id is number => id !== null),
    photos: photos.map((p) => ({ id: p.id, url: p.url })),
  };
}
