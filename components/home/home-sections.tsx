import '@/styles/home.css';
import type { HomeSection } from '@/lib/contract';
import { BrowseSection } from './browse-section';
import { ListingSection } from './listing-section';

/** The city's listing rows (empty ones left out), then links into the other searches. */
export function HomeSections({ city, sections }: { city: string; sections: HomeSection[] }) {
  const filled = sections.filter((s) => s.items.length > 0);
  return (
    <div className="page-width home-sections">
      {filled.map((s) => <ListingSection key={s.key} section={s} />)}
      {filled.length === 0 && (
        <p className="text-muted py-3">No listings in {city} yet. Try another city from the city selector.</p>
      )}
      <BrowseSection city={city} />
    </div>
  );
}
