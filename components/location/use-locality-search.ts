'use client';
import { useCallback, useRef, useState } from 'react';
import { AUTOCOMPLETE_THROTTLE_MS } from '@/lib/constants';
import { fill } from '@/lib/i18n/fill';
import { autoComplete } from '@/services/api/search';
import type { AutoCompleteData, LocationOption } from '@/services/api/types';

/**
 * Suggestions in the order a visitor expects: the chosen city's localities
 * first ("Vijay" in Mysuru = Vijayanagar before the town of Vijayapura), then
 * matching cities, then other cities' localities (the server sends localities
 * in that city-first order already).
 */
export function toOptions(data: AutoCompleteData, city = ''): LocationOption[] {
  const cities = data.city.map((c) => ({ label: c.city_name, value: { city: c.city_name, locality: '' } }));
  const localities = data.locality.map((l) => ({
    label: `${l.locality_name}, ${l.city_name}`,
    value: { city: l.city_name, locality: l.locality_name ?? '', id: l.id, lat: l.lat, lng: l.lng },
  }));
  const own = localities.filter((o) => o.value.city === city);
  const others = localities.filter((o) => o.value.city !== city);
  return [...own, ...cities, ...others];
}

export type OptionGroup = { label: string; options: LocationOption[] };

/**
 * Inside a city's search the box says whose places are whose: the
 * city's own localities under "In <city>", then matching cities, then other
 * cities' localities under "In other cities" (still offered: picking one moves
 * the search there, as the header's city search does). Without a city: flat.
 */
export const GROUP_WORDS = { inCity: 'In {city}', cities: 'Cities', otherCities: 'In other cities' };

export function groupByCity(options: LocationOption[], city: string, w: typeof GROUP_WORDS = GROUP_WORDS): (LocationOption | OptionGroup)[] {
  if (!city) return options;
  const groups: OptionGroup[] = [
    { label: fill(w.inCity, { city }), options: options.filter((o) => o.value.locality && o.value.city === city) },
    { label: w.cities, options: options.filter((o) => !o.value.locality) },
    { label: w.otherCities, options: options.filter((o) => o.value.locality && o.value.city !== city) },
  ];
  return groups.filter((g) => g.options.length > 0);
}

/**
 * Autocomplete state for a location picker: loads on input (throttled),
 * pages on scroll (pages start at 0). Errors are ignored (SPEC §8).
 */
export function useLocalitySearch(city: string) {
  const [options, setOptions] = useState<LocationOption[]>([]);
  const [loading, setLoading] = useState(false);
  const page = useRef({ query: '', next: 0, pages: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<AbortController | undefined>(undefined);

  const load = useCallback(async (query: string, pageNo: number) => {
    inflight.current?.abort();
    const ctrl = new AbortController();
    inflight.current = ctrl;
    setLoading(true);
    try {
      const res = await autoComplete(pageNo, city, query, { signal: ctrl.signal });
      page.current = { query, next: pageNo + 1, pages: res.data.pages };
      const fresh = toOptions(res.data, city);
      setOptions((prev) => (pageNo === 0 ? fresh : [...prev, ...fresh.filter((o) => !prev.some((p) => p.label === o.label))]));
    } catch {
      /* location search errors are ignored */
    } finally {
      if (inflight.current === ctrl) setLoading(false);
    }
  }, [city]);

  const onInput = useCallback((query: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(query.trim(), 0), AUTOCOMPLETE_THROTTLE_MS);
  }, [load]);

  const loadMore = useCallback(() => {
    const p = page.current;
    if (!loading && p.next < p.pages) void load(p.query, p.next);
  }, [load, loading]);

  return { options, loading, onInput, loadMore };
}
