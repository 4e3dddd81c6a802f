import 'server-only';
import * as yup from 'yup';
import { MY_STATUS } from '../posting/my-properties';

// Bodies of the My PGs, delete and renew calls (the PG body is lib/pg-posting/schemas.ts).

const blank = <T>(v: T, orig: unknown): T | undefined => (orig === '' || orig === null ? undefined : v);
const id = (key: string) => yup.number().transform(blank).typeError(`${key} must be a number`).integer(`${key} must be a whole number`)
  .positive(`${key} must be a positive number`).max(2_147_483_647, `${key} is too large`);

export const pgIdBody = yup.object({ pg_id: id('pg_id').required('pg_id is required') });
export const pgStatisticsBody = yup.object({ pg_id: id('pg_id').optional() });

const STATUSES = Object.values(MY_STATUS);
export const myPgListBody = yup.object({
  page_no: yup.number().transform(blank).typeError('page_no must be a number').integer('page_no must be a whole number')
    .min(0, 'page_no must be at least 0').max(10_000, 'page_no must be at most 10000').optional(),
  status: yup.string().transform(blank).oneOf(STATUSES, `status must be one of: ${STATUSES.join(', ')}`).optional(),
});
