import 'server-only';
import * as yup from 'yup';
import { MY_STATUS } from './my-properties';

// Bodies and queries of the My Properties, delete and renew calls (the listing
// body itself is lib/posting/schemas.ts, shared with the wizard).

const blank = <T>(v: T, orig: unknown): T | undefined => (orig === '' || orig === null ? undefined : v);
const id = (key: string) => yup.number().transform(blank).typeError(`${key} must be a number`).integer(`${key} must be a whole number`)
  .positive(`${key} must be a positive number`).max(2_147_483_647, `${key} is too large`);

export const propertyIdBody = yup.object({ property_id: id('property_id').required('property_id is required') });

export const deleteBody = yup.object({
  property_id: id('property_id').required('property_id is required'),
  property_type: yup.string().transform(blank).trim().optional(),
});

const STATUSES = Object.values(MY_STATUS);
export const myListBody = yup.object({
  page_no: yup.number().transform(blank).typeError('page_no must be a number').integer('page_no must be a whole number')
    .min(0, 'page_no must be at least 0').max(10_000, 'page_no must be at most 10000').optional(),
  status: yup.string().transform(blank).oneOf(STATUSES, `status must be one of: ${STATUSES.join(', ')}`).optional(),
  group: yup.string().transform(blank).oneOf(['residential', 'commercial', 'agriculture'] as const,
    'group must be one of: residential, commercial, agriculture').optional(),
});

export const statisticsBody = yup.object({ property_id: id('property_id').optional() });

export const agricultureDetailsQuery = yup.object({
  property_id: id('property_id').required('property_id is required'),
  property_type: yup.string().transform(blank).optional(),
  property_sub_type: yup.string().transform(blank).optional(),
});
