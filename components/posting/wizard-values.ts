import { fieldsFor, listingBodySchema, type ListingBody } from '@/lib/posting/schemas';
import { AREA_UNIT_FIELD, type FieldDef } from '@/lib/posting/fields';
import type { PostingCategory, PostingType } from '@/lib/posting/categories';
import type { Photo } from './photo-upload';

/** The wizard's values: the listing body, with photos kept as {id, url} for previews. */
export type WizardValues = Omit<ListingBody, 'photo_ids' | 'details' | 'pricing' | 'property_id' | 'g_location'> & {
  g_location: { city: string; area: string; locality_id?: number | ''; lat?: number | ''; lng?: number | ''; no_pin?: boolean; postCode?: string; state?: string };
  details: Record<string, unknown>;
  pricing: Record<string, unknown>;
  photos: Photo[];
};

const empty = (f: FieldDef): unknown => (f.kind === 'multi' ? [] : f.kind === 'bool' ? false : '');

function blankOf(list: readonly FieldDef[], postType: PostingType) {
  return Object.fromEntries(fieldsFor(list, postType).map((f) => [f.key, empty(f)]));
}

export function initialValues(c: PostingCategory, postType: PostingType): WizardValues {
  return {
    post_type: postType,
    property_details: { name: '', address: '' },
    g_location: { city: '', area: '', locality_id: '', lat: '', lng: '', no_pin: false, postCode: '' },
    details: { [AREA_UNIT_FIELD]: c.areaUnits[0], ...blankOf(c.fields, postType) },
    pricing: { ...blankOf(c.priceFields, postType), negotiable: false },
    description: '',
    amenities: [],
    photos: [],
  };
}

/**
 * The call's body: the shared schema casts it (numbers from text boxes, blanks
 * dropped, fields of the other post type or of an unmet condition stripped).
 */
export function toBody(c: PostingCategory, postType: PostingType, v: WizardValues, propertyId?: number): ListingBody {
  const { photos, ...rest } = v;
  const raw = { ...rest, post_type: postType, photo_ids: photos.map((p) => p.id), ...(propertyId ? { property_id: propertyId } : {}) };
  return listingBodySchema(c, postType, !!propertyId).validateSync(raw, { stripUnknown: true }) as ListingBody;
}

/** A stored listing (my-property-list-find-one) back into wizard values, over the blanks. */
export function fromBody(c: PostingCategory, postType: PostingType, body: Record<string, unknown>): WizardValues {
  const base = initialValues(c, postType);
  const obj = (k: string) => (body[k] && typeof body[k] === 'object' ? (body[k] as Record<string, unknown>) : {});
  const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== null && x !== undefined));
  const photos = Array.isArray(body.photos)
    ? (body.photos as { id: number; url?: string; location?: string }[]).map((p) => ({ id: p.id, url: p.url ?? p.location ?? '' }))
    : [];
  return {
    ...base,
    property_details: { ...base.property_details, ...defined(obj('property_details')) } as WizardValues['property_details'],
    g_location: { ...base.g_location, ...defined(obj('g_location')) } as WizardValues['g_location'],
    details: { ...base.details, ...defined(obj('details')) },
    pricing: { ...base.pricing, ...defined(obj('pricing')) },
    description: typeof body.description === 'string' ? body.description : '',
    amenities: Array.isArray(body.amenities) ? (body.amenities as string[]) : [],
    photos,
  };
}
