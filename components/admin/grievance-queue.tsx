import type { ReactNode } from 'react';
import { dateText as day } from '@/lib/format/dates';
import type { GrievanceApi } from '@/server/trust/grievances/service';
import { AdminActions } from './admin-actions';

type Queue = { open: GrievanceApi[]; open_total: number; resolved: GrievanceApi[] };

/** Complaints by deadline: overdue first, each with the days left of its month. */
export function GrievanceQueue({ data, now, pager }: { data: Queue; now: number; pager?: ReactNode }) {
  return (
    <section aria-labelledby="grievances-title" className="mt-4">
      <h2 id="grievances-title" className="h5">Grievances ({data.open_total} open)</h2>
      {pager}
      <ul className="list-unstyled">
        {data.open.map((g) => {
          const days = Math.ceil((new Date(g.due_at).getTime() - now) / 86_400_000);
          return (
            <li key={g.id} className={`border rounded p-3 mb-2 ${g.overdue ? 'border-danger' : ''}`} data-testid="grievance">
              <p className="fw-semibold mb-1">{g.ticket} · {g.category_label} · {g.subject}</p>
              <p className={`small mb-1 ${g.overdue ? 'text-danger fw-semibold' : 'text-muted'}`}>
                {g.overdue ? `Overdue by ${-days} ${-days === 1 ? 'day' : 'days'}` : `Due ${day(g.due_at)} (${days} ${days === 1 ? 'day' : 'days'} left)`}
                {' · '}filed {day(g.created_at)} by {g.name} ({g.email}{g.phone_number ? `, ${g.phone_number}` : ''})
                {!g.acknowledged_at && ' · acknowledgement mail not sent'}
              </p>
              <p className="small mb-0" style={{ whiteSpace: 'pre-wrap' }}>{g.message}</p>
              <AdminActions name={g.ticket} actions={[{
                action: 'grievance-resolve', label: 'Resolve', body: { id: g.id }, tone: 'outline-success',
                asks: { field: 'reason', label: `Reply to ${g.name} (mailed to ${g.email})` },
              }]} />
            </li>
          );
        })}
      </ul>
      {data.resolved.length > 0 && (
        <details>
          <summary className="small">Recently resolved ({data.resolved.length})</summary>
          <ul className="small">{data.resolved.map((g) => <li key={g.id}>{g.ticket}: {g.subject}, resolved {day(g.resolved_at!)}</li>)}</ul>
        </details>
      )}
    </section>
  );
}
