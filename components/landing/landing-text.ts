import 'server-only';
import { landingHeading, landingSearch, type EntryOf, type LandingGroup } from '@/landing-data';
import { BRAND } from '@/landing-data/constants';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/fill';
import { searchTitle } from '@/lib/search-title';
import type { SearchState } from '@/lib/search-route';
import { titleWords } from '@/server/platform/i18n/title-words';
import { translatorFor } from '@/server/platform/i18n/translator';

// A landing page's title, heading and description in the page's language.
// English keeps the entry's own SPEC words (landing-data/); Hindi and Kannada
// word the entry's search as every search page does (lib/search-title.ts), plus
// what the search alone does not name (a plot size, gated communities), so no
// two pages of a language share a title.

export type LandingText = { title: string; heading: string; description: string };

/**
 * A page's several localities are the stages of one area ('Vijaynagar II Stage', 'Vijayanagar III Stage'…),
 * which its English title names once ("PGs in Vijayanagar, Mysore"): the other languages name it the same.
 */
function oneArea(location: SearchState['location'], metaTitle: string): SearchState['location'] {
  if (location.length < 2) return location;
  const area = / in ([^,|]+), /.exec(metaTitle)?.[1];
  const first = location[0];
  return [area ? { label: first.label, value: { ...first.value, locality: area } } : first];
}

export function landingText<G extends LandingGroup>(group: G, entry: EntryOf[G], locale: Locale): LandingText {
  const w = titleWords(locale);
  if (!w) return { title: entry.metaTitle, heading: landingHeading(entry), description: entry.metaDescription };
  const t = translatorFor(locale);
  const { state } = landingSearch(group, entry);
  let heading = searchTitle(group, { ...state, location: oneArea(state.location, entry.metaTitle) }, entry.city, w);
  const size = /^(\d+x\d+) /.exec(entry.metaTitle)?.[1];
  if (size) heading = t('landing.sized', { title: heading, size });
  if (state.amenities.includes('gated_community')) heading = t('landing.gated', { title: heading });
  return { heading, title: t('landing.brand', { title: heading, site: BRAND }), description: fill(w.template.description, { title: heading }) };
}
