// One meaning of "today", "yesterday", "this week" and "this month" for the
// whole site: the Indian calendar day (IST, UTC+5:30, no daylight
// saving). Card labels ("Today", "Yesterday", "3 days ago") and the posted-since
// search filters both read these, so a card labelled "Today" is always inside
// the Today filter. This week = today and the 6 IST days before it; this month
// = today and the 29 IST days before it.

// Every Indian date in the product (quotas, invoices' financial year, alert
// digests, view statistics) is computed from these, never from a hand-written offset.
export const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** `at` shifted so its UTC fields (getUTCDate, toISOString) read India's wall clock. */
export const istWallClock = (at: Date | number): Date =>
  new Date((typeof at === 'number' ? at : at.getTime()) + IST_OFFSET_MS);

/** Days since 1970-01-01 on the Indian calendar. */
export function istDayNumber(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
}

/** The instant the Indian calendar day `daysAgo` days before `now` began. */
export function istDayStart(now: Date | number, daysAgo = 0): Date {
  return new Date((istDayNumber(now) - daysAgo) * DAY_MS - IST_OFFSET_MS);
}

/** How many Indian calendar days lie between `at` and `now` (0 = same day). */
export const istDaysBetween = (at: Date | number, now: Date | number): number => istDayNumber(now) - istDayNumber(at);

/** Posted-since choices as IST days back from today (0 = since midnight today). */
export const POSTED_SINCE_DAYS = { today: 0, yesterday: 1, thisWeek: 6, thisMonth: 29 } as const;

/** A moment as an Indian reader sees it ("26 Nov 2026, 10:05 am"): the formatter module's dateTimeText. */
export { dateTimeText as istDateTimeText } from '@/lib/format/dates';
