import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { rows as dbRows } from '../../../platform/db/rows';
import { IMAGE_COLUMNS, toCard, type CardRow } from './cards';
import type { Card, SearchResult, SortOrder } from './types';

// Paged card queries over one or more sources (UNION ALL). A page is one
// statement (rows + first image + image count); the total is a second,
// count-only statement that can be answered from the search index.

/**
 * priceNullable: the source's price column may be NULL (projects' price_min).
 * key: the source's kind and price expression; with it a page is found by its
 * sort keys alone (an index-only walk of the search index, however deep the
 * page or however many rows a filter skips) and only its rows are then read.
 */
export type Source = { columns: SQL; table: SQL; where: SQL; priceNullable?: boolean; key?: SourceKey };
export type SourceKey = { kind: string; price: SQL };

/**
 * Sort orders. Relevance = featured first, then freshness (created_at desc),
 * then id desc; kind breaks ties between a listing and a project sharing an id.
 * Price orders put unpriced items last and newest first among equal prices.
 */
const ORDER: Record<SortOrder, SQL> = {
  relevance: sql`is_featured desc, created_at desc, id desc, kind`,
  newest: sql`created_at desc, id desc, kind`,
  asc: sql`price asc nulls last, created_at desc, id desc, kind`,
  desc: sql`price desc nulls last, created_at desc, id desc, kind`,
};

// The same order inside one source, spelled so a btree can return it as is:
// listings_relevance_idx (relevance, read backwards), listings_recent_idx
// (newest), listings_price_idx (price). "nulls last" only where NULLs exist,
// since "price desc nulls last" does not match a backward index scan.
function branchOrder(sort: SortOrder, s: Source): SQL {
  const nulls = s.priceNullable ? sql` nulls last` : sql``;
  if (sort === 'asc') return sql`price asc${nulls}, created_at desc, id desc`;
  if (sort === 'desc') return sql`price desc${nulls}, created_at desc, id desc`;
  return sort === 'newest' ? sql`created_at desc, id desc` : sql`is_featured desc, created_at desc, id desc`;
}

/** Card rows of a query (server/platform/db/rows.ts, typed as cards). */
export const rows = (db: DbOrTx, query: SQL): Promise<CardRow[]> => dbRows<CardRow>(db, query);

/**
 * One page of cards. Each source is sorted and cut to offset+limit on its own
 * (an ordered index scan that stops early), then the union is sorted and cut
 * again: the planner does not push ORDER BY/LIMIT through UNION ALL itself.
 */
export async function cardPage(
  db: Db, sources: Source[], sort: SortOrder, limit: number, offset: number, onlyFeatured = false,
): Promise<Card[]> {
  if (!sources.length) return [];
  const take = offset + limit;
  const featured = onlyFeatured ? sql` and is_featured` : sql``;
  const order = ORDER[sort];
  if (sources.every((s) => s.key)) return (await rows(db, keyedPage(sources, sort, take, limit, offset, featured))).map(toCard);
  const branches = sources.map((s) => sql`(select ${s.columns} from ${s.table}
    where ${s.where}${featured}
    order by ${branchOrder(sort, s)} limit ${take})`);
  const query = sql`select c.*, ${IMAGE_COLUMNS}
    from (select * from (${sql.join(branches, sql` union all `)}) u
          order by ${order} limit ${limit} offset ${offset}) c
    order by ${order}`;
  return (await rows(db, query)).map(toCard);
}

/**
 * The page's keys first (kind, id and the sort columns: in the search indexes,
 * so no row is read to skip or to reject one), then the card columns of those
 * rows only. Without it a page 500 read 10,000 rows to show 20.
 */
function keyedPage(sources: Source[], sort: SortOrder, take: number, limit: number, offset: number, featured: SQL): SQL {
  const order = ORDER[sort];
  const branches = sources.map((s) => sql`(select ${s.key!.kind}::text as kind, ${s.table}."id" as id,
      ${s.table}."is_featured" as is_featured, ${s.table}."created_at" as created_at, ${s.key!.price} as price
    from ${s.table} where ${s.where}${featured}
    order by ${branchOrder(sort, s)} limit ${take})`);
  // One card branch per kind: several sources of a kind (the home page's groups) share a table.
  const byKind = [...new Map(sources.map((s) => [s.key!.kind, s])).values()];
  const cards = byKind.map((s) => sql`select ${s.columns} from ${s.table}
    where ${s.table}."id" in (select id from k where k.kind = ${s.key!.kind}::text)`);
  return sql`with k as (select kind, id from (${sql.join(branches, sql` union all `)}) u
      order by ${order} limit ${limit} offset ${offset})
    select c.*, ${IMAGE_COLUMNS} from (${sql.join(cards, sql` union all `)}) c
    order by ${order}`;
}

/**
 * Matches are counted up to COUNT_CAP: past that the answer says "10,000+"
 * (and 500 pages) instead of reading every index entry of a city-wide search
 * (80k entries cost ~10 ms at 1M listings; 10k cost ~1 ms). Nobody pages
 * through ten thousand results; they narrow the filter.
 */
export const COUNT_CAP = 10_000;

export async function cardCount(
  db: Db, sources: Source[], cap = COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  if (!sources.length) return { total: 0, capped: false };
  const counts = sources.map((s) =>
    sql`(select count(*) from (select 1 from ${s.table} where ${s.where} limit ${cap + 1}) m)`);
  const [row] = await rows(db, sql`select (${sql.join(counts, sql` + `)})::int as total`);
  const n = Number(row?.total ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

export const ADS_LIMIT = 4;

/**
 * One search answer. Ads are the (up to 4) newest featured matches of the same
 * search, the same on every page; they are not removed from `data`, so the
 * total and the pages stay those of the plain search. With relevance order the
 * first page already starts with them, so no extra query is needed then.
 */
export async function pagedSearch(
  db: Db, sources: Source[], sort: SortOrder, page: number, limit: number,
): Promise<SearchResult> {
  const offset = (page - 1) * limit;
  // With limit >= 4 the featured prefix of page 1 is exactly the ads query's answer.
  const reuseAds = sort === 'relevance' && page === 1 && limit >= ADS_LIMIT;
  const [data, count, ads] = await Promise.all([
    cardPage(db, sources, sort, limit, offset),
    cardCount(db, sources),
    reuseAds ? Promise.resolve(null) : cardPage(db, sources, 'relevance', ADS_LIMIT, 0, true),
  ]);
  return {
    data,
    ads: ads ?? data.filter((c) => c.is_featured).slice(0, ADS_LIMIT),
    totalNoOfPages: Math.ceil(count.total / limit),
    page,
    total: count.total,
    totalCapped: count.capped,
  };
}
