import 'server-only';
import { sql } from 'drizzle-orm';
import { listings } from '../../platform/db/schema';

// Freshness: a listing expires FRESH_DAYS after its poster last confirmed it
// (posting, editing or "Still available" all confirm: confirmed_at = now,
// expires_at = now + 60 days). Reads test expires_at themselves (server/platform/items/live.ts);
// the expiry job (server/platform/jobs/expiry.ts) flips the status later for the poster's lists.
// The rules themselves (60 days, what a save or a renewal sets) are the item life
// cycle's: server/platform/items/freshness.ts.
export { DESK_REVIEW_REASON, FRESH_DAYS, freshUntil, renewedState, savedState } from '../../platform/items/freshness';

/** When a listing was last confirmed available, for cards and My Properties. */
export const confirmedSql = sql`coalesce(${listings.confirmedAt}, ${listings.approvedAt}, ${listings.createdAt})`;
