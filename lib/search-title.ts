import { formatPrice } from '@/lib/format/price';
import { PG_ROOM_TYPES } from '@/lib/enums';
import type { SearchGroup, SearchState } from '@/lib/search-route';
import { localSearchDescription, localSearchTitle, localSearchWhat, type TitleWords } from './search-title-words';

// The words of a search, for the <title>, the description and the h1
// ("2 BHK Flats for Rent in Vijayanagar, Mysuru under ₹ 20,000"). Given a
// language's words (lib/search-title-words.ts) they are written in that language.

const PLURAL: Record<string, string> = {
  apartment: 'Flats', villa: 'Villas', residential: 'Houses', plot: 'Plots',
  office_space: 'Office Spaces', commercial_shop: 'Shops', commercial_showroom: 'Showrooms',
  warehouse: 'Warehouses', industrial_building: 'Industrial Buildings', industrial_shed: 'Industrial Sheds',
  commercial_plot: 'Commercial Plots', industrial_plot: 'Industrial Plots',
  farm_house: 'Farm Houses', land: 'Agriculture Land',
};
const GROUP_WORD: Record<SearchGroup, string> = {
  residential: 'Properties', commercial: 'Commercial Properties', agriculture: 'Agricultural Properties', pg: 'PGs',
};

function andList(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** What a search looks for ("2 BHK Flats for Rent"), without the place. */
export function searchWhat(group: SearchGroup, s: SearchState, w?: TitleWords): string {
  if (w) return localSearchWhat(group, s, w);
  if (group === 'pg') {
    const g = s.gender.length === 1 ? s.gender[0] : '';
    // One sharing names the page ("Double Sharing PGs"): its title must differ from the unfiltered one's.
    const room = s.roomType.length === 1 ? `${PG_ROOM_TYPES.find((r) => r.value === s.roomType[0])?.label ?? ''} ` : '';
    const sharing = room === 'Other ' ? '' : room;
    return `${sharing}${g === 'Male' ? 'PGs for Boys' : g === 'Female' ? 'PGs for Girls' : g === 'Both' ? 'PGs for Boys and Girls' : 'PGs'}`;
  }
  const types = s.propType.map((t) => PLURAL[t]).filter(Boolean);
  const noun = types.length && types.length <= 2 ? andList(types) : GROUP_WORD[group];
  const beds = s.bedrooms.filter((b) => b !== 'all');
  const bhk = beds.length && group !== 'commercial' ? `${andList([...beds].sort())} BHK ` : '';
  return `${bhk}${noun} for ${s.type === 'rent' ? 'Rent' : 'Sale'}`;
}

export function searchPlace(s: SearchState, fallbackCity: string): string {
  const city = s.location[0]?.value.city || fallbackCity;
  const localities = s.location.map((l) => l.value.locality).filter(Boolean);
  if (!localities.length) return city;
  const named = localities.length > 2 ? `${localities.slice(0, 2).join(', ')} and ${localities.length - 2} more` : andList(localities);
  return `${named}, ${city}`;
}

function budgetWords(s: SearchState): string {
  const b = s.budget;
  if (!b) return '';
  if (b.min !== null && b.max !== null) return ` between ${formatPrice(b.min)} and ${formatPrice(b.max)}`;
  if (b.max !== null) return ` under ${formatPrice(b.max)}`;
  return b.min !== null && b.min > 0 ? ` above ${formatPrice(b.min)}` : '';
}

export function searchTitle(group: SearchGroup, s: SearchState, fallbackCity: string, w?: TitleWords): string {
  if (w) return localSearchTitle(group, s, fallbackCity, w);
  return `${searchWhat(group, s)} in ${searchPlace(s, fallbackCity)}${budgetWords(s)}`;
}

/** Worded from the search alone: metadata must not run the search a second time. */
export function searchDescription(group: SearchGroup, s: SearchState, fallbackCity: string, w?: TitleWords): string {
  if (w) return localSearchDescription(group, s, fallbackCity, w);
  const who = s.postedBy.length ? `, posted by ${andList(s.postedBy.map((p) => `${p}s`))}` : '';
  return `${searchTitle(group, s, fallbackCity)}${who}. See photos, prices and details, and contact owners, agents and builders.`;
}
