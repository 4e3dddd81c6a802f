import { parseBound, wireRange, writeBound } from './codec';
import { isOpen, rangeLabel, sqft } from './labels';
import { defineFilter, type SliceRange } from './types';
import type { Bound } from '../state';
import { fill } from '@/lib/i18n/fill';
import { type FilterWords } from './words';

// The three area ranges (square feet). The API also accepts built_up_area; no route key carries it.

/** SPEC §9: the filter slices' stored carpet and plot area (sq ft), and farm land's plot area (acres). */
export const AREA_RANGE: SliceRange = { min: 100, max: 20000 };
export const ACRE_RANGE: SliceRange = { min: 0, max: 100 };

const chip = (name: string, b: Bound | null, w: FilterWords) => {
  const range = rangeLabel(b, (n) => sqft(n, w), w);
  return range ? fill(w.template.area, { name, range }) : '';
};

export const superArea = defineFilter({
  field: 'superArea',
  key: 'superArea',
  empty: null,
  parse: parseBound,
  write: (s) => writeBound(s.superArea),
  listingWire: (s) => ({ super_area: wireRange(s.superArea) }),
  chips: (s, _city, w) => [{ key: 'super', label: chip(w.legend.superArea, s.superArea, w), next: { superArea: null } }],
  indexing: { reason: 'area', drops: (s) => !isOpen(s.superArea) },
  index: { listings: { name: 'listings_count_idx', columns: ['super_area'] } },
  control: { kind: 'range' },
});

export const carpetArea = defineFilter({
  field: 'carpetArea',
  key: 'carpetArea',
  empty: null,
  parse: parseBound,
  write: (s) => writeBound(s.carpetArea),
  listingWire: (s) => ({ carpet_area: wireRange(s.carpetArea) }),
  chips: (s, _city, w) => [{ key: 'carpet', label: chip(w.legend.carpetArea, s.carpetArea, w), next: { carpetArea: null } }],
  indexing: { reason: 'area', drops: (s) => !isOpen(s.carpetArea) },
  index: { listings: { name: 'listings_count_idx', columns: ['carpet_area'] } },
  control: { kind: 'range', slice: { key: 'carpetArea', initial: { residential: AREA_RANGE, commercial: AREA_RANGE } } },
});

export const plotArea = defineFilter({
  field: 'plotArea',
  key: 'plotArea',
  empty: null,
  parse: parseBound,
  write: (s) => writeBound(s.plotArea),
  listingWire: (s) => ({ plot_area: wireRange(s.plotArea) }),
  chips: (s, _city, w) => [{ key: 'plot', label: chip(w.legend.plotArea, s.plotArea, w), next: { plotArea: null } }],
  indexing: { reason: 'area', drops: (s) => !isOpen(s.plotArea) },
  index: { listings: { name: 'listings_count_idx', columns: ['plot_area'] } },
  control: { kind: 'range', deals: ['sale'], slice: { key: 'plotArea', initial: { residential: AREA_RANGE, commercial: AREA_RANGE, agriculture: ACRE_RANGE } } },
});
