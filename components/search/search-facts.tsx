import { dateText, formatCount, formatPrice } from '@/lib/format';
import type { SearchFigures } from '@/server/catalog/search/catalog/figures';

// The short factual intro of an indexable search page: live
// listings, the median price with the count behind it, the price range, the newest listing's date.

const count = formatCount;

export function searchFactsText(f: SearchFigures, monthly: boolean): string {
  const parts = [`${count(f.total)} live ${f.total === 1 ? 'listing' : 'listings'}.`];
  if (f.median != null && f.priced > 0) {
    parts.push(`Median ${monthly ? 'rent' : 'price'} ${formatPrice(f.median)}${monthly ? ' a month' : ''}, from ${count(f.priced)} ${f.priced === 1 ? 'listing' : 'listings'} with a price.`);
  }
  if (f.minPrice != null && f.maxPrice != null && f.priced > 1 && f.maxPrice > f.minPrice) {
    parts.push(`${monthly ? 'Rents' : 'Prices'} from ${formatPrice(f.minPrice)} to ${formatPrice(f.maxPrice)}.`);
  }
  if (f.newest) parts.push(`Newest listed on ${dateText(f.newest)}.`);
  return parts.join(' ');
}

export function SearchFacts({ figures, monthly }: { figures: SearchFigures; monthly: boolean }) {
  return <p className="search-facts" data-testid="search-facts">{searchFactsText(figures, monthly)}</p>;
}
