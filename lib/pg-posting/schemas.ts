import * as yup from 'yup';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, locationSchema, photosSchema } from '@/lib/posting/schemas';
import {
  NOTICE_MAX_DAYS, PG_AMENITIES, PG_FOOD_TYPES, PG_GENDERS, PG_MEALS, PG_RENT_MAX, PG_RENT_MIN, PG_ROOM_TYPES,
} from './options';

// The PG body of /api/pg/create, /api/pg/edit and /api/post-property-guest/pg, one
// schema per wizard step (shared by the /post-pg wizard and the server). Location
// and photos are the property posting's own step schemas (lib/posting/schemas.ts).
// Every message starts with the field key, as in property posting.

export const PG_STEPS = ['basics', 'location', 'rooms', 'food_rules', 'description', 'photos'] as const;
export type PgStep = (typeof PG_STEPS)[number];

const blank = <T>(v: T, orig: unknown): T | undefined => (orig === '' || orig === null ? undefined : v);
const values = <T extends readonly { value: string }[]>(o: T) => o.map((x) => x.value) as T[number]['value'][];
const oneOf = (k: string, v: readonly string[]) => `${k} must be one of: ${v.join(', ')}`;
const money = (k: string) => yup.number().transform(blank).typeError(`${k} must be a number`).integer(`${k} must be a whole number`)
  .min(PG_RENT_MIN, `${k} must be at least ${PG_RENT_MIN}`).max(PG_RENT_MAX, `${k} must be at most ${PG_RENT_MAX}`);
const count = (k: string) => yup.number().transform(blank).typeError(`${k} must be a number`).integer(`${k} must be a whole number`)
  .min(0, `${k} must be at least 0`).max(500, `${k} must be at most 500`);
const flag = (k: string) => yup.boolean().transform(blank).typeError(`${k} must be true or false`);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const GENDERS = values(PG_GENDERS);
export const pgBasicsSchema = yup.object({
  pg_name: yup.string().transform(blank).typeError('pg_name must be text').trim()
    .required('pg_name is required').min(3, 'pg_name length must be at least 3').max(120, 'pg_name length must be at most 120'),
  gender: yup.string().transform(blank).required('gender is required').oneOf(GENDERS, oneOf('gender', GENDERS)),
});

const ROOMS = values(PG_ROOM_TYPES);
export const roomSchema = yup.object({
  room_type: yup.string().transform(blank).required('room_type is required').oneOf(ROOMS, oneOf('room_type', ROOMS)),
  rent: money('rent').required('rent is required'),
  deposit: yup.number().transform(blank).typeError('deposit must be a number').integer('deposit must be a whole number')
    .min(0, 'deposit must be at least 0').max(PG_RENT_MAX * 6, `deposit must be at most ${PG_RENT_MAX * 6}`).optional(),
  total_beds: count('total_beds').min(1, 'total_beds must be at least 1').required('total_beds is required'),
  available_beds: count('available_beds').required('available_beds is required')
    .test('le-total', 'available_beds must not exceed total_beds', function (v) {
      const total = (this.parent as { total_beds?: number }).total_beds;
      return v === undefined || total === undefined || v <= total;
    }),
});
export const pgRoomsSchema = yup.object({
  rooms: yup.array(roomSchema.defined()).transform(blank).typeError('rooms must be a list')
    .required('rooms is required').min(1, 'rooms: add at least one room type').max(ROOMS.length, `rooms must be at most ${ROOMS.length}`)
    .test('unique', 'rooms has the same room type twice', (v) => !v || new Set(v.map((r) => r.room_type)).size === v.length),
});

const FOODS = values(PG_FOOD_TYPES);
const MEALS = values(PG_MEALS);
export const pgFoodRulesSchema = yup.object({
  food: yup.object({
    meals: yup.array(yup.string().oneOf(MEALS, oneOf('meals', MEALS)).defined()).transform(blank).default([]),
    // Meals served: veg only or veg and non-veg must be said (NoBroker shows it on the card).
    food_type: yup.string().transform(blank).oneOf(FOODS, oneOf('food_type', FOODS)).when('meals', {
      is: (m: string[] | undefined) => !!m?.length,
      then: (s) => s.required('food_type is required when meals are included'),
      otherwise: (s) => s.optional().strip(),
    }),
  }).default({ meals: [] }).typeError('food must be an object'),
  rules: yup.object({
    gate_closing_time: yup.string().transform(blank).matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'gate_closing_time must be a time (HH:MM)').optional(),
    visitors_allowed: flag('visitors_allowed').required('visitors_allowed is required'),
    smoking_allowed: flag('smoking_allowed').required('smoking_allowed is required'),
    drinking_allowed: flag('drinking_allowed').required('drinking_allowed is required'),
    notice_period_days: count('notice_period_days').max(NOTICE_MAX_DAYS, `notice_period_days must be at most ${NOTICE_MAX_DAYS}`)
      .required('notice_period_days is required'),
  }).typeError('rules must be an object'),
  available_from: yup.string().transform(blank).typeError('available_from must be a date (YYYY-MM-DD)').required('available_from is required')
    .test('date', 'available_from must be a date (YYYY-MM-DD)', (v) => v === undefined || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)))),
});

const AMENITIES = [...PG_AMENITIES] as string[];
export const pgDescriptionSchema = yup.object({
  description: yup.string().transform(blank).typeError('description must be text').trim().required('description is required')
    .min(DESCRIPTION_MIN, `description must be at least ${DESCRIPTION_MIN} characters`)
    .max(DESCRIPTION_MAX, `description must be at most ${DESCRIPTION_MAX} characters`),
  amenities: yup.array(yup.string().oneOf(AMENITIES, oneOf('amenities', AMENITIES)).defined()).transform(blank).default([]),
});

export function pgStepSchema(step: PgStep): yup.AnyObjectSchema {
  switch (step) {
    case 'basics': return pgBasicsSchema;
    case 'location': return locationSchema;
    case 'rooms': return pgRoomsSchema;
    case 'food_rules': return pgFoodRulesSchema;
    case 'description': return pgDescriptionSchema;
    case 'photos': return photosSchema;
  }
}

const idSchema = yup.number().transform(blank).typeError('pg_id must be a number').integer('pg_id must be a whole number')
  .positive('pg_id must be a positive number').max(2_147_483_647, 'pg_id is too large');

export function pgBodySchema(edit = false) {
  return yup.object({ pg_id: edit ? idSchema.required('pg_id is required') : idSchema.optional().strip() })
    .concat(pgBasicsSchema).concat(locationSchema).concat(pgRoomsSchema).concat(pgFoodRulesSchema)
    .concat(pgDescriptionSchema).concat(photosSchema);
}

export type PgRoom = { room_type: string; rent: number; deposit?: number; total_beds: number; available_beds: number };
export type PgBody = {
  pg_id?: number;
  pg_name: string;
  gender: 'Male' | 'Female' | 'Both';
  property_details: { name?: string; address: string };
  g_location: { city: string; area: string; locality_id?: number; lat?: number; lng?: number; postCode?: string; state?: string };
  rooms: PgRoom[];
  food: { meals: string[]; food_type?: string };
  rules: { gate_closing_time?: string; visitors_allowed: boolean; smoking_allowed: boolean; drinking_allowed: boolean; notice_period_days: number };
  available_from: string;
  description: string;
  amenities: string[];
  photo_ids: number[];
};
