import { describe, expect, it } from 'vitest';
import { activeFilters } from '@/lib/active-filters';
import { EMPTY_SEARCH, parseSearchId, type SearchState } from '@/lib/search-route';

// Issue 14: desktop results show their active filters as removable chips.

const mysuru = (locality = '') => ({ label: locality ? `${locality}, Mysuru` : 'Mysuru', value: { city: 'Mysuru', locality } });

describe('active filter chips', () => {
  const state: SearchState = {
    ...EMPTY_SEARCH, type: 'rent', location: [mysuru('Gokulam')], propType: ['apartment'], bedrooms: ['2', '3'],
    budget: { min: null, max: 20000 }, postedBy: ['owner'], furnishingStatus: ['furnished'],
  };
  const chips = activeFilters('residential', state, 'Mysuru');

  it('name each filter as the visitor chose it', () => {
    expect(chips.map((c) => c.label)).toEqual(['Gokulam', 'Flat/Apartment', '2 BHK', '3 BHK', 'Under ₹ 20,000', 'Furnished', 'By owner']);
  });

  it('each link removes only its own filter', () => {
    const twoBhk = parseSearchId(decodeURIComponent(chips.find((c) => c.label === '2 BHK')!.href.split('/').pop()!));
    expect(twoBhk.bedrooms).toEqual(['3']);
    expect(twoBhk.propType).toEqual(['apartment']);
    expect(twoBhk.budget).toEqual({ min: null, max: 20000 });
    const budget = parseSearchId(decodeURIComponent(chips.find((c) => c.label === 'Under ₹ 20,000')!.href.split('/').pop()!));
    expect(budget.budget).toBeNull();
    expect(budget.bedrooms).toEqual(['2', '3']);
  });

  it('removing the last locality keeps the city', () => {
    const href = chips.find((c) => c.label === 'Gokulam')!.href;
    expect(href).toMatch(/^\/search\/residential\/type=rent&location=/);
    const next = parseSearchId(decodeURIComponent(href.split('/').pop()!));
    expect(next.location).toEqual([mysuru()]);
  });

  it('a plain city search has none', () => {
    expect(activeFilters('residential', { ...EMPTY_SEARCH, location: [mysuru()] }, 'Mysuru')).toEqual([]);
  });
});
