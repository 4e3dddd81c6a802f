import { describe, expect, it } from 'vitest';
import { parseSearchId } from '@/lib/search-route';
import { sheetValuesFrom } from '@/components/search/sheet-values';
import { panelSearch, type PanelValues } from '@/components/search/panel-values';

// The desktop panel (issue 23 §9) edits part of the page's search; the rest must survive its submit.
const loc = encodeURIComponent(JSON.stringify([{ label: 'Gokulam', value: { city: 'Mysuru', locality: 'Gokulam' } }]));
const state = parseSearchId(`type=sale&location=${loc}&budget=2500000,7500000&furnishingStatus=furnished&bathrooms=2&postedBy=owner`);
const initial: PanelValues = { ...sheetValuesFrom(state, 'Mysuru', 'sheet'), postedBy: state.postedBy };

describe('desktop panel search', () => {
  it('is the page\'s own search, exactly, while nothing changed', () => {
    expect(panelSearch(initial, initial, state, 'Mysuru')).toBe(state);
  });

  it('keeps the filters it does not show and the budget it was not asked to move', () => {
    const next = panelSearch({ ...initial, bedrooms: ['3'], postedBy: ['owner', 'builder'] }, initial, state, 'Mysuru');
    expect(next).toMatchObject({
      type: 'sale', bedrooms: ['3'], postedBy: ['owner', 'builder'], furnishingStatus: ['furnished'], bathrooms: ['2'],
      budget: { min: 2500000, max: 7500000 },
    });
  });

  it('starts a plain PG search when PG is chosen', () => {
    const next = panelSearch({ ...initial, type: 'pg' }, initial, state, 'Mysuru');
    expect(next).toMatchObject({ type: 'pg', furnishingStatus: [], bathrooms: [], postedBy: [], pgSearch: 'true' });
  });
});
