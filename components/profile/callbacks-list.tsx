'use client';
import Link from 'next/link';
import type { Card } from '@/lib/card';
import { dateTimeText as when } from '@/lib/format/dates';
import { findAllRequestCallbacks, fetchMyPropertyRequestCallbacks } from '@/services/api/profile';
import { usePagedList, type PageAnswer, type Paged } from './use-paged-list';
import { ShareNumberButton } from '@/components/trust/share-number-button';
import { AgentReraLine, type AgentReraShown } from './agent-rera-line';

export type Callback = {
  id: number; name: string; phone_number: string | null; preferred_time: string | null; message: string | null;
  created_at: string; item: Pick<Card, 'title' | 'url' | 'locality' | 'city'> | null;
  /** Private numbers: the poster answered "share my number"; the requester then gets poster_phone. */
  number_shared?: boolean; poster_phone?: string | null;
  /** An agent poster's RERA registration, quoted on each lead. */
  poster_rera?: AgentReraShown | null;
};
export type CallbackSide = 'received' | 'requested';

const FETCH: Record<CallbackSide, (page: number) => Promise<PageAnswer<Callback>>> = {
  received: async (page_no) => (await fetchMyPropertyRequestCallbacks({ page_no })).data,
  requested: async (page_no) => (await findAllRequestCallbacks({ page_no })).data,
};
const EMPTY: Record<CallbackSide, string> = {
  received: 'Nobody has requested a callback on your listings yet',
  requested: 'You have not requested any callback yet',
};

/** One tab of Request Callbacks: received on my listings, or asked by me. */
export function CallbacksList({ side, initial }: { side: CallbackSide; initial: Paged<Callback> }) {
  const { state, loading, failed, loadMore, reload, hasMore } = usePagedList(FETCH[side], initial);
  const items = state?.items ?? [];
  return (
    <div aria-busy={loading || undefined}>
      {items.length === 0 && !loading && !failed && <div className="empty-state" role="status"><p className="mb-0">{EMPTY[side]}</p></div>}
      <ul className="callback-list">
        {items.map((c) => (
          <li key={c.id} className="callback-item">
            <p className="fw-semibold mb-1">
              {c.item ? <Link href={c.item.url} prefetch={false}>{c.item.title}</Link> : 'A listing that is no longer live'}
              {c.item && <span className="text-muted fw-normal"> · {c.item.locality}, {c.item.city}</span>}
            </p>
            {side === 'received'
              ? <p className="mb-1">{c.name} · {c.phone_number
                ? <a href={`tel:+91${c.phone_number}`}>+91 {c.phone_number}</a>
                : <span className="text-body-secondary">number no longer shared</span>}</p>
              : <p className="mb-1">You asked to be called on +91 {c.phone_number}</p>}
            {side === 'received' && <ShareNumberButton leadType="callback" leadId={c.id} shared={!!c.number_shared} />}
            {side === 'requested' && c.poster_rera && <AgentReraLine rera={c.poster_rera} className="mb-1" />}
            {side === 'requested' && c.poster_phone && (
              <p className="mb-1" data-testid="poster-phone">The poster shared their number: <a href={`tel:${c.poster_phone.replace(/\s/g, '')}`}>{c.poster_phone}</a></p>
            )}
            {c.preferred_time && <p className="mb-1">Preferred time: {c.preferred_time}</p>}
            {c.message && <p className="mb-1">“{c.message}”</p>}
            <p className="text-muted small mb-0"><time dateTime={c.created_at}>{when(c.created_at)}</time></p>
          </li>
        ))}
      </ul>
      {failed && (
        <div className="alert alert-warning" role="alert">
          Could not load the callbacks. <button type="button" className="btn btn-sm btn-outline-secondary" onClick={reload}>Try again</button>
        </div>
      )}
      {hasMore && !loading && <div className="text-center"><button type="button" className="btn btn-outline-primary" onClick={loadMore}>Load more</button></div>}
    </div>
  );
}
