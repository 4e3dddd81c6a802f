import type { SearchState } from '@/lib/search-route';
import { searchFromSheet, type SheetValues } from './sheet-values';

// The desktop filter panel edits the sheet's fields plus posted-by; the rest of
// the page's search (furnishing, facing, bathrooms… set in "All filters") stays.

/** The panel's heading, which names the page's aside (one panel per page). Here, not in the client module, so the server page can read it. */
export const PANEL_TITLE_ID = 'filter-panel-title';

export type PanelValues = SheetValues & { postedBy: string[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The search the panel's choices give. A slider the visitor left alone keeps
 * the page's exact bound (the panel's scale may not hold it to the rupee); a
 * switch to or from PG starts a fresh search, as the sheet does.
 */
export function panelSearch(v: PanelValues, initial: PanelValues, state: SearchState, city: string): SearchState {
  if (same(v, initial)) return state;
  const sheet = searchFromSheet(v, 'sheet', city);
  if (sheet.type === 'pg' || state.type === 'pg') return sheet;
  const kept = (k: 'budget' | 'carpetArea' | 'plotArea') => (same(v[k], initial[k]) ? state[k] : sheet[k]);
  return {
    ...state,
    type: sheet.type,
    location: sheet.location,
    propType: sheet.propType,
    bedrooms: sheet.bedrooms,
    budget: sheet.type === state.type ? kept('budget') : sheet.budget,
    carpetArea: kept('carpetArea'),
    plotArea: kept('plotArea'),
    postedBy: v.postedBy,
  };
}
