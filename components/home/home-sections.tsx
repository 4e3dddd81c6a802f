import '@/styles/home.css';
import type { HomeSection } from '@/lib/contract';
import { BrowseSection } from './browse-section';
import { ListingSection } from './listing-section';
import { homePaths } from '@/server/seo/place-index';

/** The city's listing rows (empty ones left out), then links into the other searches. */
export function HomeSections({ city, sections }: { city: string; sections: HomeSection[] }) {
  const filled = sections.filter((s) => s.items.length > 0);
  // "View all" leads to the section's readable page; the API's search_path stays the app's.
  const to: Record<string, string> = homePaths(city);
  return (
    <div className="page-width home-sections">
      {filled.map((s) => <ListingSection key={s.key} section={{ ...s, search_path: to[s.key] ?? s.search_path }} />)}
      {filled.length === 0 && (
        <p className="text-muted py-3">No listings in {city} yet. Try another city from the city selector.</p>
      )}
      <BrowseSection city={city} />
    </div>
  );
}
