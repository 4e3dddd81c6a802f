import { ListingCard } from '@/components/listing/listing-card';
import type { Card } from '@/lib/card';
import type { CardWords } from '@/components/listing/card-words';

const TITLE = { property: 'Similar properties nearby', pg: 'Other PGs nearby', project: 'Other projects nearby' } as const;

/**
 * `title` and `words`: the page's language (English by default); in Hindi or Kannada the card titles
 * a listing the site titled as its own page's heading (ListingCard, CardWords.titles).
 */
export function SimilarListings({ items, kind, title = TITLE[kind], words }: {
  items: Card[]; kind: Card['kind']; title?: string; words?: CardWords;
}) {
  if (!items.length) return null;
  return (
    <section className="detail-similar" aria-labelledby="similar-heading" data-testid="similar">
      <h2 id="similar-heading" className="h4 mb-3">{title}</h2>
      <div className="card-grid">
        {items.map((c) => <ListingCard key={`${c.kind}-${c.id}`} card={c} headingLevel={3} words={words} />)}
      </div>
    </section>
  );
}
