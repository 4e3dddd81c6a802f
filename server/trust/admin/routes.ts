import 'server-only';
import type { DetailKind } from '@/lib/detail-url';
import { approveBody, banBody, dismissBody, itemReasonBody, liftBanBody, pendingFilters, QUEUE_PAGE_KEYS, queuePages, readLogFilters, reviewBody } from '@/lib/admin/schemas';
import type { RouteTable, Handler, RequestContext } from '../../platform/http/types';
import { validate } from '../../platform/http/validate';
import { requireAdmin } from './guard';
import { approve, ban, dismissReports, hideReview, liftBan, reject } from './actions';
import { bannedAccounts } from './banned';
import { pendingPage } from './pending';
import { abusiveReviewPage, auditLog, reportQueuePage } from './queues';
import { logAdminReads, personalRowsOf, readLog } from './read-log';

/** Admin first, then the body: a non-admin learns nothing, not even the body rules. */
const adminCall = (fn: (adminId: number, ctx: RequestContext) => Promise<{ data: unknown; message: string }>): Handler =>
  async (ctx) => { const admin = await requireAdmin(ctx); return fn(admin.id, ctx); };

const filtersOf = (ctx: RequestContext) => Object.fromEntries(
  ['kind', 'reason', 'city', 'q', 'page'].map((k) => [k, ctx.query(k) ?? undefined]));

// Not in the SPEC: the moderation desk's calls (every one 404s for non-admins).
export const adminRoutes: RouteTable = {
  // ?reports_page=&reviews_page= (50 a page; *_paging says which page of how many).
  'GET /api/admin/queues': adminCall(async (a, ctx) => {
    const pages = await validate(queuePages, Object.fromEntries(QUEUE_PAGE_KEYS.map((k) => [k, ctx.query(k) ?? undefined])));
    const pending = await pendingPage({ page: 1 });
    const { items: reports, ...reportsPaging } = await reportQueuePage(undefined, pages.reports_page);
    const { items: reviews, ...reviewsPaging } = await abusiveReviewPage(pages.reviews_page);
    await logAdminReads(a, 'api:queues', personalRowsOf({ pending, reports }));
    return { data: { pending: pending.items, pending_total: pending.total, reports, reports_paging: reportsPaging, reviews,
      reviews_paging: reviewsPaging }, message: 'Queues' };
  }),
  // ?kind=property|pg|project &reason=phone|email|link|price|photo|other &city= &q=(id, phone or title) &page=
  'GET /api/admin/pending': adminCall(async (a, ctx) => {
    const pending = await pendingPage(await validate(pendingFilters, filtersOf(ctx)));
    await logAdminReads(a, 'api:pending', personalRowsOf({ pending }));
    return { data: pending, message: 'Pending items' };
  }),
  // Which personal rows the desk read, newest first (the breach runbook's first question);
  // ?kind=user|grievance&id= for the reads of one person or ticket.
  'GET /api/admin/read-log': adminCall(async (_a, ctx) => {
    const f = await validate(readLogFilters, { kind: ctx.query('kind') ?? undefined, id: ctx.query('id') ?? undefined });
    return { data: await readLog({ target: f.kind && f.id ? { kind: f.kind as 'user' | 'grievance', id: f.id } : undefined }), message: 'Admin read log' };
  }),
  'GET /api/admin/audit-log': adminCall(async () => ({ data: await auditLog(), message: 'Audit log' })),
  'POST /api/admin/approve': adminCall(async (a, ctx) => {
    const b = await validate(approveBody, await ctx.json());
    return { data: await approve(a, b.kind as DetailKind, b.id, b.note), message: 'Approved' };
  }),
  'POST /api/admin/reject': adminCall(async (a, ctx) => {
    const b = await validate(itemReasonBody, await ctx.json());
    return { data: await reject(a, b.kind as DetailKind, b.id, b.reason, 'reject'), message: 'Rejected' };
  }),
  'POST /api/admin/take-down': adminCall(async (a, ctx) => {
    const b = await validate(itemReasonBody, await ctx.json());
    return { data: await reject(a, b.kind as DetailKind, b.id, b.reason, 'take_down'), message: 'Taken down' };
  }),
  'POST /api/admin/ban-user': adminCall(async (a, ctx) => {
    const b = await validate(banBody, await ctx.json());
    return { data: await ban(a, b.user_id, b.reason), message: 'User banned' };
  }),
  'POST /api/admin/lift-ban': adminCall(async (a, ctx) => {
    const b = await validate(liftBanBody, await ctx.json());
    return { data: await liftBan(a, b.user_id, b.note), message: 'Ban lifted' };
  }),
  // Banned accounts, newest first, and erased ones whose number is still kept banned.
  'GET /api/admin/banned': adminCall(async (a) => {
    const banned = await bannedAccounts();
    await logAdminReads(a, 'api:banned', personalRowsOf({ banned }));
    return { data: banned, message: 'Banned accounts' };
  }),
  'POST /api/admin/dismiss-reports': adminCall(async (a, ctx) => {
    const b = await validate(dismissBody, await ctx.json());
    return { data: await dismissReports(a, b.target_type, b.target_id, b.reason), message: 'Reports dismissed' };
  }),
  'POST /api/admin/hide-review': adminCall(async (a, ctx) => {
    const b = await validate(reviewBody, await ctx.json());
    return { data: await hideReview(a, b.review_id, b.reason), message: 'Review hidden' };
  }),
};
