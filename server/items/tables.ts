import 'server-only';
import { sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { listings, pgs, projects } from '../db/schema';

// The three kinds of item (a listing, a PG, a project) and the table each lives
// in: views, bookmarks, callbacks, detail pages and posting counts resolve a
// (kind, id) pair through these two maps, defined once here.

export const ITEM_TABLES = { property: listings, pg: pgs, project: projects } as const;

/** The same tables as raw SQL identifiers, for hand-written card queries. */
export const ITEM_TABLE_SQL: Record<DetailKind, ReturnType<typeof sql>> = {
  property: sql`"listings"`, pg: sql`"pgs"`, project: sql`"projects"`,
};

export const ITEM_KINDS = Object.keys(ITEM_TABLES) as DetailKind[];
