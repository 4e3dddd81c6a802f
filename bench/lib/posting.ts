// Posting figures over HTTP against the running bench server:
//   - the photo upload call with a 12-megapixel JPEG;
//   - the create call (apartment for rent, Mysuru) whose 6 photos were uploaded first;
//   - create to searchable: from sending the create call until the search API lists it.
// A fresh phone signs up through the real OTP calls (demo SMS outbox), becomes an owner,
// and every listing it creates is deleted again (soft) right after it is measured, so the
// bench database's searches stay as seeded and the free listing allowance is never used up.
import { performance } from 'node:perf_hooks';
import { EMPTY_SEARCH, toApiBody } from '@/lib/search-route';
import { listingJpeg, twelveMegapixelJpeg } from './photo';
import { summarise, type LatencySummary } from './stats';
import type { PostingFigures } from './types';

type Answer = { status?: string; message?: string; data?: Record<string, unknown> & { data?: { id: number }[] } };

const CREATE_PATH = '/api/property/apartment/create-apartment-property';
const DELETE_PATH = '/api/residential/delete-property';
const SEARCH_PATH = '/api/search/residential-property-search-v2';
const CITY = 'Mysuru';

async function api(base: string, path: string, body: unknown, token?: string, method = 'POST'): Promise<{ http: number; json: Answer }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers['x-access-token'] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(new URL(path, base), { method, headers, body: payload, signal: AbortSignal.timeout(60_000) });
  const json = (await res.json().catch(() => ({}))) as Answer;
  return { http: res.status, json };
}

function must(r: { http: number; json: Answer }, what: string) {
  if (r.http !== 200 || r.json.status !== 'success') throw new Error(`${what}: HTTP ${r.http} ${r.json.message ?? ''}`);
  return r.json.data ?? {};
}

/** A new owner through the real sign-up calls. */
async function signUpOwner(base: string): Promise<string> {
  const phone = `7${String(Date.now()).slice(-9)}`;
  const login = must(await api(base, '/api/user/auth/Login', { country_code: '+91', phone_number: phone }), 'Login');
  const outbox = must(await api(base, `/api/dev/sms-outbox?phone=${phone}`, undefined, undefined, 'GET'), 'sms outbox') as unknown as { message: string }[];
  const otp = outbox.map((m) => m.message.match(/\b(\d{4})\b/)?.[1]).find(Boolean);
  if (!otp) throw new Error('no OTP in the demo SMS outbox (is DEMO_MODE on?)');
  const verified = must(await api(base, '/api/user/auth/VerifyOtp', { otp_token: login.otp_token, otp }), 'VerifyOtp');
  const token = String(verified.accessToken);
  must(await api(base, '/api/user/intial-register', { name: 'Bench Owner' }, token), 'intial-register');
  must(await api(base, '/api/user/update-role-type', { role_type: 'owner' }, token), 'update-role-type');
  return token;
}

function form(bytes: Buffer): FormData {
  const f = new FormData();
  f.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return f;
}

function createBody(photoIds: number[], n: number) {
  return {
    post_type: 'rent',
    property_details: { name: `Bench Residency ${n}`, address: `${n}, 4th Cross, Kalidasa Road` },
    g_location: { city: CITY, area: 'Kuvempunagar', lat: 12.29, lng: 76.63, postCode: '570023', state: 'Karnataka' },
    details: {
      area_unit: 'sqft', bedrooms: 2, bathrooms: 2, balconies: 1, super_area: 1150, carpet_area: 900, floor_no: 3, total_floors: 6,
      facing: 'east', furnishing: 'semi_furnished', furnishing_items: ['wardrobe'], construction_status: 'ready_to_move',
      age_of_property: '1_5', covered_parking: 1, open_parking: 0, gated_community: true,
    },
    pricing: {
      price: 18_000 + (n % 10) * 500, negotiable: true, maintenance: 1_500, security_deposit: 100_000,
      available_from: '2026-12-01', lock_in_months: 11, preferred_tenants: ['family'], pets_allowed: false,
    },
    description: 'Bright two-bedroom flat near the park, schools and the market. Water all day, lift and power backup.',
    amenities: [] as string[],
    photo_ids: photoIds,
  };
}

const searchBody = toApiBody('residential', { ...EMPTY_SEARCH, type: 'rent', location: [{ label: CITY, value: { city: CITY, locality: '' } }] },
  { sort: 'newest', page: 1 });

/** Polls the search (newest first) until `id` is on the first page; ms from `since`, or null after 5 s. */
async function untilSearchable(base: string, id: number, since: number): Promise<number | null> {
  while (performance.now() - since < 5000) {
    const r = await api(base, SEARCH_PATH, searchBody);
    if ((r.json.data?.data ?? []).some((c) => c.id === id)) return performance.now() - since;
    await new Promise((res) => setTimeout(res, 10));
  }
  return null;
}

export async function postingHttp(
  base: string, o: { creates: number; searchables: number; uploads: number }, warnings: string[],
): Promise<Omit<PostingFigures, 'photo'>> {
  const token = await signUpOwner(base);
  const big = await twelveMegapixelJpeg();
  const uploadTimes: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < o.uploads; i++) {
    const t = performance.now();
    must(await api(base, '/api/property/images/upload-property-image', form(big), token), 'upload 12 MP');
    uploadTimes.push(performance.now() - t);
  }
  const uploadSeconds = (performance.now() - t0) / 1000;
  const photoIds: number[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const d = must(await api(base, '/api/property/images/upload-property-image', form(await listingJpeg(900 + seed)), token), 'upload');
    photoIds.push(Number(d.id));
  }

  const createTimes: number[] = [];
  const searchTimes: number[] = [];
  const statuses: Record<string, number> = {};
  const c0 = performance.now();
  // One warm-up create (route module, first transaction) that is not counted.
  for (let n = 0; n <= o.creates; n++) {
    const sent = performance.now();
    const r = await api(base, CREATE_PATH, createBody(photoIds, n), token);
    const took = performance.now() - sent;
    const d = must(r, 'create');
    const id = Number(d.property_id ?? d.id);
    const status = String(d.status ?? 'unknown');
    if (n > 0) {
      createTimes.push(took);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== 'approved' && statuses[status] === 1) warnings.push(`posting: a created listing is ${status} (${JSON.stringify(d.reasons ?? [])}), so it is not searchable`);
      if (status === 'approved' && searchTimes.length < o.searchables) {
        const ms = await untilSearchable(base, id, sent);
        if (ms === null) warnings.push(`posting: listing ${id} not in search after 5 s`);
        else searchTimes.push(ms);
      }
    }
    must(await api(base, DELETE_PATH, { property_id: id }, token), 'delete');
  }
  const createSeconds = (performance.now() - c0) / 1000;
  const sum = (xs: number[], s: number): LatencySummary | null => (xs.length ? summarise(xs, s) : null);
  return {
    upload: sum(uploadTimes, uploadSeconds),
    create: sum(createTimes, createSeconds),
    searchable: sum(searchTimes, createSeconds),
    statuses,
  };
}
