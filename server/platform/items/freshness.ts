import 'server-only';
import type { listingStatus } from '../db/schema';

// Freshness: an item expires FRESH_DAYS after its poster last confirmed it
// (posting, editing or "Still available" all confirm: confirmed_at = now,
// expires_at = now + 60 days). Listings, PGs and projects follow the same rules.

export const FRESH_DAYS = 60;
const DAY = 86_400_000;

export const freshUntil = (from: Date) => new Date(from.getTime() + FRESH_DAYS * DAY);

type Status = (typeof listingStatus.enumValues)[number];

/**
 * The hold reason of an item the moderation desk rejected or took down and its
 * poster then edited: a person at the desk looks again; an edit never
 * undoes the desk. It stays among the reasons until the desk approves (which
 * clears them), so a second edit cannot slip it out either.
 */
export const DESK_REVIEW_REASON = 'Changed after our moderation team took it down: a person checks it again before it goes live.';

type Existing = { approvedAt: Date | null; status?: Status; moderationReasons?: string[] | null };

/** Reasons of a save: moderation's own, plus the desk's hold when the desk had taken the item down. */
function withDeskHold(reasons: string[], existing: Existing | undefined): string[] {
  const held = existing && (existing.status === 'rejected' || existing.moderationReasons?.includes(DESK_REVIEW_REASON));
  return held ? [...reasons.filter((r) => r !== DESK_REVIEW_REASON), DESK_REVIEW_REASON] : reasons;
}

/**
 * What a save (create or edit) of a listing, PG or project sets: live at once when
 * moderation found nothing, else pending with the reasons; confirmed now, fresh for
 * FRESH_DAYS. The first approval date is kept. An item the desk rejected or took
 * down goes to pending for the desk, never straight to live.
 */
export function savedState(found: string[], existing: Existing | undefined, now: Date) {
  const reasons = withDeskHold(found, existing);
  const live = reasons.length === 0;
  return {
    status: (live ? 'approved' : 'pending') as Status,
    approvedAt: existing?.approvedAt ?? (live ? now : null),
    moderationReasons: reasons, confirmedAt: now, expiresAt: freshUntil(now), updatedAt: now,
  };
}

/** "Still available": FRESH_DAYS more from now; an expired item goes live again. */
export function renewedState(row: { status: Status; approvedAt: Date | null }, now: Date) {
  const status: Status = row.status === 'expired' ? 'approved' : row.status;
  return { status, confirmedAt: now, expiresAt: freshUntil(now), updatedAt: now, approvedAt: row.approvedAt ?? (status === 'approved' ? now : null) };
}
