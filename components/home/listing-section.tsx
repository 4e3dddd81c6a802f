import Link from 'next/link';
import { ListingCard } from '@/components/listing/listing-card';
import type { CardWords } from '@/components/listing/card-words';
import type { HomeSection } from '@/lib/contract';

/** One home row: heading, "View all" into search, the cards (a swipe row on phones, a grid wider). */
export function ListingSection({ section, viewAll = 'View all', words }: { section: HomeSection; viewAll?: string; words?: CardWords }) {
  const id = `home-${section.key}`;
  return (
    <section className="home-section" aria-labelledby={`${id}-heading`} data-testid={id}>
      <div className="home-section__head">
        <h2 id={`${id}-heading`} className="home-section__title">{section.title}</h2>
        <Link href={section.search_path} prefetch={false} className="home-section__all">
          {viewAll}<span className="visually-hidden"> {section.title.toLowerCase()}</span>
        </Link>
      </div>
      <div className="home-row">
        {section.items.map((c) => <ListingCard key={`${c.kind}-${c.id}`} card={c} headingLevel={3} words={words} />)}
      </div>
    </section>
  );
}
