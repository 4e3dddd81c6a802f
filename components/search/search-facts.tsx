import { dateText, dateTextIn, formatCount, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchFigures } from '@/server/catalog/search/catalog/figures';
import { translatorFor } from '@/server/platform/i18n/translator';

// The short factual intro of an indexable search page: live
// listings, the median price with the count behind it, the price range, the newest listing's date.
// English keeps its sentences; Hindi and Kannada come from `searchTitle.facts`, the date in the
// language on the Indian calendar.

const count = formatCount;

function localFacts(f: SearchFigures, monthly: boolean, locale: Exclude<Locale, 'en'>): string {
  const t = translatorFor(locale);
  const price = (x: number) => formatPrice(x, locale);
  const parts = [t('searchTitle.liveCount', { n: f.total, count: count(f.total) })];
  if (f.median != null && f.priced > 0) {
    const median = monthly ? t('landing.perMonth', { price: price(f.median) }) : price(f.median);
    parts.push(t(monthly ? 'searchTitle.facts.medianRent' : 'searchTitle.facts.medianPrice', { median, n: f.priced, count: count(f.priced) }));
  }
  if (f.minPrice != null && f.maxPrice != null && f.priced > 1 && f.maxPrice > f.minPrice) {
    parts.push(t(monthly ? 'searchTitle.facts.rentRange' : 'searchTitle.facts.priceRange', { min: price(f.minPrice), max: price(f.maxPrice) }));
  }
  if (f.newest) parts.push(t('searchTitle.facts.newest', { date: dateTextIn(f.newest, locale) }));
  return parts.join(' ');
}

export function searchFactsText(f: SearchFigures, monthly: boolean, locale: Locale = 'en'): string {
  if (locale !== 'en') return localFacts(f, monthly, locale);
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

export function SearchFacts({ figures, monthly, locale = 'en' }: { figures: SearchFigures; monthly: boolean; locale?: Locale }) {
  return <p className="search-facts" data-testid="search-facts">{searchFactsText(figures, monthly, locale)}</p>;
}
