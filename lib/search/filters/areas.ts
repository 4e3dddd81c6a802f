import { parseBound, wireRange, writeBound } from './codec';
import { isOpen, rangeLabel, sqft } from './labels';
import { defineFilter, type SliceRange } from './types';
import type { Bound } from '../state';

// The three area ranges (square feet). The API also accepts built_up_area; no route key carries it.

/** SPEC §9: the filter slices' stored carpet and plot area (sq ft), and farm land's plot area (acres). */
export const AREA_RANGE: SliceRange = { min: 100, max: 20000 };
export const ACRE_RANGE: SliceRange = { min: 0, max: 100 };

const chip = (name: string, b: Bound | null) => {
  const r = rangeLabel(b, sqft);
  return r ? `${name} ${r}` : '';
};

export const superArea = defineFilter({
  field: 'superArea',
  key: 'superArea',
  empty: null,
  parse: parseBound,
  write: (s) => writeBound(s.superArea),
  listingWire: (s) => ({ super_area: wireRange(s.superArea) }),
  chips: (s) => [{ key: 'super', label: chip('Super area', s.superArea), next: { superArea: null } }],
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
  chips: (s) => [{ key: 'carpet', label: chip('Carpet area', s.carpetArea), next: { carpetArea: null } }],
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
  chips: (s) => [{ key: 'plot', label: chip('Plot area', s.plotArea), next: { plotArea: null } }],
  indexing: { reason: 'area', drops: (s) => !isOpen(s.plotArea) },
  index: { listings: { name: 'listings_count_idx', columns: ['plot_area'] } },
  control: { kind: 'range', deals: ['sale'], slice: { key: 'plotArea', initial: { residential: AREA_RANGE, commercial: AREA_RANGE, agriculture: ACRE_RANGE } } },
});
