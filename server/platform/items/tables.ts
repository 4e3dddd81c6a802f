import 'server-only';
import { sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { listings, pgs, projects } from '../db/schema';

// The three kinds of item (a listing, a PG, a project) and the table each lives
// in: posting, plans, photos, views, bookmarks, callbacks and detail pages
// resolve a (kind, id) pair through these maps, defined once here.

/** 'property' (a listing), 'pg' or 'project': the same names the detail URLs use. */
export type ItemKind = DetailKind;

export const ITEM_TABLES = { property: listings, pg: pgs, project: projects } as const;

/** The same tables as raw SQL identifiers, for hand-written card queries. */
export const ITEM_TABLE_SQL: Record<DetailKind, ReturnType<typeof sql>> = {
  property: sql`"listings"`, pg: sql`"pgs"`, project: sql`"projects"`,
};

export const ITEM_KINDS = Object.keys(ITEM_TABLES) as ItemKind[];

export type ItemTable<K extends ItemKind = ItemKind> = (typeof ITEM_TABLES)[K];
export type ItemRow<K extends ItemKind = ItemKind> = ItemTable<K>['$inferSelect'];

// Drizzle cannot type one query over a union of tables. The columns the shared code reads and
// writes (id, user_id, status, dates, address, counters) have the same names and types in all
// three, so every kind's table is addressed as one shape (the PG table's) and its rows are typed
// back by kind: the only two casts of the item tables.
/** The table of a kind, typed as the shape every item table shares. */
export const itemTable = (kind: ItemKind): ItemTable<'pg'> => ITEM_TABLES[kind] as unknown as ItemTable<'pg'>;

/** Rows read through itemTable(kind), typed back as that kind's. */
export const itemRowsOf = <K extends ItemKind>(_kind: K, found: ItemRow<'pg'>[]): ItemRow<K>[] => found as unknown as ItemRow<K>[];
