import 'server-only';
import * as yup from 'yup';
import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, RESIDENTIAL_TYPES, valuesOf } from '@/lib/enums';
import { polygonProblem, type LatLng } from '@/lib/map/geo';
import type { Group } from './types';

// Building blocks for the search bodies. The web client sends numbers as
// strings and empty strings for "no value"; these helpers accept both and give
// messages naming the field (`${path}` is the dotted field path).

// yup's own .trim()/.lowercase() call the method on whatever arrives and
// throw on an object (a 500); these only touch strings and leave the rest to
// the type check, which then answers 400.
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const lowered = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/** Text, trimmed, at most `max` characters. */
export const text = (max = 100) =>
  yup.string().typeError('${path} must be text').transform(trimmed).max(max, '${path} is too long');

const blankToUndefined = (v: unknown, orig: unknown) =>
  orig === '' || orig === null || orig === undefined ? undefined : v;

/** A list; a single value becomes a one-item list, null/'' an empty list. */
export function list<T extends yup.Schema>(item: T) {
  return yup
    .array(item)
    .typeError('${path} must be a list')
    .transform((_v: unknown, orig: unknown) =>
      orig == null || orig === '' ? [] : Array.isArray(orig) ? orig : [orig])
    .default([]);
}

/** A trimmed text list with blank entries dropped. */
export const textList = (max = 100) =>
  list(text(max))
    .transform((v: unknown) => (Array.isArray(v) ? v.filter((s) => s !== '' && s != null) : v));

/** One of a fixed set of lower-case words; '' and null mean "not given". */
export function word(values: readonly string[]) {
  return yup
    .string()
    .typeError('${path} must be text')
    .transform((v: unknown, orig: unknown) =>
      (orig === '' || orig == null ? undefined : typeof v === 'string' ? v.trim() : v))
    .oneOf([...values], `\${path} must be one of: ${values.join(', ')}`);
}

/** A list of values from a fixed set (case kept: enums are exact). */
export const wordList = (values: readonly string[]) =>
  list(
    yup.string().typeError('${path} must be text').transform(trimmed)
      .oneOf([...values], `\${path} must be one of: ${values.join(', ')}`),
  );

const bound = yup
  .number()
  .transform(blankToUndefined)
  .typeError('${path} must be a number')
  .min(0, '${path} must not be negative')
  .optional();

/** {min, max} as numbers or numeric strings, '' = no bound; also "min,max". */
export const range = () =>
  yup
    .object({ min: bound, max: bound })
    .transform((_v: unknown, orig: unknown) => {
      if (orig == null || orig === '') return undefined;
      if (typeof orig === 'string') {
        const [min, max] = orig.split(',');
        return { min: min?.trim(), max: max?.trim() };
      }
      return orig;
    })
    .typeError('${path} must be an object {min, max}')
    .test('ordered', '${path}.min must not exceed ${path}.max', (r) =>
      !r || r.min === undefined || r.max === undefined || r.min <= r.max)
    .default(undefined)
    .optional();

/** A whole number within bounds, '' = default. */
export const int = (min: number, max: number) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError('${path} must be a number')
    .integer('${path} must be a whole number')
    .min(min, `\${path} must be at least ${min}`)
    .max(max, `\${path} must be at most ${max}`);

/** true/false, also "true"/"false"/1/0; '' = false. */
export const flag = () =>
  yup.boolean().transform(blankToUndefined).typeError('${path} must be true or false').default(false);

/** Room counts: 'all', 1..20, or "5+"; kept as strings for filters.ts to read. */
export const countList = () =>
  list(
    yup.string().typeError('${path} must be a number or "all"').transform(lowered)
      .matches(/^(all|[1-9]\d?\+?)$/, '${path} must be a number from 1 or "all"'),
  );

export const MAX_LIMIT = 50;

export const CATEGORIES: Record<Group, string[]> = {
  residential: valuesOf(RESIDENTIAL_TYPES),
  commercial: valuesOf(COMMERCIAL_TYPES),
  agriculture: valuesOf(AGRICULTURE_TYPES),
};

export const location = () =>
  yup
    .object({
      type: word(['locality', 'city']),
      city: text(80).optional(),
      locality: textList(120),
    })
    .typeError('${path} must be an object {type, city, locality}')
    .default(undefined)
    .optional();

/**
 * Not in the SPEC: the location chips as {city, locality} pairs, so
 * a locality is searched only in the city it was picked for. Preferred over
 * city/locality/location when given; a pair without a locality is a whole city.
 */
export const MAX_PLACES = 30;
export const places = () =>
  list(
    yup.object({
      city: text(80).required('${path} needs a city'),
      locality: text(120).default(''),
    }).typeError('${path} must be an object {city, locality}'),
  ).max(MAX_PLACES, `places may hold at most ${MAX_PLACES} items`);

/**
 * Not in the SPEC: a drawn area, [[lat, lng], ...]; a self-intersecting
 * area, one of more than 50 points or one outside India is a 400 naming the problem.
 */
export const area = () =>
  yup.mixed<LatLng[]>().optional().test('area', function check(v) {
    if (v === undefined || v === null) return true;
    const ok = Array.isArray(v) && v.every((pt) => Array.isArray(pt) && pt.length === 2 && pt.every((n) => typeof n === 'number'));
    const problem = ok ? polygonProblem(v as LatLng[]) : { message: 'area must be a list of [lat, lng] points' };
    return problem ? this.createError({ message: problem.message }) : true;
  });

