import 'server-only';
import { sql } from 'drizzle-orm';
import { detailUrl, type DetailKind } from '@/lib/detail-url';
import { getDb } from '../db/client';
import { rows } from '../search/catalog/card-query';
import type { SitemapEntry } from './sitemap-xml';

// Every live listing, PG and project for the "items-N" sitemap parts, N-th
// slice of 50,000 by (kind, id), read in batches so a part streams out.

const LIVE_ITEMS = sql`
  select 'property' as kind, id, city, locality, title, category::text as category, post_type::text as post_type,
         bedrooms, null::text as gender, coalesce(updated_at, created_at) as modified
    from listings where status = 'approved' and (expires_at is null or expires_at > now())
  union all
  select 'pg', id, city, locality, name, null, null, null, gender::text, created_at
    from pgs where status = 'approved' and (expires_at is null or expires_at > now())
  union all
  select 'project', id, city, locality, name, null, null, null, null, coalesce(updated_at, created_at)
    from projects where status = 'approved' and (expires_at is null or expires_at > now())`;

export async function liveItemCount(): Promise<number> {
  const db = await getDb();
  const [r] = await rows(db, sql`select count(*)::int as n from (${LIVE_ITEMS}) x`);
  return Number(r?.n ?? 0);
}

/** `limit` live items from the `offset`-th in (kind, id) order, as sitemap entries. */
export async function itemEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
  const db = await getDb();
  const found = await rows(db, sql`select * from (${LIVE_ITEMS}) x order by kind, id limit ${limit} offset ${offset}`);
  return found.map((r) => ({
    path: detailUrl({
      kind: r.kind as DetailKind, id: Number(r.id), city: String(r.city), locality: r.locality as string | null,
      title: r.title as string | null, category: r.category as string | null, post_type: r.post_type as string | null,
      bedrooms: r.bedrooms == null ? null : Number(r.bedrooms), gender: r.gender as string | null,
    }),
    lastModified: r.modified ? new Date(r.modified as string | Date).toISOString() : undefined,
  }));
}
