import { formatPrice } from '@/lib/format/price';
import { fill } from '@/lib/i18n/fill';
import { placeName } from '@/lib/i18n/place-names';
import type { SearchGroup, SearchState } from '@/lib/search-route';

// A search's words in Hindi or Kannada (the catalogue's `searchTitle` namespace):
// the same parts as the English of lib/search-title.ts, put in each language's
// order by its templates ("मैसूरु में किराए के लिए 2 BHK फ़्लैट",
// "ಮೈಸೂರು ನಗರದಲ್ಲಿ ಬಾಡಿಗೆಗಿರುವ 2 BHK ಫ್ಲ್ಯಾಟ್‌ಗಳು"). English keeps its own code,
// whose texts the SPEC and the tests fix word for word.

export type TitleWords = {
  locale: 'hi' | 'kn';
  types: Record<string, string>;
  groups: Record<SearchGroup, string>;
  /** PG nouns by gender ('any', 'Male', 'Female', 'Both'). */
  pg: Record<string, string>;
  sharing: Record<string, string>;
  deal: { rent: string; sale: string };
  postedBy: Record<string, string>;
  /** The first crumb of a search page's trail. */
  india: string;
  /** Raw templates with {placeholders}, filled here by lib/i18n/fill.ts. */
  template: Record<
    'pgSharing' | 'what' | 'and' | 'more' | 'placeCity' | 'placeLocality' | 'title' | 'withBudget'
    | 'budgetBetween' | 'budgetUnder' | 'budgetAbove' | 'description' | 'descriptionBy' | 'pageOf' | 'pageOfSentence', string>;
};

function andList(words: string[], w: TitleWords): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${w.template.and} ${words[words.length - 1]}`;
}

export function localSearchWhat(group: SearchGroup, s: SearchState, w: TitleWords): string {
  if (group === 'pg') {
    const g = s.gender.length === 1 ? s.gender[0] : 'any';
    const who = w.pg[g] ?? w.pg.any;
    const sharing = s.roomType.length === 1 ? w.sharing[s.roomType[0]] : undefined;
    return sharing ? fill(w.template.pgSharing, { who, sharing }) : who;
  }
  const types = s.propType.map((t) => w.types[t]).filter(Boolean);
  const noun = types.length && types.length <= 2 ? andList(types, w) : w.groups[group];
  const beds = s.bedrooms.filter((b) => b !== 'all');
  const bhk = beds.length && group !== 'commercial' ? `${andList([...beds].sort(), w)} BHK ` : '';
  return fill(w.template.what, { bhk, noun, deal: s.type === 'rent' ? w.deal.rent : w.deal.sale }).trim();
}

export function localSearchPlace(s: SearchState, fallbackCity: string, w: TitleWords): string {
  const city = placeName(s.location[0]?.value.city || fallbackCity, w.locale);
  const localities = s.location.map((l) => l.value.locality).filter(Boolean);
  if (!localities.length) return fill(w.template.placeCity, { city });
  const locality = localities.length > 2
    ? fill(w.template.more, { named: localities.slice(0, 2).join(', '), n: localities.length - 2 })
    : andList(localities, w);
  return fill(w.template.placeLocality, { locality, city });
}

function localBudget(s: SearchState, w: TitleWords): string {
  const b = s.budget;
  const price = (x: number) => formatPrice(x, w.locale);
  if (!b) return '';
  if (b.min !== null && b.max !== null) return fill(w.template.budgetBetween, { min: price(b.min), max: price(b.max) });
  if (b.max !== null) return fill(w.template.budgetUnder, { max: price(b.max) });
  return b.min !== null && b.min > 0 ? fill(w.template.budgetAbove, { min: price(b.min) }) : '';
}

export function localSearchTitle(group: SearchGroup, s: SearchState, fallbackCity: string, w: TitleWords): string {
  const title = fill(w.template.title, { what: localSearchWhat(group, s, w), place: localSearchPlace(s, fallbackCity, w) });
  const budget = localBudget(s, w);
  return budget ? fill(w.template.withBudget, { title, budget }) : title;
}

export function localSearchDescription(group: SearchGroup, s: SearchState, fallbackCity: string, w: TitleWords): string {
  const title = localSearchTitle(group, s, fallbackCity, w);
  if (!s.postedBy.length) return fill(w.template.description, { title });
  return fill(w.template.descriptionBy, { title, who: andList(s.postedBy.map((p) => w.postedBy[p] ?? p), w) });
}
