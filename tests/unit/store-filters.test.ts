import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { paginateResidential, resetResidentialFilter, updateResidentialFilter } from '@/store/residential-filter-slice';
import { paginateCommercial, resetCommercialFilter, updateCommercialFilter } from '@/store/commercial-filter-slice';
import { paginateAgriculture, resetAgricultureFilter, updateAgricultureFilter } from '@/store/agriculture-filter-slice';
import { paginatePg, resetPgFilter, updatePgFilter } from '@/store/pg-filter-slice';

describe('filter defaults (SPEC §3, §9)', () => {
  const s = makeStore().getState();

  it('residential', () => {
    expect(s.residentialFilter).toEqual({
      city: 'Bengaluru', locality: [], prop_type: [], bedroom: [],
      carpetArea: { min: 100, max: 20000 }, plotArea: { min: 100, max: 20000 },
      amount: { min: 100000, max: 40000000 }, post_type: 'sale', orderByAmount: 'relevance', page: 1, limit: 20,
    });
  });

  it('commercial has no bedroom', () => {
    expect(s.commercialFilter).not.toHaveProperty('bedroom');
    expect(s.commercialFilter).toMatchObject({ carpetArea: { min: 100, max: 20000 }, post_type: 'sale', page: 1, limit: 20 });
  });

  it('agriculture plot area is 0-100 and has no carpet area', () => {
    expect(s.agricultureFilter).not.toHaveProperty('carpetArea');
    expect(s.agricultureFilter).toMatchObject({ plotArea: { min: 0, max: 100 }, bedroom: [], amount: { min: 100000, max: 40000000 } });
  });

  it('pg rent is 2000-20000 and has no post_type', () => {
    expect(s.pgFilter).toEqual({
      city: 'Bengaluru', locality: [], amount: { min: 2000, max: 20000 }, gender: [], room_type: [],
      page: 1, orderByAmount: 'relevance', limit: 20,
    });
  });
});

const cases = [
  ['residentialFilter', updateResidentialFilter, paginateResidential, resetResidentialFilter],
  ['commercialFilter', updateCommercialFilter, paginateCommercial, resetCommercialFilter],
  ['agricultureFilter', updateAgricultureFilter, paginateAgriculture, resetAgricultureFilter],
  ['pgFilter', updatePgFilter, paginatePg, resetPgFilter],
] as const;

describe.each(cases)('%s transitions (SPEC §4 Search state)', (key, update, paginate, reset) => {
  it('paginate adds 1; update merges and returns to page 1; reset restores defaults', () => {
    const store = makeStore();
    const initial = store.getState()[key];
    store.dispatch(paginate());
    store.dispatch(paginate());
    expect(store.getState()[key].page).toBe(3);

    store.dispatch(update({ city: 'Mysuru', locality: ['Vijayanagar'], amount: { min: 5000, max: 9000 }, page: 7 } as never));
    const updated = store.getState()[key];
    expect(updated).toMatchObject({ city: 'Mysuru', locality: ['Vijayanagar'], amount: { min: 5000, max: 9000 }, page: 1 });
    expect(updated.limit).toBe(20);
    expect(updated.orderByAmount).toBe('relevance');

    store.dispatch(paginate());
    store.dispatch(reset());
    expect(store.getState()[key]).toEqual(initial);
  });
});
