// The national-scale extras a scale run needs beside the seeded items, made in
// SQL on the server (no rows travel): views per day for the last 30 days of the
// live listings, leads, and saved searches (one per 10 listings or --saved N, from
// the bench's own search bodies moved over 10 cities, each with its own budget and
// bedrooms). Idempotent: a table that already has rows is left alone (saved
// searches: when they are as many as asked).
import type { Db } from '../../server/platform/db/client';
import { sql } from 'drizzle-orm';
import { searchScenarios } from './scenarios';
import { validate } from '../../server/platform/http/validate';
import { listingSearchBody, pgSearchBody } from '../../server/catalog/search/catalog/schemas';
import type { Group } from '../../server/catalog/search/catalog/types';

const CITIES = ['Bengaluru', 'Mysuru', 'Hyderabad', 'Chennai', 'Mumbai', 'Pune', 'Visakhapatnam', 'New Delhi', 'Ahmedabad', 'Gurgaon'];

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const has = async (db: Db, table: string) => rowsOf(await db.execute(sql.raw(`select 1 from ${table} limit 1`))).length > 0;

export async function loadExtras(db: Db, listings: number, log: (m: string) => void, saved?: number): Promise<void> {
  const step = async (what: string, run: () => Promise<unknown>) => {
    const t0 = Date.now();
    await run();
    log(`[scale] ${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  if (!(await has(db, 'item_view_days'))) {
    // About a third of the last 30 days have views, for every live listing.
    await step('views per day (live listings, 30 days)', () => db.execute(sql`
      insert into item_view_days (kind, item_id, day, views)
      select 'property', l.id, (current_date - d)::date, 1 + (hashint4(l.id * 31 + d) & 15)
      from listings l cross join generate_series(0, 29) d
      where l.status = 'approved' and (hashint4(l.id + d * 7919) & 3) = 0`));
  }
  if (!(await has(db, 'callback_requests'))) {
    await step('leads (callback requests, one per 4 live or expired listings)', () => db.execute(sql`
      with u as (select array_agg(id order by id) ids from users where role_type = 'buyer')
      insert into callback_requests (requester_id, owner_id, kind, item_id, name, phone_number, message, created_at)
      select u.ids[1 + (l.id % array_length(u.ids, 1))], l.user_id, 'property', l.id, 'Bench buyer',
        '9' || lpad((l.id % 1000000000)::text, 9, '0'), 'Is it available?', l.created_at + interval '2 days'
      from listings l cross join u where l.status in ('approved', 'expired') and l.id % 4 = 0`));
  }
  const want = saved ?? Math.max(1000, Math.round(listings / 10));
  const [{ n: have }] = rowsOf(await db.execute(sql`select count(*)::int n from saved_searches`));
  if (Number(have) !== want) {
    // Another count than asked (--saved): made again (a bench database; deliveries go with them).
    if (Number(have)) await db.execute(sql`truncate saved_searches cascade`);
    await step(`saved searches (${want})`, () => makeSavedSearches(db, want));
    // Settles the visibility map: the alert prefilter is an index-only scan (server/messaging/alerts/match-many.ts).
    await db.execute(sql`vacuum analyze saved_searches`);
  }
  await db.execute(sql`analyze item_view_days`);
}

/**
 * Saved searches as people make them: each row one of the bench's city searches (no localities: a
 * locality belongs to its city) in one of the cities, with a budget band of its own (log-uniform centre,
 * 15-50 % either side; some open at one end, a few without a budget) and, for homes, one or two
 * bedroom counts (a quarter: any). So bodies are nearly all distinct, as in life, and an item meets a
 * realistic share of them. The prefilter key comes from the same SQL as the migration's backfill.
 */
async function makeSavedSearches(db: Db, n: number) {
  const bodies = searchScenarios()
    .filter((s) => (s.body.places as { locality: string }[] | undefined)?.every((p) => !p.locality))
    .map((s) => ({ group: s.group, body: { ...s.body, page: 1 } }));
  // Saved as the app saves them: the validated body (server/messaging/alerts/saved-searches.ts).
  for (const b of bodies) {
    b.body = await validate(b.group === 'pg' ? pgSearchBody : listingSearchBody(b.group as Group), b.body) as typeof b.body;
  }
  await db.execute(sql`
    with t as (select ord, (x->>'group') as grp, (x->'body') as body from jsonb_array_elements(${JSON.stringify(bodies)}::jsonb) with ordinality as a(x, ord)),
    c as (select ord, city from jsonb_array_elements_text(${JSON.stringify(CITIES)}::jsonb) with ordinality as b(city, ord)),
    u as (select array_agg(id order by id) ids from users where role_type = 'buyer'),
    r as (
      select g, t.grp, t.body, c.city, hashint4(g * 31 + 5) as h,
        (hashint4(g) & 65535) / 65536.0 as u1, 0.15 + 0.35 * (hashint4(g + 7777777) & 65535) / 65536.0 as w,
        case when t.grp = 'pg' then 5000 + 15000 * (hashint4(g) & 65535) / 65536.0 end as pg_rent
      from generate_series(1, ${n}) g
      join t on t.ord = 1 + (g % (select count(*) from t))
      join c on c.ord = 1 + ((g / 7) % 10)),
    p as (
      select r.*, case
          when grp = 'pg' then pg_rent
          when grp = 'residential' and body->>'post_type' = 'rent' then 8000 * power(15::numeric, u1)
          when grp = 'residential' then 2500000 * power(16::numeric, u1)
          when grp = 'commercial' and body->>'post_type' = 'rent' then 20000 * power(25::numeric, u1)
          when grp = 'commercial' then 3000000 * power(30::numeric, u1)
          when body->>'post_type' = 'rent' then 2000 * power(20::numeric, u1)
          else 2000000 * power(50::numeric, u1) end as centre,
        case when grp = 'pg' or body->>'post_type' = 'rent' then -2 else -4 end as digits
      from r),
    b as (
      select p.g, p.grp, p.h, p.body
        || jsonb_build_object('city', jsonb_build_array(p.city),
          'location', jsonb_build_object('type', 'city', 'city', p.city, 'locality', '[]'::jsonb),
          'places', jsonb_build_array(jsonb_build_object('city', p.city, 'locality', '')))
        || jsonb_build_object(case when p.grp = 'pg' then 'amount' else 'budget' end,
          case when (p.h & 31) = 0 then '{}'::jsonb else jsonb_strip_nulls(jsonb_build_object(
            'min', case when p.grp = 'pg' and (p.h >> 5) & 3 <> 0 or (p.h >> 5) & 7 = 0 then null else round(p.centre * (1 - p.w), p.digits) end,
            'max', case when (p.h >> 8) & 15 = 0 then null else round(p.centre * (1 + p.w), p.digits) end)) end)
        || case when p.grp = 'residential' and (p.h >> 12) & 3 <> 0 then jsonb_build_object('bedrooms',
          (select jsonb_agg(k::text) from generate_series(1 + ((p.h >> 16) & 3), least(5, 1 + ((p.h >> 16) & 3) + ((p.h >> 14) & 1))) k))
          else '{}'::jsonb end as body
      from p)
    insert into saved_searches (user_id, name, search_group, search_id, body, frequency, channel, price_drops,
      match_for, match_city, match_cities, match_price_lo, match_price_hi, match_beds, match_projects)
    select u.ids[1 + (b.g % array_length(u.ids, 1))], 'Alert ' || b.g, b.grp, 'bench-' || b.g, b.body,
      case when b.g % 3 = 0 then 'daily' else 'instant' end, 'sms', (b.h >> 20) & 3 = 0,
      k.match_for, k.match_city, k.match_cities, k.match_price_lo, k.match_price_hi, k.match_beds, k.match_projects
    from b cross join u cross join lateral saved_search_match_key(b.grp, b.body) k`);
}
