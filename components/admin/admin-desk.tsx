import Link from 'next/link';
import type { AdminDeskData } from '@/server/admin/load-desk';
import { formatPrice } from '@/lib/format-price';
import { AdminActions } from './admin-actions';

type MiniCard = { id: number; title: string; url: string; price: number | null; locality?: string | null; city?: string | null; image?: string | null } | null;

function Mini({ card, label }: { card: MiniCard; label?: string }) {
  if (!card) return <p className="text-muted small">No longer listed</p>;
  return (
    <div className="border rounded p-2 small">
      {label && <p className="fw-semibold mb-1">{label}</p>}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {card.image && <img src={card.image} alt="" width={160} height={100} className="rounded object-fit-cover mb-1 d-block" />}
      <Link href={card.url} prefetch={false}>{card.title}</Link>
      <p className="mb-0">{formatPrice(card.price)} · {card.locality}, {card.city}</p>
    </div>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The moderation desk: pending items, reports by item, abusive reviews, and the audit log. */
export function AdminDesk({ data, adminName }: { data: AdminDeskData; adminName: string }) {
  return (
    <div className="page-width py-4">
      <h1 className="h3">Moderation desk</h1>
      <p className="text-muted">Signed in as {adminName}. Every action is written to the audit log below.</p>

      <section aria-labelledby="pending-title" className="mt-4">
        <h2 id="pending-title" className="h5">Pending listings ({data.pending.length})</h2>
        <ul className="list-unstyled">
          {data.pending.map((p) => (
            <li key={`${p.kind}:${p.id}`} className="border rounded p-3 mb-2" data-testid="pending-item">
              <div className="d-flex flex-wrap gap-3">
                <Mini card={p.item as MiniCard} label={p.cloned_from.length ? 'This listing' : undefined} />
                {p.cloned_from.map((c) => <Mini key={`${c.kind}:${c.id}`} card={c as MiniCard} label="Same photo as this listing" />)}
              </div>
              {p.priority && <p className="badge text-bg-warning mt-2 mb-0">Priority moderation (paid plan)</p>}
              <ul className="small mt-2 mb-0">{p.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
              <AdminActions name={p.item?.title ?? `${p.kind} ${p.id}`} actions={[
                { action: 'approve', label: 'Approve', body: { kind: p.kind, id: p.id }, tone: 'success' },
                { action: 'reject', label: 'Reject', body: { kind: p.kind, id: p.id }, needsReason: true, tone: 'outline-danger' },
                { action: 'ban-user', label: 'Ban poster', body: { user_id: p.poster_id }, needsReason: true, tone: 'outline-dark' },
              ]} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reports-title" className="mt-4">
        <h2 id="reports-title" className="h5">Reports by item ({data.reports.length})</h2>
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
        <h2 id="reviews-title" className="h5">Reviews reported as abusive ({data.reviews.length})</h2>
        <ul className="list-unstyled">
          {data.reviews.map((r) => (
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

      <section aria-labelledby="audit-title" className="mt-4">
        <h2 id="audit-title" className="h5">Audit log</h2>
        <div className="table-responsive">
          <table className="table table-sm">
            <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Item</th><th scope="col">Reason</th></tr></thead>
            <tbody>
              {data.audit.map((a) => (
                <tr key={a.id}><td>{when(a.created_at)}</td><td>{a.admin_name}</td><td>{a.action}</td><td>{a.target_type} {a.target_id}</td><td>{a.reason}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
