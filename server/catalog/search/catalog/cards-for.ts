import 'server-only';
import { sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import type { DbOrTx } from '../../../platform/db/client';
import { ITEM_KINDS, ITEM_TABLE_SQL } from '../../../platform/items/tables';
import { liveSql } from '../../../platform/items/live';
import { IMAGE_COLUMNS, cardColumns, toCard } from './cards';
import { rows } from './card-query';
import type { Card } from './types';

/**
 * Cards for (kind, id) pairs, in the given order; unpublished items are skipped,
 * or with `withGone` kept and marked available: false (saved properties show a
 * withdrawn listing as no longer available).
 */
export async function cardsFor(db: DbOrTx, refs: { kind: DetailKind; id: number }[], withGone = false): Promise<Card[]> {
  if (!refs.length) return [];
  const parts = ITEM_KINDS
    .map((kind) => ({ kind, ids: refs.filter((r) => r.kind === kind).map((r) => r.id) }))
    .filter((p) => p.ids.length)
    .map((p) => sql`(select ${cardColumns(p.kind)}, (case when ${liveSql(ITEM_TABLE_SQL[p.kind])} then 'approved' else "status"::text end) as item_status from ${ITEM_TABLE_SQL[p.kind]}
      where "id" in (${sql.join(p.ids.map((i) => sql`${i}`), sql`, `)})${withGone ? sql`` : sql` and ${liveSql(ITEM_TABLE_SQL[p.kind])}`})`);
  const found = await rows(db, sql`select c.*, ${IMAGE_COLUMNS} from (${sql.join(parts, sql` union all `)}) c`);
  const byKey = new Map(found.map((r) => [`${r.kind}:${r.id}`,
    withGone && r.item_status !== 'approved' ? { ...toCard(r), available: false } : toCard(r)]));
  return refs.map((r) => byKey.get(`${r.kind}:${r.id}`)).filter((c): c is Card => !!c);
}
