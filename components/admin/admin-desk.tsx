import type { AdminDeskData } from '@/server/trust/admin/load-desk';
import { istDateTimeText } from '@/lib/ist';
import { AdminActions } from './admin-actions';
import { MiniCard as Mini, type MiniCardData as MiniCard } from './mini-card';
import { PendingQueue } from './pending-queue';
import { GrievanceQueue } from './grievance-queue';
import { ReadLogTable } from './read-log-table';
import { BannedAccounts } from './banned-accounts';
import { QueuePager } from './queue-pager';


/** The moderation desk: pending items, grievances by deadline, reports by item, abusive reviews, and the audit log. */
export function AdminDesk({ data, adminName, filterError, query = {} }: {
  data: AdminDeskData; adminName: string; filterError?: string;
  /** The page's URL parameters: a queue's page links keep the others' pages and filters. */
  query?: Record<string, string>;
}) {
  // Rendered on the server per request: one "now" for every waiting time on the page.
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now();
  return (
    <div className="page-width py-4">
      <h1 className="h3">Moderation desk</h1>
      <p className="text-muted">Signed in as {adminName}. Every action is written to the audit log below.</p>

      <PendingQueue data={data.pending} filterError={filterError} now={now} />

      <GrievanceQueue data={data.grievances} now={now}
        pager={<QueuePager label="Grievance pages" paging={data.grievances} param="grievances_page" query={query} anchor="grievances-title" />} />

      <section aria-labelledby="reports-title" className="mt-4">
        <h2 id="reports-title" className="h5">Reports by item ({data.reportPage.total})</h2>
        <QueuePager label="Report pages" paging={data.reportPage} param="reports_page" query={query} anchor="reports-title" />
        <ul className="list-unstyled">
          {data.reports.map((g) => (
            <li key={`${g.target_type}:${g.target_id}`} className="border rounded p-3 mb-2" data-testid="report-group">
              <p className="fw-semibold mb-1">{g.count} {g.count === 1 ? 'report' : 'reports'} · {g.target_type === 'user' ? `Profile: ${g.user?.name ?? g.target_id}` : g.item?.title ?? `${g.target_type} ${g.target_id}`}</p>
              {g.item && <Mini card={g.item as MiniCard} />}
              <ul className="small mb-0">{g.reasons.map((r, i) => <li key={i}>{r.label}{r.details ? `: ${r.details}` : ''}</li>)}</ul>
              <AdminActions name={`${g.target_type} ${g.target_id}`} actions={[
                ...(g.target_type === 'user'
                  ? [{ action: 'ban-user', label: 'Ban user', body: { user_id: g.target_id }, needsReason: true, tone: 'outline-dark' }]
                  : [{ action: 'take-down', label: 'Take down', body: { kind: g.target_type, id: g.target_id }, needsReason: true, tone: 'outline-danger' }]),
                { action: 'dismiss-reports', label: 'Dismiss', body: { target_type: g.target_type, target_id: g.target_id } },
              ]} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reviews-title" className="mt-4">
        <h2 id="reviews-title" className="h5">Reviews reported as abusive ({data.reviews.total})</h2>
        <QueuePager label="Review pages" paging={data.reviews} param="reviews_page" query={query} anchor="reviews-title" />
        <ul className="list-unstyled">
          {data.reviews.items.map((r) => (
            <li key={r.review_id} className="border rounded p-3 mb-2">
              <p className="mb-1">{r.review ? `${r.review.rating}★ “${r.review.review}”` : 'Review removed'}</p>
              <p className="small text-muted mb-0">{r.count} report(s){r.details.length ? `: ${r.details.join('; ')}` : ''}</p>
              <AdminActions name={`review ${r.review_id}`} actions={[
                { action: 'hide-review', label: 'Hide review', body: { review_id: r.review_id }, needsReason: true, tone: 'outline-danger' },
                { action: 'dismiss-reports', label: 'Keep', body: { target_type: 'review', target_id: r.review_id } },
              ]} />
            </li>
          ))}
        </ul>
      </section>

      <BannedAccounts banned={data.banned} />

      <section aria-labelledby="audit-title" className="mt-4">
        <h2 id="audit-title" className="h5">Audit log</h2>
        <div className="table-responsive">
          <table className="table table-sm">
            <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Item</th><th scope="col">Reason or note</th></tr></thead>
            <tbody>
              {data.audit.map((a) => (
                <tr key={a.id}><td>{istDateTimeText(a.created_at)}</td><td>{a.admin_name}</td><td>{a.action}</td><td>{a.target_type} {a.target_id}</td><td>{a.reason}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <ReadLogTable reads={data.reads} />
    </div>
  );
}
