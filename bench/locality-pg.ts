// Locality autocomplete: the in-memory index (server/catalog/search/localities/) against
// PostgreSQL's pg_trgm with a GIN index, on the bench's autocomplete keystrokes
// (bench/lib/scenarios.ts), one after another on one connection, p50/p95 per
// keystroke. The decision it informs: docs/decisions/0032-locality-index-measured.md.
//   DATABASE_URL=postgres://.../db tsx --conditions=react-server bench/locality-pg.ts [--rounds N]
// The database needs the localities (scripts/seed.ts --localities all). The indexes the SQL
// path needs (GIN trigram, text_pattern_ops prefix) are created if missing.
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { suggestLocations, SUGGESTIONS_PER_PAGE, normaliseQuery } from '@/server/catalog/search/localities/autocomplete';
import { autocompleteScenarios } from './lib/scenarios';
import { percentile } from './lib/stats';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1] || 200);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the PostgreSQL database with the localities');

const db = await getDb();
const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[]));
const [{ n }] = rowsOf(await db.execute(sql`select count(*)::int as n from localities`)) as { n: number }[];
await db.execute(sql`create extension if not exists pg_trgm`);
await db.execute(sql`create index if not exists localities_trgm_bench_idx on localities using gin (name_lower gin_trgm_ops)`);
await db.execute(sql`create index if not exists localities_prefix_bench_idx on localities (name_lower text_pattern_ops)`);
await db.execute(sql`analyze localities`);

/**
 * The same page in SQL: the chosen city first; within it name prefix, word prefix (3+
 * letters), trigram-similar (4+ letters, word_similarity >= 0.6, pg_trgm's default for <%),
 * most similar first; the page and the total in one statement.
 */
async function suggestSql(city: string, raw: string, page: number) {
  const q = normaliseQuery(raw);
  const like = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const r = await db.execute(sql`
    with m as (
      select id, name, city_name, lat, lng, name_lower,
        case when name_lower like ${like} then 0 when name_lower like ${`% ${like}`} then 1 else 2 end as tier,
        word_similarity(${q}, name_lower) as sim
      from localities
      where name_lower like ${like}
         or (${q.length >= 3} and name_lower like ${`% ${like}`})
         or (${q.length >= 4} and ${q} <% name_lower)
    )
    select id, name, city_name, lat, lng, count(*) over () as total from m
    order by (city_name = ${city}) desc, tier, case when tier = 2 then -sim else 0 end, name_lower
    limit ${SUGGESTIONS_PER_PAGE} offset ${page * SUGGESTIONS_PER_PAGE}`);
  return rowsOf(r);
}

async function time(fn: () => Promise<unknown>) {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const scenarios = autocompleteScenarios();
// Warm both: the index loads once (the 1-3 s a fresh server pays), PostgreSQL's pages come into memory.
const loadMs = await time(() => suggestLocations('Bengaluru', 'ko', 0));
for (const s of scenarios) { await suggestLocations(s.city, s.q, s.page); await suggestSql(s.city, s.q, s.page); }

const all = { memory: [] as number[], sql: [] as number[], trip: [] as number[] };
const lines: string[] = [];
for (const s of scenarios) {
  const m: number[] = [];
  const p: number[] = [];
  for (let i = 0; i < rounds; i++) {
    m.push(await time(() => suggestLocations(s.city, s.q, s.page)));
    p.push(await time(() => suggestSql(s.city, s.q, s.page)));
    // The floor of both: one round trip (the memory path reads the localities' data version each call).
    all.trip.push(await time(() => db.execute(sql`select 1`)));
  }
  all.memory.push(...m);
  all.sql.push(...p);
  const f = (v: number) => v.toFixed(2);
  lines.push(`| ${s.label} | ${f(percentile(m, 50))} | ${f(percentile(m, 95))} | ${f(percentile(p, 50))} | ${f(percentile(p, 95))} | ${(percentile(p, 95) / percentile(m, 95)).toFixed(1)}× |`);
}
console.log(`localities: ${n}; rounds per keystroke: ${rounds}; first call (index load): ${loadMs.toFixed(0)} ms`);
console.log('| Keystroke | memory p50 ms | memory p95 ms | pg_trgm p50 ms | pg_trgm p95 ms | p95 ratio |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const l of lines) console.log(l);
const p95m = percentile(all.memory, 95);
const p95s = percentile(all.sql, 95);
console.log(`| All keystrokes | ${percentile(all.memory, 50).toFixed(2)} | ${p95m.toFixed(2)} | ${percentile(all.sql, 50).toFixed(2)} | ${p95s.toFixed(2)} | ${(p95s / p95m).toFixed(1)}× |`);
console.log(`round trip (select 1): p50 ${percentile(all.trip, 50).toFixed(2)} ms, p95 ${percentile(all.trip, 95).toFixed(2)} ms`);
process.exit(0);
