// Dates and times as an Indian reader sees them, whatever the server's or browser's zone:
// every formatter here reads the moment in India time (lib/ist.ts does the day arithmetic).
import { istDateFormat } from './intl';

export type Moment = Date | string | number;
const at = (m: Moment): Date => (m instanceof Date ? m : new Date(m));

const DAY_MONTH_YEAR = istDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
const DAY_MONTH = istDateFormat({ day: 'numeric', month: 'short' });
const YEAR = istDateFormat({ year: 'numeric' });
const LONG = istDateFormat({ dateStyle: 'long' });
const NUMERIC = istDateFormat({});
const PADDED = istDateFormat({ day: '2-digit', month: 'short', year: 'numeric' });
const MONTH_YEAR = istDateFormat({ month: 'long', year: 'numeric' });
const DATE_TIME = istDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** "13 Nov 2025". */
export const dateText = (m: Moment): string => DAY_MONTH_YEAR(at(m));

/** "13 Nov 2025", or '' for a missing or unreadable value (API rows are loose). */
export function dateTextOrEmpty(m: Moment | null | undefined): string {
  if (m === null || m === undefined || m === '') return '';
  const d = at(m);
  return Number.isNaN(d.getTime()) ? '' : DAY_MONTH_YEAR(d);
}

/** "12 Oct", with the year ("3 Mar 2025") only when it is not the year of `now`. */
export function shortDateText(m: Moment, now: Moment = new Date()): string {
  const d = at(m);
  return YEAR(d) === YEAR(at(now)) ? DAY_MONTH(d) : DAY_MONTH_YEAR(d);
}

/** "13 November 2025". */
export const longDateText = (m: Moment): string => LONG(at(m));

/** "13/11/2025". */
export const numericDateText = (m: Moment): string => NUMERIC(at(m));

/** "05 Nov 2025": the invoice's fixed-width date. */
export const paddedDateText = (m: Moment): string => PADDED(at(m));

/** "November 2025". */
export const monthYearText = (m: Moment): string => MONTH_YEAR(at(m));

/** "26 Nov 2026, 10:05 am". */
export const dateTimeText = (m: Moment): string => DATE_TIME(at(m));

/** "12 Nov" for an Indian calendar day written 'YYYY-MM-DD' (as SQL's IST date gives it). */
export const calendarDayText = (isoDay: string): string => DAY_MONTH(new Date(`${isoDay}T00:00:00+05:30`));

/**
 * Dates in Hindi and Kannada (month names in the language, Latin digits, India time):
 * "28 नवंबर 2026", "ನವೆಂಬರ್ 28, 2026"; months alone "मार्च 2026", short "मार्च". English pages keep the formatters above.
 */
const IN_LANGUAGE = {
  hi: {
    day: istDateFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'hi-IN'),
    month: istDateFormat({ month: 'long', year: 'numeric' }, 'hi-IN'), short: istDateFormat({ month: 'short' }, 'hi-IN'),
  },
  kn: {
    day: istDateFormat({ day: 'numeric', month: 'long', year: 'numeric' }, 'kn-IN'),
    month: istDateFormat({ month: 'long', year: 'numeric' }, 'kn-IN'), short: istDateFormat({ month: 'short' }, 'kn-IN'),
  },
} as const;
export type DateLanguage = keyof typeof IN_LANGUAGE;
/** The languages a date can be written in (the site's: lib/i18n/locales.ts). */
export type DateLocale = 'en' | DateLanguage;

/**
 * A day in the page's language, in India time: "13 Nov 2025" (exactly dateText), "13 नवंबर 2025",
 * "ನವೆಂಬರ್ 13, 2025" (the month written out: ICU's short Kannada form runs the day into the year).
 */
export const dateTextIn = (m: Moment, locale: DateLocale = 'en'): string =>
  (locale === 'en' ? DAY_MONTH_YEAR(at(m)) : IN_LANGUAGE[locale].day(at(m)));

/** "2026-03" as "मार्च 2026" (or "मार्च", short): mid-month at noon UTC, the same month in India. */
export function monthTextIn(ym: string, lang: DateLanguage, short = false): string {
  const [y, m] = ym.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1, 15, 12));
  return short ? IN_LANGUAGE[lang].short(d) : IN_LANGUAGE[lang].month(d);
}
