// What a tick or a place pick does in the filter forms comes from the registry's controls
// (lib/search/filters/toggle.ts). Checked, on many random form states, against the rules as they
// were written by hand before the registry said them (kept below, verbatim, as the reference).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, groupOf, RESIDENTIAL_TYPES, valuesOf } from '@/lib/enums';
import type { FilterName } from '@/lib/search/filters';
import { samePropGroup } from '@/lib/search/filters/prop-type';
import { pickPlace, removePlace, toggleValue } from '@/lib/search/filters/toggle';
import type { LocationOption } from '@/lib/location-option';

const reference = {
  togglePropType(current: readonly string[], picked: string): string[] {
    if (current.includes(picked)) return current.filter((t) => t !== picked);
    if (!groupOf(picked)) return [...current];
    return [...samePropGroup([picked, ...current]).slice(1), picked];
  },
  toggleRoom(current: readonly string[], picked: string): string[] {
    if (picked === 'all') return current.includes('all') ? [] : ['all'];
    const rest = current.filter((v) => v !== 'all');
    return rest.includes(picked) ? rest.filter((v) => v !== picked) : [...rest, picked];
  },
  toggleIn: (current: readonly string[], v: string): string[] =>
    current.includes(v) ? current.filter((x) => x !== v) : [...current, v],
  addLocation(current: readonly LocationOption[], picked: LocationOption): LocationOption[] {
    const same = (a: LocationOption, b: LocationOption) => a.value.city === b.value.city && a.value.locality === b.value.locality;
    if (!picked.value.locality) return [picked];
    return current.some((o) => same(o, picked)) ? [...current] : [...current, picked];
  },
  removeLocation(current: readonly LocationOption[], gone: LocationOption): LocationOption[] {
    return current.filter((o) => !(o.value.city === gone.value.city && o.value.locality === gone.value.locality));
  },
  cityAfterRemove: (next: readonly LocationOption[], previous: string): string => (next.length ? previous : ''),
};

const RUNS = { numRuns: 3000, seed: 20261128 };
const ROOMS = ['all', '1', '2', '3', '4', '5', '6'];
const TYPES = [...valuesOf(RESIDENTIAL_TYPES), ...valuesOf(COMMERCIAL_TYPES), ...valuesOf(AGRICULTURE_TYPES), 'castle', ''];
const LISTS = ['owner', 'agent', 'builder', 'north', 'furnished', 'Male', '1_sharing', 'gym', 'all', ''];

/** Ticked values as a form may hold them: repeats and strays included. */
const ticked = (pool: string[]) => fc.array(fc.constantFrom(...pool), { maxLength: 8 });

const place = fc.record({
  label: fc.constantFrom('Koramangala', 'Mysuru', 'HSR', ''),
  value: fc.record({ city: fc.constantFrom('Bengaluru', 'Mysuru', ''), locality: fc.constantFrom('', 'Koramangala', 'HSR Layout', 'Vijayanagar') }),
});
const city = fc.constantFrom('Bengaluru', 'Mysuru', '');

describe('filter form toggles from the registry', () => {
  it('bedrooms and bathrooms: "all" clears the other picks, any other pick clears "all"', () => {
    for (const name of ['bedrooms', 'bathrooms'] as const) {
      fc.assert(fc.property(ticked(ROOMS), fc.constantFrom(...ROOMS), (t, p) => {
        expect(toggleValue(name, t, p)).toEqual(reference.toggleRoom(t, p));
      }), RUNS);
    }
    expect(toggleValue('bedrooms', ['2', '3'], 'all')).toEqual(['all']);
    expect(toggleValue('bedrooms', ['all'], '2')).toEqual(['2']);
  });

  it('a property type pick keeps only its own group, agriculture keeps one, an unknown type is refused', () => {
    fc.assert(fc.property(ticked(TYPES), fc.constantFrom(...TYPES), (t, p) => {
      expect(toggleValue('propType', t, p)).toEqual(reference.togglePropType(t, p));
    }), RUNS);
    expect(toggleValue('propType', ['apartment', 'villa'], 'commercial_shop')).toEqual(['commercial_shop']);
  });

  it('the list filters tick and untick a value, whatever else is ticked', () => {
    const lists: FilterName[] = ['postedBy', 'furnishingStatus', 'facing', 'amenities', 'gender', 'roomType'];
    for (const name of lists) {
      fc.assert(fc.property(ticked(LISTS), fc.constantFrom(...LISTS), (t, p) => {
        expect(toggleValue(name, t, p)).toEqual(reference.toggleIn(t, p));
      }), RUNS);
    }
  });

  it('a whole city replaces the chosen places, a locality is added once, and the form takes the pick\'s city', () => {
    fc.assert(fc.property(fc.array(place, { maxLength: 6 }), place, city, (chosen, picked, c) => {
      expect(pickPlace({ chosen, city: c }, picked)).toEqual({ chosen: reference.addLocation(chosen, picked), city: picked.value.city || c });
    }), RUNS);
  });

  it('removing a place drops every chip of it, and removing the last one clears the city', () => {
    fc.assert(fc.property(fc.array(place, { maxLength: 6 }), place, city, (chosen, gone, c) => {
      const next = reference.removeLocation(chosen, gone);
      expect(removePlace({ chosen, city: c }, gone)).toEqual({ chosen: next, city: reference.cityAfterRemove(next, c) });
    }), RUNS);
    // Picked from the chips themselves, so removals really happen.
    fc.assert(fc.property(fc.array(place, { minLength: 1, maxLength: 6 }), fc.nat(), city, (chosen, i, c) => {
      const gone = chosen[i % chosen.length];
      const next = reference.removeLocation(chosen, gone);
      expect(removePlace({ chosen, city: c }, gone)).toEqual({ chosen: next, city: reference.cityAfterRemove(next, c) });
    }), RUNS);
  });
});
