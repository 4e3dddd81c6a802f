/* eslint-disable @next/next/no-img-element */
'use client';
import Link from 'next/link';
import { useState } from 'react';
import { formatPrice } from '@/lib/format-price';
import { categoryOf, postPropertyRoute } from '@/lib/posting/categories';
import type { MyPropertyItem } from '@/services/api/posting';
import { MyPropertyStats } from './my-property-stats';

const STATUS: Record<string, { label: string; tone: string }> = {
  live: { label: 'Live', tone: 'success' }, approved: { label: 'Live', tone: 'success' },
  pending: { label: 'Pending review', tone: 'warning' }, rejected: { label: 'Rejected', tone: 'danger' },
  expired: { label: 'Expired', tone: 'secondary' }, deleted: { label: 'Deleted', tone: 'dark' },
};

type Props = { item: MyPropertyItem; busy: boolean; onDelete: (i: MyPropertyItem) => void; onRenew: (i: MyPropertyItem) => void };

function daysAgo(iso: string | null): string | null {
  if (!iso) return null;
  const n = Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000));
  return n === 0 ? 'today' : n === 1 ? '1 day ago' : `${n} days ago`;
}

/** One listing on My Properties: status (with reasons), cover, price, figures and actions. */
export function MyPropertyCard({ item, busy, onDelete, onRenew }: Props) {
  const [chart, setChart] = useState(false);
  const s = STATUS[item.status] ?? { label: item.status, tone: 'secondary' };
  const c = categoryOf(item.category);
  const live = item.status === 'live' || (item.status as string) === 'approved';
  const confirmed = daysAgo(item.confirmed_at);
  const headingId = `my-prop-${item.id}`;
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
        <p className="fw-semibold mb-1">{formatPrice(item.price)}{item.post_type === 'rent' ? ' / month' : ''}</p>
        {item.status === 'pending' || item.status === 'rejected' ? (
          item.reasons.length > 0 && (
            <div className="pending-reasons small mb-2">
              <span>Waiting because:</span>
              <ul className="mb-0">{item.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
            </div>
          )
        ) : null}
        {item.needs_plan === true && <p className="small text-muted mb-2">This listing needs an active plan before it can go live.</p>}
        {item.status === 'expired' && <p className="small text-muted mb-2">Hidden from search. Confirm it is still available to show it again.</p>}
        {item.admin_note && <p className="small text-danger mb-2" role="note">From our team: {item.admin_note}</p>}
        {live && confirmed && <p className="small text-muted mb-2">Confirmed available {confirmed}</p>}
        <dl className="my-prop__stats">
          <div><dt>Views</dt><dd>{item.views}</dd></div>
          <div><dt>Saves</dt><dd>{item.saves}</dd></div>
          <div><dt>Callback leads</dt><dd>{item.leads}</dd></div>
        </dl>
        {item.status !== 'deleted' && (
          <div className="my-prop__actions mt-2">
            {live && item.detail_url && <Link className="btn btn-sm btn-outline-primary" href={item.detail_url} prefetch={false} aria-label={`View ${item.title}`}>View</Link>}
            {c && <Link className="btn btn-sm btn-outline-primary" href={`${postPropertyRoute(c, item.post_type)}?edit=${item.id}`} prefetch={false} aria-label={`Edit ${item.title}`}>Edit</Link>}
            <Link className="btn btn-sm btn-outline-secondary" href={`/statistics/property/${item.id}`} prefetch={false} aria-label={`Full statistics of ${item.title}`}>Full statistics</Link>
            {(item.status === 'expired' || live) && (
              <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={() => onRenew(item)} aria-label={`Still available: ${item.title}`}>
                Still available
              </button>
            )}
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-expanded={chart} onClick={() => setChart((x) => !x)}
              aria-label={`${chart ? 'Hide' : 'Show'} statistics of ${item.title}`}>Statistics</button>
            <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={() => onDelete(item)} aria-label={`Delete ${item.title}`}>Delete</button>
          </div>
        )}
        {chart && <div className="mt-2"><MyPropertyStats id={item.id} title={item.title} /></div>}
      </div>
    </li>
  );
}
