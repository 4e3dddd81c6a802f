import type { AdminDeskData } from '@/server/trust/admin/load-desk';
import { istDateTimeText } from '@/lib/ist';
import { AdminActions } from './admin-actions';

/**
 * Banned accounts, newest first, each with "Lift ban". An erased account whose number is still kept
 * banned (as a keyed hash) is listed too: lifting it lets that number sign up afresh.
 */
export function BannedAccounts({ banned }: { banned: AdminDeskData['banned'] }) {
  return (
    <section aria-labelledby="banned-title" className="mt-4">
      <h2 id="banned-title" className="h5">Banned accounts ({banned.length})</h2>
      <p className="small text-muted">A banned number stays banned after its account is deleted: a new account of it is banned at once. Lifting a ban forgets the number.</p>
      <ul className="list-unstyled">
        {banned.map((b) => (
          <li key={b.user_id} className="border rounded p-3 mb-2" data-testid="banned-account">
            <p className="fw-semibold mb-1">
              {b.erased ? `Deleted account ${b.user_id}` : `${b.name ?? 'No name'} (user ${b.user_id}, ${b.role_type})`}
              {b.number_kept && <span className="badge text-bg-dark ms-2">Number kept banned</span>}
            </p>
            <p className="small text-muted mb-0">Banned {istDateTimeText(b.banned_at)}{b.reason ? `: ${b.reason}` : ''}</p>
            <AdminActions name={`user ${b.user_id}`} actions={[
              { action: 'lift-ban', label: 'Lift ban', body: { user_id: b.user_id }, tone: 'outline-success',
                asks: { field: 'note', label: 'Why the ban is lifted (for the audit log, optional)', optional: true } },
            ]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
