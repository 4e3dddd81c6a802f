import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { detailUrl, type DetailKind } from '@/lib/detail-url';
import { reader } from '../../platform/db/client';
import { liveSql } from '../../platform/items/live';
import { rows } from '../search/catalog/card-query';
import { TRANSLATED_PAGES_PER_PART, type SitemapEntry } from './sitemap-xml';

// Every live listing, PG and project for the "items-N" sitemap parts. A part is
// an id range of one kind (16,666 ids: each item is listed in all three languages,
// so at most 50,000 URLs, the protocol's cap),
// listings first, then PGs, then projects. Ranges, not OFFSET: part 199 of 10M
// listings is a primary-key range scan like part 0, not a walk past 9.95M rows.
// A range whose items were all deleted is an empty (valid) urlset.

const KINDS: Array<{ kind: DetailKind; table: SQL; columns: SQL }> = [
  { kind: 'property', table: sql`listings`, columns: sql`id, city, locality, title, category::text as category, post_type::text as post_type,
      bedrooms, null::text as gender, coalesce(updated_at, created_at) as modified` },
  { kind: 'pg', table: sql`pgs`, columns: sql`id, city, locality, name as title, null::text as category, null::text as post_type,
      null::int as bedrooms, gender::text as gender, created_at as modified` },
  { kind: 'project', table: sql`projects`, columns: sql`id, city, locality, name as title, null::text as category, null::text as post_type,
      null::int as bedrooms, null::text as gender, coalesce(updated_at, created_at) as modified` },
];

export async function liveItemCount(): Promise<number> {
  const db = await reader();
  const counts = await Promise.all(KINDS.map((k) => rows(db, sql`select count(*)::int as n from ${k.table} where ${liveSql(k.table)}`)));
  return counts.reduce((sum, [r]) => sum + Number(r?.n ?? 0), 0);
}

export type ItemPart = { kind: number; from: number; to: number };

/** Every items part, in order: each kind's id ranges up to its highest id (a max() from the primary key). */
export async function itemParts(): Promise<ItemPart[]> {
  const db = await reader();
  const maxes = await Promise.all(KINDS.map((k) => rows(db, sql`select max(id)::int as m from ${k.table}`)));
  return maxes.flatMap(([r], kind) => {
    const max = Number(r?.m ?? 0);
    return Array.from({ length: max ? Math.floor(max / TRANSLATED_PAGES_PER_PART) + 1 : 0 }, (_, i) =>
      ({ kind, from: i * TRANSLATED_PAGES_PER_PART, to: (i + 1) * TRANSLATED_PAGES_PER_PART }));
  });
}

/** Up to `limit` live items of a part with ids from `after` (exclusive), in id order, as sitemap entries. */
export async function itemEntries(part: ItemPart, after: number, limit: number): Promise<{ entries: SitemapEntry[]; last: number }> {
  const db = await reader();
  const k = KINDS[part.kind];
  const found = await rows(db, sql`select ${k.columns} from ${k.table}
    where id > ${Math.max(after, part.from - 1)} and id < ${part.to} and ${liveSql(k.table)} order by id limit ${limit}`);
  const entries = found.map((r) => ({
    path: detailUrl({
      kind: k.kind, id: Number(r.id), city: String(r.city), locality: r.locality as string | null,
      title: r.title as string | null, category: r.category as string | null, post_type: r.post_type as string | null,
      bedrooms: r.bedrooms == null ? null : Number(r.bedrooms), gender: r.gender as string | null,
    }),
    lastModified: r.modified ? new Date(r.modified as string | Date).toISOString() : undefined,
  }));
  return { entries, last: found.length ? Number(found[found.length - 1].id) : part.to };
}
