'use client';
import type { ReactNode } from 'react';
import { ListingCard } from '@/components/listing/listing-card';
import type { Card } from '@/lib/card';

type Props = {
  items: Card[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  empty: ReactNode;
  label: string;
};

/** A grid of listing cards with Load more, a retry on failure and an empty state. */
export function CardList({ items, loading, failed, hasMore, onMore, onRetry, empty, label }: Props) {
  return (
    <section aria-label={label} aria-busy={loading || undefined}>
      {items.length === 0 && !loading && !failed && empty}
      {items.length > 0 && (
        <ul className="card-grid list-unstyled mb-0">
          {items.map((c) => <li key={`${c.kind}:${c.id}`}><ListingCard card={c} /></li>)}
        </ul>
      )}
      {failed && (
        <div className="alert alert-warning d-flex flex-wrap gap-2 align-items-center mt-3" role="alert">
          Could not load the list.
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRetry}>Try again</button>
        </div>
      )}
      {loading && (
        <div className="text-center my-3" role="status">
          <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />Loading…
        </div>
      )}
      {hasMore && !loading && (
        <div className="text-center mt-3">
          <button type="button" className="btn btn-outline-primary" onClick={onMore}>Load more</button>
        </div>
      )}
    </section>
  );
}
