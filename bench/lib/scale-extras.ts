// The national-scale extras a scale run needs beside the seeded items, made in
// SQL on the server (no rows travel): views per day for the last 30 days of the
// live listings, leads, and saved searches (one per 10 listings, from the bench's
// own search bodies with other cities and budgets). Idempotent: a table that
// already has rows is left alone.
import type { Db } from '../../server/db/client';
import { sql } from 'drizzle-orm';
import { searchScenarios } from './scenarios';
import { validate } from '../../server/http/validate';
import { listingSearchBody } from '../../server/search/catalog/schemas';
import type { Group } from '../../server/search/catalog/types';

const CITIES = ['Bengaluru', 'Mysuru', 'Hyderabad', 'Chennai', 'Mumbai', 'Pune', 'Visakhapatnam', 'New Delhi', 'Ahmedabad', 'Gurgaon'];

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const has = async (db: Db, table: string) => rowsOf(await db.execute(sql.raw(`select 1 from ${table} limit 1`))).length > 0;

export async function loadExtras(db: Db, listings: number, log: (m: string) => void): Promise<void> {
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
  if (!(await has(db, 'saved_searches'))) {
    // City searches only (a locality list belongs to its city), moved to each of the cities in turn.
    const bodies = searchScenarios()
      .filter((s) => s.group !== 'pg' && (s.body.places as { locality: string }[] | undefined)?.every((p) => !p.locality))
      .map((s) => ({ group: s.group, body: { ...s.body, page: 1 } }));
    // Saved as the app saves them: the validated body (server/alerts/saved-searches.ts).
    for (const b of bodies) b.body = await validate(listingSearchBody(b.group as Group), b.body) as typeof b.body;
    const n = Math.max(1000, Math.round(listings / 10));
    await step(`saved searches (${n})`, () => db.execute(sql`
      with t as (select ord, (x->>'group') as grp, (x->'body') as body from jsonb_array_elements(${JSON.stringify(bodies)}::jsonb) with ordinality as a(x, ord)),
      c as (select ord, city from jsonb_array_elements_text(${JSON.stringify(CITIES)}::jsonb) with ordinality as b(city, ord)),
      u as (select array_agg(id order by id) ids from users where role_type = 'buyer')
      insert into saved_searches (user_id, name, search_group, search_id, body, frequency, channel)
      select u.ids[1 + (g % array_length(u.ids, 1))], 'Alert ' || g, t.grp, 'bench-' || g,
        t.body || jsonb_build_object('city', jsonb_build_array(c.city),
          'location', jsonb_build_object('type', 'city', 'city', c.city, 'locality', '[]'::jsonb),
          'places', jsonb_build_array(jsonb_build_object('city', c.city, 'locality', ''))),
        case when g % 3 = 0 then 'daily' else 'instant' end, 'sms'
      from generate_series(1, ${n}) g
      join t on t.ord = 1 + (g % (select count(*) from t))
      join c on c.ord = 1 + ((g / 7) % 10)
      cross join u`));
  }
  await db.execute(sql`analyze item_view_days`);
  await db.execute(sql`analyze saved_searches`);
}
