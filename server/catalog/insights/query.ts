import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

export const num = (v: unknown): number | null => (v == null ? null : Number(v));

/** lib/insights/slug.ts placeSlug in SQL, over a column or alias ("l.locality"): the URL segment of a name. */
export const SLUG_SQL = (col: string): SQL => sql.raw(`trim(both '-' from regexp_replace(lower(${col}), '[^a-z0-9]+', '-', 'g'))`);
