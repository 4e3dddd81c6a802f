import 'server-only';
import { sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { can } from '@/lib/policy';
import { getDb } from '../../platform/db/client';
import { istDate } from '../../platform/db/ist';
import { rows } from '../../platform/db/rows';
import { ITEM_TABLES } from '../../platform/items/tables';
import { lastDays } from '../../listings';
import { eq } from 'drizzle-orm';

// /statistics/{kind}/{id}: one listing's, PG's or project's last 30 Indian days
// of views, saves, callbacks, enquiries and (projects) brochure downloads, for its poster only.

export type StatDay = { date: string; views: number; saves: number; callbacks: number; enquiries: number; brochures: number };

type Row = { day: string; n: number };

export async function itemStatistics(userId: number, kind: DetailKind, id: number) {
  const db = await getDb();
  const t = ITEM_TABLES[kind];
  const [item] = await db.select({ userId: t.userId, status: t.status, title: kind === 'property' ? ITEM_TABLES.property.title : ITEM_TABLES.pg.name })
    .from(t).where(eq(t.id, id));
  if (!item || !can({ id: userId }, 'item.manage', { kind, userId: item.userId, status: item.status })) return null;
  const days = lastDays();
  const from = days[0];
  const ist = (col: string) => sql`${istDate(sql.identifier(col))}::text`;
  const [views, saves, callbacks, enquiries, brochures] = await Promise.all([
    rows<Row>(db, sql`select day::text as day, views as n from item_view_days where kind = ${kind} and item_id = ${id} and day >= ${from}`),
    rows<Row>(db, sql`select ${ist('created_at')} as day, count(*)::int as n from bookmarks where kind = ${kind} and item_id = ${id} and created_at >= ${from}::date - 1 group by 1`),
    rows<Row>(db, sql`select ${ist('created_at')} as day, count(*)::int as n from callback_requests where kind = ${kind} and item_id = ${id} and created_at >= ${from}::date - 1 group by 1`),
    rows<Row>(db, sql`select ${ist('created_at')} as day, count(*)::int as n from enquiries where kind = ${kind} and item_id = ${id} and created_at >= ${from}::date - 1 group by 1`),
    kind === 'project'
      ? rows<Row>(db, sql`select ${ist('created_at')} as day, count(*)::int as n from brochure_downloads where project_id = ${id} and created_at >= ${from}::date - 1 group by 1`)
      : Promise.resolve([]),
  ]);
  const map = (found: Row[]) => new Map(found.map((x) => [String(x.day).slice(0, 10), Number(x.n)]));
  const [v, s, c, e, b] = [views, saves, callbacks, enquiries, brochures].map(map);
  const series: StatDay[] = days.map((date) => ({ date, views: v.get(date) ?? 0, saves: s.get(date) ?? 0,
    callbacks: c.get(date) ?? 0, enquiries: e.get(date) ?? 0, brochures: b.get(date) ?? 0 }));
  const total = (k: keyof Omit<StatDay, 'date'>) => series.reduce((n, d) => n + d[k], 0);
  return { kind, id, title: item.title, days: series,
    totals: { views: total('views'), saves: total('saves'), callbacks: total('callbacks'), enquiries: total('enquiries'), brochures: total('brochures') } };
}
