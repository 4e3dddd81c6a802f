import * as yup from 'yup';
import { amenitiesOf } from './amenities';
import type { PostingCategory, PostingType } from './categories';
import { AREA_UNIT_FIELD, conditional, fieldApplies, isRequired, type FieldDef } from './fields';
import { CITY_STATE, reraNumberError } from '@/lib/projects/rera';

// The yup rules of the posting wizard, one schema per step plus the whole body
// (SPEC §7 create / edit / guest calls). The client's step forms and the
// server's validation use these same schemas. Every message starts with the
// field's key ("bedrooms is required") so a 400 names the field at fault.

export const WIZARD_STEPS = ['basics', 'location', 'details', 'pricing', 'description', 'photos'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const MAX_PHOTOS = 20;
export const DESCRIPTION_MIN = 30;
export const DESCRIPTION_MAX = 5000;

/** Empty inputs ('' from a cleared box, null from JSON) count as not given. */
const blank = <T>(v: T, orig: unknown): T | undefined => (orig === '' || orig === null ? undefined : v);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The schemas' messages by kind, keyed by field (the wizard words them with labels, and translates them: posting-words-server.ts). */
export const POSTING_MESSAGES = {
  required: (k: string) => `${k} is required`,
  number: (k: string) => `${k} must be a number`,
  whole: (k: string) => `${k} must be a whole number`,
  min: (k: string, n: number) => `${k} must be at least ${n}`,
  max: (k: string, n: number) => `${k} must be at most ${n}`,
  oneOf: (k: string, values: readonly string[]) => `${k} must be one of: ${values.join(', ')}`,
};

function numberSchema(f: FieldDef) {
  let s = yup.number().transform(blank).typeError(POSTING_MESSAGES.number(f.key));
  if (f.kind === 'int') s = s.integer(POSTING_MESSAGES.whole(f.key));
  if (f.min !== undefined) s = s.min(f.min, POSTING_MESSAGES.min(f.key, f.min));
  if (f.max !== undefined) s = s.max(f.max, POSTING_MESSAGES.max(f.key, f.max));
  return s;
}

function baseSchema(f: FieldDef): yup.Schema {
  const values = (f.options ?? []).map((o) => o.value);
  switch (f.kind) {
    case 'int': case 'number': case 'area':
      return numberSchema(f);
    case 'bool':
      return yup.boolean().transform(blank).typeError(`${f.key} must be true or false`);
    case 'enum':
      return yup.string().transform(blank).typeError(POSTING_MESSAGES.oneOf(f.key, values)).oneOf(values, POSTING_MESSAGES.oneOf(f.key, values));
    case 'multi':
      return yup.array(yup.string().oneOf(values, POSTING_MESSAGES.oneOf(f.key, values)).defined())
        .transform(blank).typeError(`${f.key} must be a list`).max(values.length, POSTING_MESSAGES.max(f.key, values.length));
    case 'date':
      return yup.string().transform(blank).typeError(`${f.key} must be a date (YYYY-MM-DD)`)
        .test('date', `${f.key} must be a date (YYYY-MM-DD)`, (v) => v === undefined || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))));
    case 'text':
      return yup.string().transform(blank).typeError(`${f.key} must be text`).trim().max(f.max ?? 500, POSTING_MESSAGES.max(`${f.key} length`, f.max ?? 500));
  }
}

function fieldSchema(f: FieldDef, postType: PostingType): yup.Schema {
  const s = baseSchema(f);
  const req = isRequired(f, postType);
  if (!conditional(f, postType)) return req ? s.required(POSTING_MESSAGES.required(f.key)) : s.optional();
  // Asked only while another field has a given value; otherwise dropped.
  return s.when(f.when!.key, {
    is: f.when!.is,
    then: (x) => (req ? x.required(POSTING_MESSAGES.required(f.key)) : x.optional()),
    otherwise: (x) => x.optional().strip(),
  });
}

/** Fields of a list that apply to a post type (ignoring `when`, which yup handles). */
export function fieldsFor(list: readonly FieldDef[], postType: PostingType): FieldDef[] {
  return list.filter((f) => fieldApplies({ ...f, when: undefined }, postType, {}));
}

function objectOf(list: readonly FieldDef[], postType: PostingType) {
  return Object.fromEntries(fieldsFor(list, postType).map((f) => [f.key, fieldSchema(f, postType)]));
}

export function basicsSchema(c: PostingCategory) {
  return yup.object({
    post_type: yup.string().transform(blank).required(POSTING_MESSAGES.required('post_type'))
      .oneOf([...c.postTypes], POSTING_MESSAGES.oneOf('post_type', c.postTypes)),
  });
}

const text = (key: string, max: number) =>
  yup.string().transform(blank).typeError(`${key} must be text`).trim().max(max, POSTING_MESSAGES.max(`${key} length`, max));

export const locationSchema = yup.object({
  property_details: yup.object({
    name: text('name', 120).optional(),
    address: text('address', 300).required(POSTING_MESSAGES.required('address')).min(3, POSTING_MESSAGES.min('address length', 3)),
  }).typeError('property_details must be an object'),
  g_location: yup.object({
    city: text('city', 80).required(POSTING_MESSAGES.required('city')),
    area: text('area', 120).required(POSTING_MESSAGES.required('area')),
    locality_id: yup.number().transform(blank).typeError(POSTING_MESSAGES.number('locality_id')).integer(POSTING_MESSAGES.whole('locality_id')).positive(POSTING_MESSAGES.min('locality_id', 1)).optional(),
    lat: yup.number().transform(blank).typeError(POSTING_MESSAGES.number('lat')).min(6, POSTING_MESSAGES.min('lat', 6)).max(38, POSTING_MESSAGES.max('lat', 38)).optional(),
    lng: yup.number().transform(blank).typeError(POSTING_MESSAGES.number('lng')).min(68, POSTING_MESSAGES.min('lng', 68)).max(98, POSTING_MESSAGES.max('lng', 98)).optional(),
    // The poster removed the pin: no coordinates (without it a listing is pinned at its locality's centre).
    no_pin: yup.boolean().transform(blank).typeError('no_pin must be true or false').optional(),
    postCode: yup.string().transform(blank).matches(/^\d{6}$/, 'postCode must be 6 digits').optional(),
    state: text('state', 80).optional(),
  }).typeError('g_location must be an object'),
});

export function detailsSchema(c: PostingCategory, postType: PostingType) {
  const units = [...c.areaUnits];
  const areaGroups = [...new Set(c.fields.filter((f) => f.oneOf).map((f) => f.oneOf!))];
  return yup.object({
    [AREA_UNIT_FIELD]: yup.string().transform(blank).required(POSTING_MESSAGES.required(AREA_UNIT_FIELD)).oneOf(units, POSTING_MESSAGES.oneOf(AREA_UNIT_FIELD, units)),
    ...objectOf(c.fields, postType),
  }).typeError('details must be an object')
    // Built spaces: at least one of super, built-up or carpet area (as on 99acres).
    .test('one-area', function (v: Record<string, unknown> | undefined) {
      for (const g of areaGroups) {
        const keys = c.fields.filter((f) => f.oneOf === g).map((f) => f.key);
        if (!keys.some((k) => v?.[k] !== undefined)) {
          return this.createError({ path: `${this.path}.${keys[keys.length - 1]}`, message: `${keys.join(', ')}: one of them is required` });
        }
      }
      return true;
    })
    .test('floor-within', function (v: Record<string, unknown> | undefined) {
      const floor = v?.floor_no as number | undefined;
      const total = v?.total_floors as number | undefined;
      if (floor === undefined || total === undefined || floor <= total) return true;
      return this.createError({ path: `${this.path}.floor_no`, message: 'floor_no must not be above total_floors' });
    });
}

export function pricingSchema(c: PostingCategory, postType: PostingType) {
  return yup.object(objectOf(c.priceFields, postType)).typeError('pricing must be an object');
}

export function descriptionSchema(c: PostingCategory) {
  const allowed = [...amenitiesOf(c)];
  return yup.object({
    description: text('description', DESCRIPTION_MAX).required(POSTING_MESSAGES.required('description'))
      .min(DESCRIPTION_MIN, POSTING_MESSAGES.min('description length', DESCRIPTION_MIN)),
    amenities: yup.array(yup.string().oneOf(allowed, 'amenities has an unknown amenity').defined())
      .transform(blank).typeError('amenities must be a list').max(allowed.length, POSTING_MESSAGES.max('amenities', allowed.length)).default([]),
  });
}

export const photosSchema = yup.object({
  photo_ids: yup.array(yup.number().typeError(POSTING_MESSAGES.number('photo_ids')).integer(POSTING_MESSAGES.whole('photo_ids')).positive(POSTING_MESSAGES.min('photo_ids', 1)).defined())
    .transform(blank).typeError('photo_ids must be a list').max(MAX_PHOTOS, `photo_ids: at most ${MAX_PHOTOS} photos`)
    .test('unique', 'photo_ids has the same photo twice', (v) => !v || new Set(v).size === v.length)
    .default([]),
});

type Placed = { details?: Record<string, unknown>; g_location?: { state?: string; city?: string } };

/**
 * A project RERA number given for a home under construction has its state's shape; the state is the
 * location's, else its city's. A city the table does not know is checked by the server once placed.
 */
export function reraNumberProblem(v: Placed | undefined): string | null {
  const n = v?.details?.rera_number;
  if (typeof n !== 'string' || !n.trim()) return null;
  const state = v?.g_location?.state || CITY_STATE[v?.g_location?.city ?? ''];
  if (!state) return null;
  const error = reraNumberError(n, state);
  return error && `rera_number: ${error}`;
}

function withReraCheck<T extends yup.AnyObjectSchema>(s: T): T {
  return s.test('rera', function (v: Placed | undefined) {
    const problem = reraNumberProblem(v);
    return problem ? this.createError({ path: 'details.rera_number', message: problem }) : true;
  }) as T;
}

/** One step's schema (the wizard validates each panel with it). */
export function stepSchema(step: WizardStep, c: PostingCategory, postType: PostingType) {
  switch (step) {
    case 'basics': return basicsSchema(c);
    case 'location': return locationSchema;
    // The details step sees the whole form: a RERA number is checked against the location's state.
    case 'details': return withReraCheck(yup.object({ details: detailsSchema(c, postType) }));
    case 'pricing': return yup.object({ pricing: pricingSchema(c, postType) });
    case 'description': return descriptionSchema(c);
    case 'photos': return photosSchema;
  }
}

/** The whole body of a create or guest call; pass `edit` for the edit calls. */
export function listingBodySchema(c: PostingCategory, postType: PostingType, edit = false) {
  const s = basicsSchema(c)
    .concat(locationSchema)
    .shape({ details: detailsSchema(c, postType), pricing: pricingSchema(c, postType) })
    .concat(descriptionSchema(c))
    .concat(photosSchema);
  if (!edit) return withReraCheck(s);
  return withReraCheck(s).shape({
    property_id: yup.number().transform(blank).typeError(POSTING_MESSAGES.number('property_id')).integer(POSTING_MESSAGES.whole('property_id'))
      .required(POSTING_MESSAGES.required('property_id')),
  });
}

export type ListingBody = {
  property_id?: number;
  post_type: PostingType;
  property_details: { name?: string; address: string };
  g_location: { city: string; area: string; locality_id?: number; lat?: number; lng?: number; no_pin?: boolean; postCode?: string; state?: string };
  details: Record<string, unknown> & { area_unit: string };
  pricing: Record<string, unknown> & { price: number; negotiable?: boolean };
  description: string;
  amenities: string[];
  photo_ids: number[];
};
