import type { AdminDeskData } from '@/server/trust/admin/load-desk';
import { istDateTimeText } from '@/lib/ist';

const VIA: Record<string, string> = { desk: 'Moderation desk', 'api:queues': 'Queues call', 'api:pending': 'Pending call', 'api:grievances': 'Grievances call', 'api:banned': 'Banned accounts call' };
const viaText = (via: string) => VIA[via] ?? via.replace(/^api:/, 'call: ');

/**
 * Whose personal data the desk showed, to whom, and when (DPDP breach runbook, docs/compliance.md): the newest
 * 50 reads. Older ones, or one person's, come from GET /api/admin/read-log?kind=user&id=N.
 */
export function ReadLogTable({ reads }: { reads: AdminDeskData['reads'] }) {
  return (
    <section aria-labelledby="reads-title" className="mt-4">
      <h2 id="reads-title" className="h5">Personal data read (latest {reads.length})</h2>
      <p className="small text-muted">Each screen that showed someone&apos;s number, name or complaint, kept for at least a year.</p>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead><tr><th scope="col">When</th><th scope="col">Admin</th><th scope="col">Screen or call</th><th scope="col">Whose data</th></tr></thead>
          <tbody>
            {reads.map((r) => (
              <tr key={r.id}>
                <td>{istDateTimeText(r.at)}</td><td>{r.admin_name}</td><td>{viaText(r.via)}</td>
                <td>{r.target_kind === 'user' ? `User ${r.target_id}` : `Grievance ticket ${r.target_id}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
