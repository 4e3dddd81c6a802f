/* eslint-disable @next/next/no-img-element */
'use client';
import Link from 'next/link';
import { useEffect, useState, type ReactNode } from 'react';
import { last30Days, type DayViews } from '@/components/posting/my-property-stats';
import { ViewsChart } from '@/components/posting/views-chart';

// One PG or project on My PGs / My Projects: the My Properties card's shape
// (status with reasons, cover, price, views/saves/leads, 30-day chart, actions).

const STATUS: Record<string, { label: string; tone: string }> = {
  live: { label: 'Live', tone: 'success' }, pending: { label: 'Pending review', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'danger' }, expired: { label: 'Expired', tone: 'secondary' }, deleted: { label: 'Deleted', tone: 'dark' },
};

export type MyItem = { id: number; title: string; status: string; reasons: string[]; cover: string | null; price: ReactNode;
  views: number; saves: number; leads: number; detail_url: string; edit_url: string | null };

type Props = { item: MyItem; busy: boolean; onDelete: () => void; onRenew: () => void; stats: () => Promise<unknown>; children?: ReactNode };

function Stats({ load, title }: { load: () => Promise<unknown>; title: string }) {
  const [days, setDays] = useState<DayViews[] | null>(null);
  useEffect(() => { load().then((r) => setDays(last30Days((r as { data: unknown }).data))).catch(() => setDays([])); }, [load]);
  if (!days) return <p className="small text-muted" role="status">Loading statistics…</p>;
  return <ViewsChart days={days} title={`Views of ${title}`} />;
}

export function MyItemCard({ item, busy, onDelete, onRenew, stats, children }: Props) {
  const [chart, setChart] = useState(false);
  const s = STATUS[item.status] ?? { label: item.status, tone: 'secondary' };
  const live = item.status === 'live';
  const headingId = `my-item-${item.id}`;
  return (
    <li className="profile-card my-prop" aria-labelledby={headingId}>
      {item.cover
        ? <img src={item.cover} alt={`Cover photo of ${item.title}`} className="my-prop__cover" loading="lazy" />
        : <div className="my-prop__cover d-flex align-items-center justify-content-center text-muted small">No photo</div>}
      <div>
        <div className="d-flex flex-wrap gap-2 align-items-start justify-content-between">
          <h2 id={headingId} className="h6 mb-1">{item.title}</h2>
          <span className={`badge text-bg-${s.tone}`}>{s.label}</span>
        </div>
        <p className="fw-semibold mb-1">{item.price}</p>
        {(item.status === 'pending' || item.status === 'rejected') && item.reasons.length > 0 && (
          <div className="pending-reasons small mb-2"><span>Waiting because:</span>
            <ul className="mb-0">{item.reasons.map((r) => <li key={r}>{r}</li>)}</ul></div>
        )}
        {item.status === 'expired' && <p className="small text-muted mb-2">Hidden from search. Confirm it is still available to show it again.</p>}
        <dl className="my-prop__stats">
          <div><dt>Views</dt><dd>{item.views}</dd></div>
          <div><dt>Saves</dt><dd>{item.saves}</dd></div>
          <div><dt>Leads</dt><dd>{item.leads}</dd></div>
        </dl>
        {children}
        {item.status !== 'deleted' && (
          <div className="my-prop__actions mt-2">
            {live && <Link className="btn btn-sm btn-outline-primary" href={item.detail_url} prefetch={false} aria-label={`View ${item.title}`}>View</Link>}
            {item.edit_url && <Link className="btn btn-sm btn-outline-primary" href={item.edit_url} prefetch={false} aria-label={`Edit ${item.title}`}>Edit</Link>}
            {(item.status === 'expired' || live) && (
              <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={onRenew} aria-label={`Still available: ${item.title}`}>Still available</button>
            )}
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-expanded={chart} onClick={() => setChart((x) => !x)}
              aria-label={`${chart ? 'Hide' : 'Show'} statistics of ${item.title}`}>Statistics</button>
            <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={onDelete} aria-label={`Delete ${item.title}`}>Delete</button>
          </div>
        )}
        {chart && <div className="mt-2"><Stats load={stats} title={item.title} /></div>}
      </div>
    </li>
  );
}
