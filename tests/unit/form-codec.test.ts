import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, parseSearchId } from '@/lib/search-route';
import { FILTERS } from '@/lib/search/filters';
import type { AnyFilter } from '@/lib/search/filters/types';
import { sheetValuesFrom } from '@/components/search/sheet-values';
import { modalValuesFrom, searchFromModal } from '@/components/search/modal-values';
import { panelSearch, type PanelValues } from '@/components/search/panel-values';

// The filter forms' codecs derive from the registry's controls (components/search/form-codec.ts).

describe('form codecs from the registry', () => {
  it('every filter a search body carries has a control, except the drawn area (the map draws it)', () => {
    const missing = (FILTERS as readonly AnyFilter[]).filter((f) => (f.listingWire || f.pgWire) && !f.control).map((f) => f.field);
    expect(missing).toEqual(['area']);
  });

  it('a choice left at its "any" writes no filter, and a sale-only one is dropped on rent', () => {
    const s = parseSearchId('type=sale&transcation=new&status=ready_to_move&postedSince=today');
    const v = modalValuesFrom(s, 'Mysuru');
    expect(searchFromModal({ ...v, postedSince: 'all' }, s)).toMatchObject({ transcation: 'new', status: 'ready_to_move', postedSince: '' });
    expect(searchFromModal({ ...v, choice_type: 'rent' }, s)).toMatchObject({ type: 'rent', transcation: '', status: '' });
  });

  it('a PG page\'s panel switched to Buy searches the posted-by it then ticks', () => {
    const pg = { ...EMPTY_SEARCH, type: 'pg' as const, pgSearch: 'true' };
    const initial: PanelValues = { ...sheetValuesFrom(pg, 'Mysuru', 'sheet'), postedBy: [] };
    const next = panelSearch({ ...initial, type: 'sale', postedBy: ['owner'] }, initial, pg, 'Mysuru');
    expect(next).toMatchObject({ type: 'sale', postedBy: ['owner'], pgSearch: '' });
  });
});
