import { EMPTY_SEARCH, type SearchState } from '@/lib/search-route';
import { filterOf } from '@/lib/search/filters';
import { formCodec } from './form-codec';
import { budgetScaleFor, plotScaleFor, SHEET_FIELDS, type SheetValues } from './sheet-values';
import { SCALES } from './slider-scales';

// The desktop filter panel edits the sheet's fields plus posted-by; the rest of
// the page's search (furnishing, facing, bathrooms… set in "All filters") stays.

/** The panel's heading, which names the page's aside (one panel per page). Here, not in the client module, so the server page can read it. */
export const PANEL_TITLE_ID = 'filter-panel-title';

export type PanelValues = SheetValues & { postedBy: string[] };

const PANEL = formCodec<PanelValues>({
  fields: [...SHEET_FIELDS, 'postedBy'],
  scale: (field, deal, propType) => (field === 'budget' ? budgetScaleFor(deal, 'sheet')
    : field === 'plotArea' ? plotScaleFor(propType) : SCALES.sqft),
  wholeCity: true,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The search the panel's choices give. A slider the visitor left alone on the
 * same scale keeps the page's exact bound (the panel's scale may not hold it to
 * the rupee); a switch to or from PG starts a fresh search, as the sheet does.
 */
export function panelSearch(v: PanelValues, initial: PanelValues, state: SearchState, city: string): SearchState {
  if (same(v, initial)) return state;
  const fresh = PANEL.searchFrom(v, EMPTY_SEARCH, city);
  if (fresh.type === 'pg' || state.type === 'pg') return fresh;
  const out: Record<string, unknown> = { ...state, type: fresh.type };
  for (const name of PANEL.fields) {
    if (!filterOf(name).listingWire) continue; // PG choices stay the page's
    const k = name as keyof PanelValues;
    const untouched = filterOf(name).control?.kind === 'range' && same(v[k], initial[k])
      && PANEL.scale(name, fresh.type, v.propType) === PANEL.scale(name, state.type, initial.propType);
    out[name] = untouched ? state[name] : fresh[name];
  }
  return out as SearchState;
}
