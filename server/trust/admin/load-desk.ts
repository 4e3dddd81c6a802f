import 'server-only';
import type { PendingFilters, QueuePages } from '@/lib/admin/schemas';
import { pendingPage } from './pending';
import { abusiveReviewPage, auditLog, reportQueuePage } from './queues';
import { logAdminReads, personalRowsOf, readLog } from './read-log';
import { grievanceQueue } from '../grievances/service';
import { bannedAccounts } from './banned';

/** Everything the /admin page shows, loaded on the server; the held items filtered as the URL asks. */
export async function loadAdminDesk(filters: PendingFilters, adminId: number, pages: QueuePages = { reports_page: 1, reviews_page: 1, grievances_page: 1 }) {
  const [pending, reportPage, reviews, audit, grievances, reads, banned] = await Promise.all([
    pendingPage(filters), reportQueuePage(undefined, pages.reports_page), abusiveReviewPage(pages.reviews_page), auditLog(50),
    grievanceQueue(pages.grievances_page), readLog({ limit: 50 }), bannedAccounts()]);
  const reports = reportPage.items;
  // The desk shows people's numbers and complaints: each read is logged (server/trust/admin/read-log.ts).
  await logAdminReads(adminId, 'desk', personalRowsOf({ pending, reports, grievances, banned }));
  return { pending, reports, reportPage, reviews, audit, grievances, reads, banned };
}
export type AdminDeskData = Awaited<ReturnType<typeof loadAdminDesk>>;
