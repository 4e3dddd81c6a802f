/* eslint-disable @next/next/no-img-element */
'use client';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { ItemStats } from './my-property-stats';

// One listing, PG or project on My Properties / My PGs / My Projects: status with
// reasons, cover, price, views/saves/leads, a 30-day chart and the actions.
// Each screen adds its own lines (notes, rooms, brochure leads) and extra actions.

const STATUS: Record<string, { label: string; tone: string }> = {
  live: { label: 'Live', tone: 'success' }, approved: { label: 'Live', tone: 'success' },
  pending: { label: 'Pending review', tone: 'warning' }, rejected: { label: 'Rejected', tone: 'danger' },
  expired: { label: 'Expired', tone: 'secondary' }, deleted: { label: 'Deleted', tone: 'dark' },
};

export type MyItem = { id: number; title: string; status: string; reasons: string[]; cover: string | null; price: ReactNode;
  views: number; saves: number; leads: number; detail_url: string | null; edit_url: string | null };

type Props = {
  item: MyItem; busy: boolean; onDelete: () => void; onRenew: () => void;
  /** Loads the item's statistics when its chart is first opened. */
  stats: () => Promise<{ data: unknown }>;
  /** Lines shown before the figures (plan, moderation note, freshness). */
  notes?: ReactNode;
  /** Lines shown after the figures (rooms, brochure leads). */
  children?: ReactNode;
  extraActions?: ReactNode;
  leadsLabel?: string;
};

export function MyItemCard({ item, busy, onDelete, onRenew, stats, notes, children, extraActions, leadsLabel = 'Leads' }: Props) {
  const [chart, setChart] = useState(false);
  const s = STATUS[item.status] ?? { label: item.status, tone: 'secondary' };
  const live = s.label === 'Live';
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
        {notes}
        {item.status === 'expired' && <p className="small text-muted mb-2">Hidden from search. Confirm it is still available to show it again.</p>}
        <dl className="my-prop__stats">
          <div><dt>Views</dt><dd>{item.views}</dd></div>
          <div><dt>Saves</dt><dd>{item.saves}</dd></div>
          <div><dt>{leadsLabel}</dt><dd>{item.leads}</dd></div>
        </dl>
        {children}
        {item.status !== 'deleted' && (
          <div className="my-prop__actions mt-2">
            {live && item.detail_url && <Link className="btn btn-sm btn-outline-primary" href={item.detail_url} prefetch={false} aria-label={`View ${item.title}`}>View</Link>}
            {item.edit_url && <Link className="btn btn-sm btn-outline-primary" href={item.edit_url} prefetch={false} aria-label={`Edit ${item.title}`}>Edit</Link>}
            {extraActions}
            {(item.status === 'expired' || live) && (
              <button type="button" className="btn btn-sm btn-outline-success" disabled={busy} onClick={onRenew} aria-label={`Still available: ${item.title}`}>Still available</button>
            )}
            <button type="button" className="btn btn-sm btn-outline-secondary" aria-expanded={chart} onClick={() => setChart((x) => !x)}
              aria-label={`${chart ? 'Hide' : 'Show'} statistics of ${item.title}`}>Statistics</button>
            <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy} onClick={onDelete} aria-label={`Delete ${item.title}`}>Delete</button>
          </div>
        )}
        {chart && <div className="mt-2"><ItemStats load={stats} title={item.title} /></div>}
      </div>
    </li>
  );
}
