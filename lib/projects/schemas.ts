import * as yup from 'yup';
import { DATE2_AFTER_DATE1 } from '@/lib/validation/messages';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, photosSchema } from '@/lib/posting/schemas';
import { CONFIG_AREA_UNITS, MAX_CONFIGURATIONS, PROJECT_AMENITIES, PROJECT_STAGES, type ProjectKind } from './options';
import { STATE_NAMES } from '@/lib/billing/states';
import { reraNumberError } from './rera';
import { RERA_STATE_UNKNOWN } from './rera-agents';

// The project body of the create/edit project calls (SPEC §7), one schema per
// wizard step, shared by /post-project/... and the server. SPEC §5's texts are
// binding: 'Enter a valid number' (units), 'should be greater than Project
// Lunched On' (date2); other messages start with the field key.

export const PROJECT_STEPS = ['basics', 'location', 'configurations', 'features', 'description', 'media'] as const;
export type ProjectStep = (typeof PROJECT_STEPS)[number];

const blank = <T>(v: T, orig: unknown): T | undefined => (orig === '' || orig === null ? undefined : v);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const STAGES = PROJECT_STAGES.map((s) => s.value);
const oneOf = (k: string, v: readonly string[]) => `${k} must be one of: ${v.join(', ')}`;
const text = (k: string, max: number) => yup.string().transform(blank).typeError(`${k} must be text`).trim().max(max, `${k} length must be at most ${max}`);
const date = (k: string) => yup.string().transform(blank).typeError(`${k} must be a date (YYYY-MM-DD)`)
  .test('date', `${k} must be a date (YYYY-MM-DD)`, (v) => v === undefined || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))));
const num = (k: string) => yup.number().transform(blank).typeError(`${k} must be a number`);
export const DATE2_MESSAGE = DATE2_AFTER_DATE1;
export const UNITS_MESSAGE = 'Enter a valid number';

const laterThanLaunch = (s: yup.StringSchema<string | undefined>) => s.test('after', DATE2_MESSAGE, function (v) {
  const d1 = (this.parent as { project_lunched_on?: string }).project_lunched_on;
  return !v || !d1 || v > d1;
});

/** The "Project basic details" dialog (SPEC §2, §3, §5). */
export function projectBasicsSchema(kind?: ProjectKind) {
  return yup.object({
    project_type: yup.string().transform(blank).required('PropertyType is required')
      .test('type', kind ? `project_type must be ${kind.bodyType} for this call` : 'project_type is not a project type',
        (v) => !v || (kind ? v === kind.bodyType || v === kind.type : ['apartment', 'villa', 'residential', 'residential_plot'].includes(v))),
    // Digits only (SPEC §5); a number in JSON is read as its digits.
    no_of_units: yup.string().transform((v, orig) => (orig === '' || orig === null ? undefined : typeof orig === 'number' ? String(orig) : v))
      .typeError(UNITS_MESSAGE).required('no_of_units is required').matches(/^\d{1,6}$/, UNITS_MESSAGE)
      .test('positive', UNITS_MESSAGE, (v) => !v || Number(v) > 0),
    status_of_projects_construction: yup.string().transform(blank).required('status_of_projects_construction is required')
      .oneOf(STAGES, oneOf('status_of_projects_construction', STAGES)),
    project_lunched_on: date('project_lunched_on').required('project_lunched_on is required'),
    project_completed_on: date('project_completed_on').when('status_of_projects_construction', {
      is: 'completed',
      then: (s) => laterThanLaunch(s.required('project_completed_on is required')),
      otherwise: (s) => s.optional().strip(),
    }),
    expected_completed_date: date('expected_completed_date').when('status_of_projects_construction', {
      is: 'completed',
      then: (s) => s.optional().strip(),
      otherwise: (s) => laterThanLaunch(s.required('expected_completed_date is required')),
    }),
  });
}

export const projectLocationSchema = yup.object({
  project_details: yup.object({
    name: text('name', 120).required('name is required').min(3, 'name length must be at least 3'),
    address: text('address', 300).required('address is required').min(3, 'address length must be at least 3'),
    project_or_society_name: text('project_or_society_name', 120).optional(),
  }).typeError('project_details must be an object'),
  g_location: yup.object({
    city: text('city', 80).required('city is required'),
    area: text('area', 120).required('area is required'),
    state: text('state', 80).optional(),
    locality_id: num('locality_id').integer('locality_id must be a whole number').positive('locality_id must be at least 1').optional(),
    lat: num('lat').min(6, 'lat must be at least 6').max(38, 'lat must be at most 38').optional(),
    lng: num('lng').min(68, 'lng must be at least 68').max(98, 'lng must be at most 98').optional(),
    postCode: yup.string().transform(blank).matches(/^\d{6}$/, 'postCode must be 6 digits').optional(),
    address_line_1: text('address_line_1', 200).optional(),
    address_line_2: text('address_line_2', 200).optional(),
  }).typeError('g_location must be an object'),
});

export function configurationSchema(kind?: ProjectKind) {
  const plot = kind?.type === 'residential_plot';
  return yup.object({
    label: text('label', 60).required('label is required'),
    bedrooms: plot
      ? num('bedrooms').optional().strip()
      : num('bedrooms').integer('bedrooms must be a whole number').min(1, 'bedrooms must be at least 1').max(10, 'bedrooms must be at most 10').required('bedrooms is required'),
    area_unit: yup.string().transform(blank).default('sqft').oneOf([...CONFIG_AREA_UNITS], oneOf('area_unit', CONFIG_AREA_UNITS)),
    area_min: num('area_min').positive('area_min must be more than 0').required('area_min is required'),
    area_max: num('area_max').positive('area_max must be more than 0').required('area_max is required')
      .test('ge', 'area_max must be at least area_min', function (v) { const m = (this.parent as { area_min?: number }).area_min; return v === undefined || m === undefined || v >= m; }),
    price_min: num('price_min').integer('price_min must be a whole number').min(100000, 'price_min must be at least 100000').max(5e10, 'price_min must be at most 50000000000').required('price_min is required'),
    price_max: num('price_max').integer('price_max must be a whole number').max(5e10, 'price_max must be at most 50000000000').required('price_max is required')
      .test('ge', 'price_max must be at least price_min', function (v) { const m = (this.parent as { price_min?: number }).price_min; return v === undefined || m === undefined || v >= m; }),
    floor_plan_photo_id: num('floor_plan_photo_id').integer('floor_plan_photo_id must be a whole number').positive('floor_plan_photo_id must be at least 1').optional(),
  });
}

export function projectConfigurationsSchema(kind?: ProjectKind) {
  return yup.object({
    configurations: yup.array(configurationSchema(kind).defined()).transform(blank).typeError('configurations must be a list')
      .required('configurations is required').min(1, 'configurations: add at least one unit type')
      .max(MAX_CONFIGURATIONS, `configurations must be at most ${MAX_CONFIGURATIONS}`)
      .test('unique', 'configurations has the same label twice', (v) => !v || new Set(v.map((c) => c.label.toLowerCase())).size === v.length),
  });
}

const flag = (k: string) => yup.boolean().transform(blank).typeError(`${k} must be true or false`).optional();
const AMENITIES = [...PROJECT_AMENITIES] as string[];
export const projectFeaturesSchema = yup.object({
  project_features: yup.object({
    floors_allowed: num('floors_allowed').integer('floors_allowed must be a whole number').min(0, 'floors_allowed must be at least 0').max(200, 'floors_allowed must be at most 200').optional(),
    gated_colony: flag('gated_colony'),
    boundary_wall_made: flag('boundary_wall_made'),
    amenities: yup.array(yup.object({ name: yup.string().oneOf(AMENITIES, oneOf('amenities', AMENITIES)).required(), status: yup.boolean().default(true) }).defined())
      .transform(blank).default([]),
  }).default({}).typeError('project_features must be an object'),
  common_features: yup.object({
    total_floor: num('total_floor').integer('total_floor must be a whole number').min(0, 'total_floor must be at least 0').max(200, 'total_floor must be at most 200').optional(),
    no_of_open_sides: num('no_of_open_sides').integer('no_of_open_sides must be a whole number').min(0, 'no_of_open_sides must be at least 0').max(4, 'no_of_open_sides must be at most 4').optional(),
    furnishing_status: yup.string().transform(blank).oneOf(['furnished', 'unfurnished', 'semi_furnished'], oneOf('furnishing_status', ['furnished', 'unfurnished', 'semi_furnished'])).optional(),
  }).default({}).typeError('common_features must be an object'),
  rera: yup.object({
    state: yup.string().transform(blank).trim().max(60, 'rera_state length must be at most 60').optional()
      // An unknown state is refused (the number's format and the authority depend on it).
      .test('state', `rera.${RERA_STATE_UNKNOWN}`, (v) => !v || STATE_NAMES.includes(v)),
    number: yup.string().transform(blank).trim().max(60, 'rera_number length must be at most 60').optional()
      .test('rera', function (v) {
        if (!v) return true;
        const state = (this.parent as { state?: string }).state;
        const error = reraNumberError(v, state);
        return error ? this.createError({ message: error }) : true;
      }),
  }).default({}).typeError('rera must be an object'),
});

export const projectDescriptionSchema = yup.object({
  description: yup.string().transform(blank).typeError('description must be text').trim().required('description is required')
    .min(DESCRIPTION_MIN, `description must be at least ${DESCRIPTION_MIN} characters`)
    .max(DESCRIPTION_MAX, `description must be at most ${DESCRIPTION_MAX} characters`),
});

export const projectMediaSchema = photosSchema.shape({
  brochure_upload_id: num('brochure_upload_id').integer('brochure_upload_id must be a whole number').positive('brochure_upload_id must be at least 1').optional(),
});

export function projectStepSchema(step: ProjectStep, kind?: ProjectKind): yup.AnyObjectSchema {
  switch (step) {
    case 'basics': return projectBasicsSchema(kind);
    case 'location': return projectLocationSchema;
    case 'configurations': return projectConfigurationsSchema(kind);
    case 'features': return projectFeaturesSchema;
    case 'description': return projectDescriptionSchema;
    case 'media': return projectMediaSchema;
  }
}

export function projectBodySchema(kind: ProjectKind, edit = false) {
  const id = num('project_id').integer('project_id must be a whole number').positive('project_id must be a positive number').max(2_147_483_647, 'project_id is too large');
  return yup.object({ project_id: edit ? id.required('project_id is required') : id.optional().strip() })
    .concat(projectBasicsSchema(kind)).concat(projectLocationSchema).concat(projectConfigurationsSchema(kind))
    .concat(projectFeaturesSchema).concat(projectDescriptionSchema).concat(projectMediaSchema);
}

export type ProjectConfigurationBody = { label: string; bedrooms?: number; area_unit: string; area_min: number; area_max: number;
  price_min: number; price_max: number; floor_plan_photo_id?: number };
export type ProjectBody = {
  project_id?: number;
  project_type: string;
  no_of_units: string;
  status_of_projects_construction: string;
  project_lunched_on: string;
  project_completed_on?: string;
  expected_completed_date?: string;
  project_details: { name: string; address: string; project_or_society_name?: string };
  g_location: { city: string; area: string; state?: string; locality_id?: number; lat?: number; lng?: number; postCode?: string; address_line_1?: string; address_line_2?: string };
  configurations: ProjectConfigurationBody[];
  project_features: { floors_allowed?: number; gated_colony?: boolean; boundary_wall_made?: boolean; amenities: { name: string; status: boolean }[] };
  common_features: { total_floor?: number; no_of_open_sides?: number; furnishing_status?: string };
  rera: { state?: string; number?: string };
  description: string;
  photo_ids: number[];
  brochure_upload_id?: number;
};
