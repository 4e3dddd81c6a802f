import 'server-only';
import * as yup from 'yup';

// Bodies and queries of the import calls (the rows themselves are checked with the
// wizard's schemas: row-check.ts).

const blank = <T>(v: T, orig: unknown): T | undefined => (orig === '' || orig === null ? undefined : v);
const GROUPS = ['residential', 'commercial', 'agriculture'] as const;

export const groupQuery = yup.object({
  group: yup.string().transform(blank).required('group is required')
    .oneOf(GROUPS, `group must be one of: ${GROUPS.join(', ')}`),
});

export const jobBody = yup.object({
  job_id: yup.number().transform(blank).typeError('job_id must be a number').integer('job_id must be a whole number')
    .positive('job_id must be a positive number').required('job_id is required'),
});
