import { ListingCard } from '@/components/listing/listing-card';
import type { Card } from '@/lib/card';
import type { CardWords } from '@/components/listing/card-words';
import { headingIn, type HeadingWords } from '@/lib/detail/heading-words';

const TITLE = { property: 'Similar properties nearby', pg: 'Other PGs nearby', project: 'Other projects nearby' } as const;

/**
 * `title` and `words`: the page's language (English by default). `heading`: Hindi or Kannada,
 * where a listing the site titled is titled as its own page's heading is (a PG's or project's name stays).
 */
export function SimilarListings({ items, kind, title = TITLE[kind], words, heading }: {
  items: Card[]; kind: Card['kind']; title?: string; words?: CardWords; heading?: HeadingWords;
}) {
  if (!items.length) return null;
  const titled = (c: Card) => (heading && c.kind === 'property' ? { ...c, title: headingIn({ kind: c.kind, card: c, detail: {} }, heading) } : c);
  return (
    <section className="detail-similar" aria-labelledby="similar-heading" data-testid="similar">
      <h2 id="similar-heading" className="h4 mb-3">{title}</h2>
      <div className="card-grid">
        {items.map((c) => <ListingCard key={`${c.kind}-${c.id}`} card={titled(c)} headingLevel={3} words={words} />)}
      </div>
    </section>
  );
}
