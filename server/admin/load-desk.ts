import 'server-only';
import { abusiveReviewQueue, auditLog, pendingQueue, reportQueue } from './queues';

/** Everything the /admin page shows, loaded on the server. */
export async function loadAdminDesk() {
  const [pending, reports, reviews, audit] = await Promise.all([pendingQueue(), reportQueue(), abusiveReviewQueue(), auditLog(50)]);
  return { pending, reports, reviews, audit };
}
export type AdminDeskData = Awaited<ReturnType<typeof loadAdminDesk>>;
