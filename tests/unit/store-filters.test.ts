import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { filterOpened } from '@/store/filter-slice-factory';
import { filterChanged } from '@/store/filter-draft';
import { residentialFilterInitial, updateResidentialFilter } from '@/store/residential-filter-slice';
import { updateCommercialFilter } from '@/store/commercial-filter-slice';
import { updateAgricultureFilter } from '@/store/agriculture-filter-slice';
import { updatePgFilter } from '@/store/pg-filter-slice';

const gokulam = { label: 'Gokulam, Mysuru', value: { city: 'Mysuru', locality: 'Gokulam' } };

describe('filter defaults (SPEC §3, §9)', () => {
  const s = makeStore().getState();

  it('residential', () => {
    expect(s.residentialFilter).toEqual({
      city: 'Bengaluru', locality: [], prop_type: [], bedroom: [],
      carpetArea: { min: 100, max: 20000 }, plotArea: { min: 100, max: 20000 },
      amount: { min: 100000, max: 40000000 }, post_type: 'sale',
    });
  });

  it('commercial has no bedroom', () => {
    expect(s.commercialFilter).not.toHaveProperty('bedroom');
    expect(s.commercialFilter).toMatchObject({ carpetArea: { min: 100, max: 20000 }, post_type: 'sale' });
  });

  it('agriculture plot area is 0-100 and has no carpet area', () => {
    expect(s.agricultureFilter).not.toHaveProperty('carpetArea');
    expect(s.agricultureFilter).toMatchObject({ plotArea: { min: 0, max: 100 }, bedroom: [], amount: { min: 100000, max: 40000000 } });
  });

  it('pg rent is 2000-20000 and has no post_type', () => {
    expect(s.pgFilter).toEqual({ city: 'Bengaluru', locality: [], amount: { min: 2000, max: 20000 }, gender: [], room_type: [] });
  });
});

const updates = [
  ['residentialFilter', updateResidentialFilter],
  ['commercialFilter', updateCommercialFilter],
  ['agricultureFilter', updateAgricultureFilter],
  ['pgFilter', updatePgFilter],
] as const;

describe.each(updates)('%s update', (key, update) => {
  it('merges the changed choices and ignores keys the slice lacks', () => {
    const store = makeStore();
    store.dispatch(update({ city: 'Mysuru', locality: [gokulam], amount: { min: 5000, max: 9000 }, gender: ['Female'], bedroom: ['2'] }));
    const held = store.getState()[key] as Record<string, unknown>;
    expect(held).toMatchObject({ city: 'Mysuru', locality: [gokulam], amount: { min: 5000, max: 9000 } });
    expect('gender' in held).toBe(key === 'pgFilter');
    expect('bedroom' in held).toBe(key === 'residentialFilter' || key === 'agricultureFilter');
  });
});

describe('a filter form opening and moving between groups (store/filter-draft.ts)', () => {
  it('opening fills every slice with its own keys, over the defaults', () => {
    const store = makeStore();
    store.dispatch(updateResidentialFilter({ bedroom: ['4'] }));
    store.dispatch(filterOpened({ city: 'Mysuru', locality: [gokulam], prop_type: ['villa'], post_type: 'rent' }));
    const s = store.getState();
    expect(s.residentialFilter).toEqual({ ...residentialFilterInitial, city: 'Mysuru', locality: [gokulam], prop_type: ['villa'], post_type: 'rent' });
    expect(s.pgFilter).toMatchObject({ city: 'Mysuru', locality: [gokulam], gender: [] });
    expect(s.pgFilter).not.toHaveProperty('prop_type');
  });

  it('a switch carries the keys the form held; the target keeps its own from the same opening', () => {
    const store = makeStore();
    store.dispatch(filterOpened({ city: 'Mysuru', prop_type: ['villa'], bedroom: ['3'], post_type: 'sale', gender: ['Male'] }));
    // Buy -> PGs: the PG slice takes city, places and budget; the residential slice held no gender, so PG keeps its own.
    store.dispatch(filterChanged('residential', 'pg', { city: 'Mysuru', locality: [gokulam], amount: { min: 2000, max: 50000 }, gender: [], prop_type: ['villa'] }));
    expect(store.getState().pgFilter).toMatchObject({ locality: [gokulam], amount: { min: 2000, max: 50000 }, gender: ['Male'] });
    // PGs -> Rent: the PG slice held no property type or bedrooms, so residential keeps villa and 3 BHK.
    store.dispatch(filterChanged('pg', 'residential', {
      city: 'Mysuru', locality: [gokulam], amount: { min: 3000, max: 100000 }, post_type: 'rent', prop_type: [], bedroom: [], gender: ['Female'],
    }));
    expect(store.getState().residentialFilter).toMatchObject({
      locality: [gokulam], amount: { min: 3000, max: 100000 }, post_type: 'rent', prop_type: ['villa'], bedroom: ['3'],
    });
  });
});
