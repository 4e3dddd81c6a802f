import Link from 'next/link';
import { istDateTimeText } from '@/lib/ist';
import { waitedFor } from '@/lib/admin/waiting';
import type { PendingPage } from '@/server/trust/admin/pending';
import { AdminActions } from './admin-actions';
import { MiniCard, type MiniCardData } from './mini-card';
import { PendingFilterForm } from './pending-filters';

const KIND_LABEL = { property: 'Listing', pg: 'PG', project: 'Project' } as const;

function pageHref(filters: PendingPage['filters'], page: number) {
  const q = new URLSearchParams();
  for (const k of ['q', 'kind', 'reason', 'city'] as const) if (filters[k]) q.set(k, String(filters[k]));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/admin${s ? `?${s}` : ''}#pending-title`;
}

function Pager({ data }: { data: PendingPage }) {
  if (data.pages <= 1) return null;
  return (
    <nav aria-label="Held items pages" className="d-flex flex-wrap align-items-center gap-2">
      {data.page > 1 && <Link className="btn btn-sm btn-outline-secondary" href={pageHref(data.filters, 1)} prefetch={false}>First</Link>}
      {data.page > 1 && <Link className="btn btn-sm btn-outline-secondary" href={pageHref(data.filters, data.page - 1)} prefetch={false} rel="prev">Previous</Link>}
      <span className="small" aria-current="page">Page {data.page} of {data.pages}</span>
      {data.page < data.pages && <Link className="btn btn-sm btn-outline-secondary" href={pageHref(data.filters, data.page + 1)} prefetch={false} rel="next">Next</Link>}
      {data.page < data.pages && <Link className="btn btn-sm btn-outline-secondary" href={pageHref(data.filters, data.pages)} prefetch={false}>Last</Link>}
    </nav>
  );
}

/** Held listings, PGs and projects: priority plans first, then the longest waiting; filters, search and pages. */
export function PendingQueue({ data, filterError, now }: { data: PendingPage; filterError?: string; now: number }) {
  const filtered = ['q', 'kind', 'reason', 'city'].some((k) => data.filters[k as keyof typeof data.filters]);
  const from = (data.page - 1) * data.page_size + 1;
  return (
    <section aria-labelledby="pending-title" className="mt-4">
      <h2 id="pending-title" className="h5">Held for review ({data.queue.total})</h2>
      {data.queue.oldest_since && (
        <p className="small mb-2" data-testid="oldest-waiting">
          Oldest waiting: <strong>{waitedFor(data.queue.oldest_since, now)}</strong> (since {istDateTimeText(data.queue.oldest_since)}).
          Posters with priority moderation come first, then the longest waiting.
        </p>
      )}
      <PendingFilterForm filters={data.filters} cities={data.queue.cities} />
      {filterError && <p className="alert alert-warning py-2" role="alert">{filterError}. Showing the whole queue.</p>}
      <p className="small text-muted" role="status">
        {data.total === 0 ? (filtered ? 'Nothing held matches these filters.' : 'Nothing is waiting for review.')
          : `${filtered ? `${data.total} matching` : `${data.total} held`} · showing ${from}–${from + data.items.length - 1}`}
      </p>
      <ul className="list-unstyled">
        {data.items.map((p) => (
          <li key={`${p.kind}:${p.id}`} className="border rounded p-3 mb-2" data-testid="pending-item">
            <p className="small mb-2">
              <span className="badge text-bg-light border me-1">{KIND_LABEL[p.kind]} #{p.id}</span>
              {p.priority && <span className="badge text-bg-warning me-1">Priority moderation (paid plan)</span>}
              Waiting {waitedFor(p.waiting_since, now)} · {p.city} · poster {p.poster_phone}
            </p>
            <div className="d-flex flex-wrap gap-3">
              <MiniCard card={p.item as MiniCardData} label={p.cloned_from.length ? 'This listing' : undefined} />
              {p.cloned_from.map((c) => <MiniCard key={`${c.kind}:${c.id}`} card={c as MiniCardData} label="Same photo as this listing" />)}
            </div>
            <p className="small fw-semibold mt-2 mb-0">Held because</p>
            {p.reasons.length
              ? <ul className="small mb-0" aria-label="Hold reasons">{p.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
              : <p className="small text-muted mb-0">No reason was recorded (held before the checks kept their reasons).</p>}
            <AdminActions name={p.item?.title ?? p.title ?? `${p.kind} ${p.id}`} actions={[
              { action: 'approve', label: 'Approve', body: { kind: p.kind, id: p.id }, tone: 'success' },
              { action: 'approve', label: 'Approve with note', body: { kind: p.kind, id: p.id }, tone: 'outline-success',
                asks: { field: 'note', label: 'Note for the audit log (optional; the poster does not see it)', optional: true } },
              { action: 'reject', label: 'Reject', body: { kind: p.kind, id: p.id }, needsReason: true, tone: 'outline-danger' },
              { action: 'ban-user', label: 'Ban poster', body: { user_id: p.poster_id }, needsReason: true, tone: 'outline-dark' },
            ]} />
          </li>
        ))}
      </ul>
      <Pager data={data} />
    </section>
  );
}
