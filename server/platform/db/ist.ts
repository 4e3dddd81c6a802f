// India time in SQL: the one place a query names the zone (ESLint keeps 'Asia/Kolkata' out of
// every other server file). The same Indian calendar day as lib/ist.ts computes in TypeScript.
// No `import 'server-only'`: the schema (an index expression) uses it and drizzle-kit loads the
// schema outside Next.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A timestamptz as India's wall clock (a timestamp without zone), e.g. for to_char(…, 'YYYY-MM'). */
export const istTime = (at: SQLWrapper): SQL => sql`(${at} at time zone 'Asia/Kolkata')`;

/** The Indian calendar day of a timestamptz, as a date. */
export const istDate = (at: SQLWrapper): SQL => sql`((${at} at time zone 'Asia/Kolkata')::date)`;

/** Today's Indian calendar day, as a date. */
export const istToday = (): SQL => istDate(sql`now()`);
