import 'server-only';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { AppError } from '@/lib/app-error';
import { MARKUP_HEAVY, sanitizeBody } from '@/lib/validation/sanitize';

// The one validation layer. Every route's body goes through validate(); the raw
// JSON has already passed json-guard.ts (reserved keys, NUL bytes, depth).
// Three further rules hold for every schema without each route repeating them:
// - an object or list where the schema wants text, a number, a flag or a date
//   is a 400 naming the field (yup's .trim() and friends would throw a TypeError);
// - ids (`id`, `*_id`) are whole numbers that fit PostgreSQL's integer
//   (2147483648 and 1e308 are refused, not sent to the database);
// - anything else yup throws that is not a ValidationError is still a 400.
// And before the schema sees it, every string loses its markup and control
// characters (lib/validation/sanitize.ts): names, addresses,
// descriptions, reviews, messages ... are stored as plain text. Fields that were
// mostly markup are listed on the result (markupHeavyFields) for moderation.

export const INT4_MAX = 2_147_483_647;

const SCALAR_WORDS: Record<string, string> = {
  string: 'must be text', number: 'must be a number', boolean: 'must be true or false', date: 'must be a date',
};

const isContainer = (v: unknown) => v !== null && typeof v === 'object';
// yup's own path style: a.b[0].c
const at = (path: string[]) =>
  path.reduce((out, p) => (/^\d+$/.test(p) ? `${out}[${p}]` : out ? `${out}.${p}` : p), '') || 'body';
const fail = (path: string[], what: string) =>
  new AppError('validation', `${at(path)} ${what}`, { field: at(path) });

/** What assertShapes reads of a yup schema: its type, an object's fields, an array's item schema. */
type Shape = { type: string; fields?: Record<string, unknown>; innerType?: unknown };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** The shape of a yup schema node (object, array, scalar), or undefined for refs and the like. */
function shapeOf(node: unknown): Shape | undefined {
  if (!isRecord(node) || typeof node.type !== 'string') return undefined;
  return { type: node.type, fields: isRecord(node.fields) ? node.fields : undefined, innerType: node.innerType };
}

/** Walks the raw body along the schema; only shapes, the schema's own rules come after. */
function assertShapes(node: unknown, value: unknown, path: string[]): void {
  const schema = shapeOf(node);
  if (!schema || value === undefined || value === null) return;
  const word = SCALAR_WORDS[schema.type];
  if (word) {
    if (isContainer(value)) throw fail(path, word);
    return;
  }
  if (schema.type === 'object' && schema.fields && isContainer(value) && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(schema.fields)) {
      assertShapes(child, (value as Record<string, unknown>)[key], [...path, key]);
    }
  } else if (schema.type === 'array' && schema.innerType) {
    // list() helpers turn a single value into a one-item list: check it as an item.
    const items = Array.isArray(value) ? value : [value];
    items.forEach((v, i) => assertShapes(schema.innerType, v, Array.isArray(value) ? [...path, String(i)] : path));
  }
}

const ID_KEY = /(^|_)id$/i;

/** Ids in the cast result must fit an int4 column. */
function assertIdsFit(value: unknown, path: string[]): void {
  if (!isContainer(value)) return;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'number' && ID_KEY.test(key) && !(Number.isInteger(v) && Math.abs(v) <= INT4_MAX)) {
      throw fail([...path, key], v > 0 ? 'is too large' : 'must be a whole number');
    }
    assertIdsFit(v, [...path, key]);
  }
}

/** Validates and casts a body; the first rule broken becomes the message. */
export async function validate<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('validation', 'Request body must be a JSON object');
  }
  assertShapes(schema, body, [])
  const clean = sanitizeBody(body);
  let out: InferType<S>;
  try {
    out = await schema.validate(clean.value, { abortEarly: true, stripUnknown: true });
  } catch (e) {
    if (e instanceof ValidationError) {
      throw new AppError('validation', e.errors[0] ?? 'Invalid request', { field: e.path ?? null });
    }
    // A transform met a value it did not expect: the body is wrong, not the server.
    console.warn('[validate] schema threw', e instanceof Error ? `${e.name}: ${e.message}` : typeof e);
    throw new AppError('validation', 'A field of the request has a value of the wrong type');
  }
  assertIdsFit(out, []);
  if (clean.heavy.length) Object.defineProperty(out, MARKUP_HEAVY, { value: clean.heavy, enumerable: false });
  return out;
}

/**
 * page_no of paged lists: the query string (SPEC §7 `?page_no={n}`), else a
 * page_no in the JSON body, else `fallback`. A whole number 0..999999.
 */
export function pageNumber(query: string | null, body: unknown, fallback: number): number {
  let raw: unknown = query;
  if ((raw === null || raw === '') && isContainer(body) && !Array.isArray(body)
    && Object.prototype.hasOwnProperty.call(body, 'page_no')) {
    raw = (body as { page_no: unknown }).page_no;
  }
  if (raw === null || raw === undefined || raw === '') return fallback;
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : null;
  if (text === '') return fallback;
  if (text === null || !/^\d{1,6}$/.test(text)) throw new AppError('validation', 'page_no must be a whole number from 0');
  return Number(text);
}

export type FieldFailure = { field: string | null; message: string };

/**
 * The same checks as validate() but every broken rule, not the first: for bodies
 * that are not one request but one row of many (the spreadsheet import), where the
 * poster fixes the whole file at once.
 */
export async function validateAll<S extends AnyObjectSchema>(schema: S, body: Record<string, unknown>):
  Promise<{ value: InferType<S>; errors: [] } | { value: null; errors: FieldFailure[] }> {
  try {
    assertShapes(schema, body, [])
  } catch (e) {
    if (e instanceof AppError) return { value: null, errors: [{ field: (e.data as { field?: string })?.field ?? null, message: e.message }] };
    throw e;
  }
  const clean = sanitizeBody(body);
  try {
    const value = await schema.validate(clean.value, { abortEarly: false, stripUnknown: true });
    assertIdsFit(value, []);
    return { value, errors: [] };
  } catch (e) {
    if (e instanceof ValidationError) {
      const list = e.inner.length ? e.inner : [e];
      return { value: null, errors: list.map((x) => ({ field: x.path ?? null, message: x.message })) };
    }
    if (e instanceof AppError) return { value: null, errors: [{ field: null, message: e.message }] };
    return { value: null, errors: [{ field: null, message: 'A field has a value of the wrong type' }] };
  }
}
