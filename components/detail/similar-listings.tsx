import { ListingCard } from '@/components/listing/listing-card';
import type { Card } from '@/lib/card';

const TITLE = { property: 'Similar properties nearby', pg: 'Other PGs nearby', project: 'Other projects nearby' } as const;

export function SimilarListings({ items, kind }: { items: Card[]; kind: Card['kind'] }) {
  if (!items.length) return null;
  return (
    <section className="detail-similar" aria-labelledby="similar-heading" data-testid="similar">
      <h2 id="similar-heading" className="h4 mb-3">{TITLE[kind]}</h2>
      <div className="card-grid">
        {items.map((c) => <ListingCard key={`${c.kind}-${c.id}`} card={c} headingLevel={3} />)}
      </div>
    </section>
  );
}
