import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { HOLD_REASON_KINDS } from '@/lib/admin/hold-reasons';
import { PENDING_PAGE_SIZE, type PendingFilters } from '@/lib/admin/schemas';
import { getDb, type Db } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { listingImages } from '../../platform/db/schema';
import { findClonedPhotos } from '../../listings';
import { cardsFor } from '../../catalog';

// The desk's queue of held items (listings, PGs, projects) at any size: one
// query over the three tables, filtered by kind, hold reason, city and a search
// (id, phone or title), ordered posters with priority moderation first, then
// the longest waiting. "Waiting since" is updated_at: every save that holds an
// item (create or edit) sets it, so an edited listing waits from its edit.

type Row = { kind: DetailKind; id: number; user_id: number; title: string; city: string; reasons: string[];
  since_ms: number; priority: boolean; phone: string };

const SOURCES: Record<DetailKind, SQL> = {
  property: sql`select 'property' as kind, id, user_id, title, property_name as alt_name, description, city, moderation_reasons, updated_at
    from listings where status = 'pending'`,
  pg: sql`select 'pg' as kind, id, user_id, name as title, null::text as alt_name, description, city, moderation_reasons, updated_at
    from pgs where status = 'pending'`,
  project: sql`select 'project' as kind, id, user_id, name as title, null::text as alt_name, description, city, moderation_reasons, updated_at
    from projects where status = 'pending'`,
};

// Posters with a running priority-moderation plan: a handful of ids, read once per query
// (a hashed subplan) instead of one subscriptions lookup per held item.
const PRIORITY = sql`q.user_id in (select s.user_id from subscriptions s where s.status = 'active'
  and s.priority_moderation and s.starts_at <= now() and s.ends_at > now())`;

function reasonFilter(value: string): SQL {
  const kind = HOLD_REASON_KINDS.find((k) => k.value === value);
  if (kind) return sql`exists (select 1 from unnest(q.moderation_reasons) r where r ~* ${kind.pattern})`;
  // "other": a sentence no kind recognises, or no reason at all.
  const any = HOLD_REASON_KINDS.map((k) => k.pattern).join('|');
  return sql`(cardinality(q.moderation_reasons) = 0 or exists (select 1 from unnest(q.moderation_reasons) r where r !~* ${any}))`;
}

/** Digits only: "+91 98450-12345" -> "919845012345". */
const digitsOf = (s: string) => s.replace(/\D/g, '');

function searchFilter(raw: string): SQL {
  const digits = digitsOf(raw);
  const like = `%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const title = sql`(q.title ilike ${like} or q.alt_name ilike ${like})`;
  if (/^[\d\s+()-]+$/.test(raw) && digits.length >= 10) {
    // A phone: the poster's number, or a number written in the text (why most items are held).
    const phone = digits.slice(-10);
    return sql`(u.phone_number = ${phone} or regexp_replace(coalesce(q.description, '') || ' ' || coalesce(q.alt_name, ''), '\\D', '', 'g') like ${`%${phone}%`})`;
  }
  if (/^#?\d{1,9}$/.test(raw.trim())) return sql`(q.id = ${Number(digits)} or ${title})`;
  return title;
}

function whereOf(f: PendingFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.city) parts.push(sql`lower(q.city) = ${f.city.toLowerCase()}`);
  if (f.reason) parts.push(reasonFilter(f.reason));
  if (f.q) parts.push(searchFilter(f.q));
  return sql.join(parts, sql` and `);
}

const pendingRows = (f: PendingFilters) => {
  const kinds = f.kind ? [f.kind as DetailKind] : (Object.keys(SOURCES) as DetailKind[]);
  return sql`(${sql.join(kinds.map((k) => SOURCES[k]), sql` union all `)}) q join users u on u.id = q.user_id`;
};

async function many<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return rows<T>(db, query);
}

async function clonesOf(db: Db, kind: DetailKind, id: number, ownerId: number) {
  const imgs = await db.select({ photoId: listingImages.photoId }).from(listingImages)
    .where(and(eq(listingImages.kind, kind), eq(listingImages.itemId, id)));
  const ids = imgs.map((i) => i.photoId).filter((x): x is number => x !== null);
  if (!ids.length) return [];
  const found = await findClonedPhotos(ids, ownerId);
  const refs = [...new Map(found.map((c) => [`${c.otherKind}:${c.otherItemId}`, { kind: c.otherKind, id: c.otherItemId }])).values()];
  return cardsFor(db, refs, true);
}

/** The whole queue's size, its longest wait and its cities (for the filter), whatever the filters: one read. */
async function queueSummary(db: Db) {
  const cities = await many<{ city: string; n: number; oldest_ms: number }>(db, sql`
    select q.city, count(*)::int as n, (extract(epoch from min(q.updated_at)) * 1000)::float8 as oldest_ms
    from ${pendingRows({ page: 1 })} group by q.city order by count(*) desc, q.city`);
  const oldest = cities.length ? Math.min(...cities.map((c) => Number(c.oldest_ms))) : null;
  return { total: cities.reduce((n, c) => n + Number(c.n), 0), oldest_since: oldest == null ? null : new Date(oldest).toISOString(),
    cities: cities.slice(0, 200).map(({ city, n }) => ({ city, n: Number(n) })) };
}

/** One page of the held items matching the filters, with their cards, reasons and any cloned-photo match. */
export async function pendingPage(f: PendingFilters) {
  const db = await getDb();
  const page = f.page ?? 1;
  const where = whereOf(f);
  const found = await many<Row & { total: number }>(db, sql`
    select q.kind, q.id, q.user_id, q.title, q.city, q.moderation_reasons as reasons, u.phone_number as phone,
      (extract(epoch from q.updated_at) * 1000)::float8 as since_ms, ${PRIORITY} as priority, count(*) over ()::int as total
    from ${pendingRows(f)} where ${where}
    order by priority desc, q.updated_at asc, q.kind, q.id
    limit ${PENDING_PAGE_SIZE} offset ${(page - 1) * PENDING_PAGE_SIZE}`);
  // Past the last page the window count has no row to ride on: count on its own.
  const n = found.length ? found[0].total
    : (await many<{ n: number }>(db, sql`select count(*)::int as n from ${pendingRows(f)} where ${where}`))[0].n;
  const cards = await cardsFor(db, found.map((r) => ({ kind: r.kind, id: r.id })), true);
  const cardOf = new Map(cards.map((c) => [`${c.kind}:${c.id}`, c]));
  const items = [];
  for (const r of found) {
    const cloned = r.reasons.some((x) => /photo/i.test(x)) ? await clonesOf(db, r.kind, r.id, r.user_id) : [];
    items.push({ kind: r.kind, id: r.id, poster_id: r.user_id, poster_phone: r.phone, title: r.title, city: r.city,
      reasons: r.reasons, waiting_since: new Date(Number(r.since_ms)).toISOString(), priority: !!r.priority,
      item: cardOf.get(`${r.kind}:${r.id}`) ?? null, cloned_from: cloned });
  }
  const total = Number(n);
  return { items, total, page, pages: Math.max(1, Math.ceil(total / PENDING_PAGE_SIZE)), page_size: PENDING_PAGE_SIZE,
    filters: f, queue: await queueSummary(db) };
}
export type PendingPage = Awaited<ReturnType<typeof pendingPage>>;
