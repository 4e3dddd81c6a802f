import * as yup from 'yup';
import { REASON_FILTERS } from './hold-reasons';

// yup schemas of the moderation desk's calls (server/trust/admin/routes.ts) and its filter form.

export const PENDING_PAGE_SIZE = 20;
export const ITEM_KINDS = ['property', 'pg', 'project'] as const;

const id = (n: string) => yup.number().typeError(`${n} must be a number`).integer(`${n} must be a whole number`)
  .positive(`${n} must be a positive number`).required(`${n} is required`);
const kind = yup.string().typeError('kind must be text')
  .oneOf([...ITEM_KINDS], 'kind must be property, pg or project').required('kind is required');
export const reason = yup.string().typeError('reason must be text').trim().required('Please give a reason the poster will see')
  .min(5, 'reason must be at least 5 characters').max(500, 'reason must be at most 500 characters');


export const itemReasonBody = yup.object({ kind, id: id('id'), reason });
/** An approval may carry a note for the audit log (the poster does not see it). */
export const approveBody = yup.object({
  kind, id: id('id'),
  note: yup.string().typeError('note must be text').trim().max(500, 'note must be at most 500 characters').nullable().optional(),
});
export const banBody = yup.object({ user_id: id('user_id'), reason });
/** Lifting a ban may carry a note for the audit log (why it was lifted). */
export const liftBanBody = yup.object({
  user_id: id('user_id'),
  note: yup.string().typeError('note must be text').trim().max(500, 'note must be at most 500 characters').nullable().optional(),
});
export const dismissBody = yup.object({
  target_type: yup.string().typeError('target_type must be text').oneOf(['property', 'pg', 'project', 'user', 'review'], 'target_type must be property, pg, project, user or review').required('target_type is required'),
  target_id: id('target_id'),
  reason: yup.string().typeError('reason must be text').trim().max(500).nullable().optional(),
});
export const reviewBody = yup.object({ review_id: id('review_id'), reason });

/** The pending queue's filters: query parameters of GET /api/admin/pending and of /admin. */
export const pendingFilters = yup.object({
  kind: yup.string().typeError('kind must be text').transform((v) => v || undefined)
    .oneOf([...ITEM_KINDS, undefined], 'kind must be property, pg or project').optional(),
  reason: yup.string().typeError('reason must be text').transform((v) => v || undefined)
    .oneOf([...REASON_FILTERS.map((r) => r.value), undefined], `reason must be one of ${REASON_FILTERS.map((r) => r.value).join(', ')}`).optional(),
  city: yup.string().typeError('city must be text').trim().max(80, 'city must be at most 80 characters').transform((v) => v || undefined).optional(),
  q: yup.string().typeError('q must be text').trim().max(100, 'q must be at most 100 characters').transform((v) => v || undefined).optional(),
  page: yup.number().typeError('page must be a number').integer('page must be a whole number').min(1, 'page must be at least 1')
    .max(100_000, 'page is too large').transform((v, raw) => (raw === '' || raw == null ? undefined : v)).default(1),
});
export type PendingFilters = yup.InferType<typeof pendingFilters>;

/** The desk's other queues (reports, abusive reviews, grievances) come a page at a time. */
export const QUEUE_PAGE_SIZE = 50;
export const queuePage = (n: string) => yup.number().typeError(`${n} must be a number`).integer(`${n} must be a whole number`)
  .min(1, `${n} must be at least 1`).max(100_000, `${n} is too large`)
  .transform((v, raw) => (raw === '' || raw == null ? undefined : v)).default(1);
/** ?reports_page=&reviews_page=&grievances_page= of /admin and of the queue calls. */
export const queuePages = yup.object({
  reports_page: queuePage('reports_page'), reviews_page: queuePage('reviews_page'), grievances_page: queuePage('grievances_page'),
});
export type QueuePages = yup.InferType<typeof queuePages>;
export const QUEUE_PAGE_KEYS = ['reports_page', 'reviews_page', 'grievances_page'] as const;

/** One page of a queue: which page, of how many, and how many in all. */
export type QueuePaging = { page: number; pages: number; total: number; page_size: number };
export function queuePaging(page: number, total: number, size = QUEUE_PAGE_SIZE): QueuePaging {
  return { page, pages: Math.max(1, Math.ceil(total / size)), total, page_size: size };
}

/**
 * The read log's filter (GET /api/admin/read-log?kind=user&id=42): whose rows were read, the breach
 * runbook's second question after "what leaked". Both or neither.
 */
export const readLogFilters = yup.object({
  kind: yup.string().typeError('kind must be text').transform((v) => v || undefined)
    .oneOf(['user', 'grievance', undefined], 'kind must be user or grievance').optional(),
  id: yup.number().typeError('id must be a number').integer('id must be a whole number').positive('id must be a positive number')
    .transform((v, raw) => (raw === '' || raw == null ? undefined : v)).optional(),
}).test('both', 'Give both kind and id, or neither', (v) => (v.kind === undefined) === (v.id === undefined));
