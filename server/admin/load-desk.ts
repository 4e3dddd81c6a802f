import 'server-only';
import type { PendingFilters } from '@/lib/admin/schemas';
import { pendingPage } from './pending';
import { abusiveReviewQueue, auditLog, reportQueue } from './queues';
import { grievanceQueue } from '../grievances/service';

/** Everything the /admin page shows, loaded on the server; the held items filtered as the URL asks. */
export async function loadAdminDesk(filters: PendingFilters) {
  const [pending, reports, reviews, audit, grievances] = await Promise.all([
    pendingPage(filters), reportQueue(), abusiveReviewQueue(), auditLog(50), grievanceQueue()]);
  return { pending, reports, reviews, audit, grievances };
}
export type AdminDeskData = Awaited<ReturnType<typeof loadAdminDesk>>;
