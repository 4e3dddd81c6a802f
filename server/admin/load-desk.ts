import 'server-only';
import type { PendingFilters } from '@/lib/admin/schemas';
import { pendingPage } from './pending';
import { abusiveReviewQueue, auditLog, reportQueue } from './queues';
import { logAdminReads, personalRowsOf, readLog } from './read-log';
import { grievanceQueue } from '../grievances/service';
import { bannedAccounts } from './banned';

/** Everything the /admin page shows, loaded on the server; the held items filtered as the URL asks. */
export async function loadAdminDesk(filters: PendingFilters, adminId: number) {
  const [pending, reports, reviews, audit, grievances, reads, banned] = await Promise.all([
    pendingPage(filters), reportQueue(), abusiveReviewQueue(), auditLog(50), grievanceQueue(), readLog({ limit: 50 }), bannedAccounts()]);
  // The desk shows people's numbers and complaints: each read is logged (server/admin/read-log.ts).
  await logAdminReads(adminId, 'desk', personalRowsOf({ pending, reports, grievances, banned }));
  return { pending, reports, reviews, audit, grievances, reads, banned };
}
export type AdminDeskData = Awaited<ReturnType<typeof loadAdminDesk>>;
