'use client';
import Link from 'next/link';
import { formatPrice } from '@/lib/format/price';
import { categoryOf, postPropertyRoute } from '@/lib/posting/categories';
import { myPropertyStatistics, type MyPropertyItem } from '@/services/api/posting';
import { MyItemCard } from './my-item-card';

type Props = { item: MyPropertyItem; busy: boolean; onDelete: (i: MyPropertyItem) => void; onRenew: (i: MyPropertyItem) => void };

function daysAgo(iso: string | null): string | null {
  if (!iso) return null;
  const n = Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000));
  return n === 0 ? 'today' : n === 1 ? '1 day ago' : `${n} days ago`;
}

/** One listing on My Properties: the shared item card plus plan, desk note and freshness. */
export function MyPropertyCard({ item, busy, onDelete, onRenew }: Props) {
  const c = categoryOf(item.category);
  const live = item.status === 'live' || (item.status as string) === 'approved';
  const confirmed = daysAgo(item.confirmed_at);
  return (
    <MyItemCard busy={busy} onDelete={() => onDelete(item)} onRenew={() => onRenew(item)} stats={() => myPropertyStatistics(item.id)}
      leadsLabel="Callback leads"
      item={{ ...item, price: `${formatPrice(item.price)}${item.post_type === 'rent' ? ' / month' : ''}`,
        edit_url: c ? `${postPropertyRoute(c, item.post_type)}?edit=${item.id}` : null }}
      notes={<>
        {item.needs_plan === true && <p className="small text-muted mb-2">This listing needs an active plan before it can go live.</p>}
        {item.admin_note && <p className="small text-danger mb-2" role="note">From our team: {item.admin_note}</p>}
        {live && confirmed && <p className="small text-muted mb-2">Confirmed available {confirmed}</p>}
      </>}
      extraActions={<Link className="btn btn-sm btn-outline-secondary" href={`/statistics/property/${item.id}`} prefetch={false}
        aria-label={`Full statistics of ${item.title}`}>Full statistics</Link>} />
  );
}
