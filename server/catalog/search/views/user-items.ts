import 'server-only';
import { sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { getDb } from '../../../platform/db/client';
import { rows } from '../catalog/card-query';
import { cardsFor } from '../catalog/cards-for';
import type { Card } from '../catalog/types';
import { liveSql } from '../../../platform/items/live';

// The user's own lists of items (saved, recently viewed) share one shape: rows
// of (kind, item_id, a time) shown as cards, newest first, paged, and counted
// only while the item is approved (the rule of search).

type Source = { table: 'bookmarks' | 'viewed_items'; at: 'created_at' | 'viewed_at' };

const LIVE = sql`case u.kind
  when 'property' then exists (select 1 from listings x where x.id = u.item_id and ${liveSql(sql`x`)})
  when 'pg' then exists (select 1 from pgs x where x.id = u.item_id and ${liveSql(sql`x`)})
  else exists (select 1 from projects x where x.id = u.item_id and ${liveSql(sql`x`)}) end`;

/** page_no 0 and 1 are both the first page (clients differ); n > 1 is the n-th. */
/** withGone: keep items that are no longer live (marked available: false) instead of skipping them. */
export async function userItems(src: Source, userId: number, pageNo: number, perPage: number, withGone = false) {
  const db = await getDb();
  const page = Math.max(1, Math.floor(pageNo) || 1);
  const from = sql`${sql.identifier(src.table)} u where u.user_id = ${userId} and ${withGone ? sql`true` : LIVE}`;
  const found = await rows(db, sql`select u.kind::text as kind, u.item_id, u.${sql.identifier(src.at)} as at,
      count(*) over ()::int as total
    from ${from}
    order by at desc, u.kind, u.item_id desc
    limit ${perPage} offset ${(page - 1) * perPage}`);
  let total = Number(found[0]?.total ?? 0);
  if (!found.length && page > 1) {
    // Past the end the window count is empty: count separately so the pager stays right.
    const [c] = await rows(db, sql`select count(*)::int as total from ${from}`);
    total = Number(c?.total ?? 0);
  }
  const when = new Map(found.map((r) => [`${r.kind}:${r.item_id}`, new Date(r.at as string).toISOString()]));
  const cards = await cardsFor(db, found.map((r) => ({ kind: r.kind as DetailKind, id: Number(r.item_id) })), withGone);
  const items: (Card & { at: string })[] = cards.map((c) => ({ ...c, at: when.get(`${c.kind}:${c.id}`)! }));
  return { items, page, totalNoOfPages: Math.ceil(total / perPage), total };
}
