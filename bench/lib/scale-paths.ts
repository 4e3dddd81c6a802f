// The hot paths of the table that the HTTP bench does not cover, timed
// in-process on the domain functions (1 connection: the process's pool is used
// one call at a time), p50/p95 over repeats.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/platform/db/client';
import { myPropertyList, myPropertyStatistics } from '../../server/listings/posting/my-properties';
import { expireOverdueItems as sweepExpired } from '../../server/platform/jobs/expiry';
import { sitemapPartXml, URLS_PER_SITEMAP } from '../../server/catalog/seo/sitemap';
import { matchingSearches, type MatchFigures } from '../../server/messaging/alerts/match-many';
import { percentile } from './stats';

export type PathFigure = { id: string; label: string; target: string; runs: number; p50: number; p95: number; note: string };

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

async function timed(runs: number, fn: () => Promise<unknown>, budgetMs = 20_000, minRuns = 2): Promise<{ ms: number[]; last: unknown }> {
  const ms: number[] = [];
  let last: unknown;
  const started = performance.now();
  for (let i = 0; i < runs && (i < minRuns || performance.now() - started < budgetMs); i++) {
    const t0 = performance.now();
    last = await fn();
    ms.push(performance.now() - t0);
  }
  return { ms, last };
}

const fig = (id: string, label: string, target: string, ms: number[], note = ''): PathFigure =>
  ({ id, label, target, runs: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), note });

/** Rolls back whatever fn did: the sweep of 100k due rows is measured without changing the data. */
class Rollback extends Error {}
async function inRolledBack<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await db.transaction(async (tx) => {
    out = await fn(tx);
    throw new Rollback();
  }).catch((e) => { if (!(e instanceof Rollback)) throw e; });
  return out as T;
}

/** only: 'alert-match' times that path alone (bench/scale.ts --only alert-match). */
export async function measurePaths(db: Db, runs: number, log: (m: string) => void, only?: string): Promise<PathFigure[]> {
  const out: PathFigure[] = [];
  const push = (f: PathFigure) => {
    out.push(f);
    log(`[scale] ${f.label}: p50 ${f.p50.toFixed(1)} p95 ${f.p95.toFixed(1)} ms (${f.runs} runs) ${f.note}`);
  };
  // Alert matching: the worker's own step (matchingSearches: prefilter index, then the candidates'
  // own WHEREs in one statement) for one new live listing per run, a different one each time. First
  // with nothing compiled yet (a fresh process), then the same listings again: the compiled WHEREs are
  // kept per process (server/messaging/alerts/compiled-where.ts), as in a worker that has run for a while.
  const [ss] = rowsOf(await db.execute(sql`select count(*)::int n from saved_searches`));
  const recent = rowsOf(await db.execute(sql`select id from listings where status = 'approved' and (expires_at is null or expires_at > now()) order by id desc limit ${runs}`));
  for (const pass of ['first', 'again'] as const) {
    const seen: (MatchFigures & { hits: number })[] = [];
    const match = await timed(recent.length, async () => {
      const figures: MatchFigures = { candidates: 0, compiled: 0, shapes: 0 };
      const hits = await matchingSearches(db, 'property', Number(recent[seen.length].id), { figures });
      seen.push({ ...figures, hits: hits.length });
    }, 120_000, 1);
    const med = (k: keyof (typeof seen)[number]) => percentile(seen.map((f) => f[k]), 50);
    const most = (k: keyof (typeof seen)[number]) => Math.max(...seen.map((f) => f[k]));
    push(fig(pass === 'first' ? 'alert-match-first' : 'alert-match',
      `Matching one new listing against ${ss.n} saved searches${pass === 'first' ? ', first sight (WHEREs compiled now)' : ' (compiled WHEREs kept)'}`,
      '≤ 100 ms', match.ms, `${seen.length} listings; candidates median ${med('candidates')} (max ${most('candidates')}), compiled now ${med('compiled')}, `
        + `shapes ${med('shapes')}, matches ${med('hits')} (max ${most('hits')})`));
  }
  if (only === 'alert-match') return out;

  const [busy] = rowsOf(await db.execute(sql`select user_id, count(*)::int n from listings group by 1 order by 2 desc limit 1`));
  const agent = Number(busy.user_id);
  const list = await timed(runs, () => myPropertyList(agent, { page_no: 1 }));
  push(fig('my-properties', `My Properties, first page (user with ${busy.n} listings)`, '≤ 100 ms', list.ms));

  const [one] = rowsOf(await db.execute(sql`select v.item_id from item_view_days v join listings l on l.id = v.item_id
    where v.kind = 'property' and l.user_id = ${agent} limit 1`));
  if (one) {
    const stats = await timed(runs, () => myPropertyStatistics(agent, Number(one.item_id)));
    const [vd] = rowsOf(await db.execute(sql`select count(*)::int n from item_view_days`));
    push(fig('stats-30', '30-day statistics of one listing', '≤ 50 ms', stats.ms, `item_view_days ${vd.n} rows`));
  }

  const [items] = rowsOf(await db.execute(sql`select ((select count(*) from listings where status = 'approved') + (select count(*) from pgs where status = 'approved') + (select count(*) from projects where status = 'approved'))::int n`));
  const lastPart = Math.max(0, Math.ceil(Number(items.n) / URLS_PER_SITEMAP) - 1);
  for (const part of [...new Set([0, lastPart])]) {
    const site = await timed(Math.min(runs, 5), () => sitemapPartXml('https://gharbazaar.example', `items-${part}`), 60_000);
    const xml = site.last as string;
    push(fig(`sitemap-${part}`, `Sitemap items-${part} (of ${lastPart + 1})`, '≤ 1 s', site.ms, `${(xml.length / 1e6).toFixed(1)} MB, ${(xml.match(/<url>/g) ?? []).length} URLs`));
  }

  const idle = await timed(runs, () => sweepExpired(db));
  push(fig('sweep-idle', 'Expiry sweep, nothing due', '≤ 5 ms', idle.ms));
  const due = await inRolledBack(db, async (tx) => {
    await tx.execute(sql`update listings set expires_at = now() - interval '1 hour'
      where id in (select id from listings where status = 'approved' order by id limit 100000)`);
    const t0 = performance.now();
    const n = await sweepExpired(tx);
    return { ms: performance.now() - t0, n };
  });
  push(fig('sweep-due', `Expiry sweep, ${due.n} due`, 'bounded batches', [due.ms], 'one run, rolled back'));
  return out;
}
