import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { cardPage, LISTING_CARD_COLUMNS, PG_CARD_COLUMNS, PROJECT_CARD_COLUMNS } from '../../catalog';
import type { Card } from '../../catalog';
import { liveSql } from '../../platform/items/live';

// What the public pages view-profile-details and view-project-profile-details
// show of a poster: the newest approved items (cards, the same shape as search).
export const PUBLIC_CARDS_LIMIT = 20;

const mine = (table: string, userId: number) =>
  sql`${sql.identifier(table)}."user_id" = ${userId} and ${liveSql(sql`${sql.identifier(table)}`)}`;

export async function publicCards(db: Db, userId: number, isBuilder: boolean) {
  const newest = (columns: typeof LISTING_CARD_COLUMNS, table: string): Promise<Card[]> =>
    cardPage(db, [{ columns, table: sql`${sql.identifier(table)}`, where: mine(table, userId) }], 'newest', PUBLIC_CARDS_LIMIT, 0);
  const [listings, pgs, projects] = await Promise.all([
    newest(LISTING_CARD_COLUMNS, 'listings'),
    newest(PG_CARD_COLUMNS, 'pgs'),
    // Only builders post projects; others skip the query.
    isBuilder ? newest(PROJECT_CARD_COLUMNS, 'projects') : Promise.resolve([] as Card[]),
  ]);
  return { listings, pgs, projects };
}
