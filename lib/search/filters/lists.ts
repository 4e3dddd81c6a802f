import { FACING, FURNISHING, labelOf, POSTED_BY, valuesOf } from '../../enums';
import { listOf } from './codec';
import { listChips } from './labels';
import { defineFilter } from './types';

// The enumerated list filters of a property search: any of the chosen values matches.

export const furnishingStatus = defineFilter({
  field: 'furnishingStatus',
  key: 'furnishingStatus',
  empty: [],
  parse: (v) => listOf(v, valuesOf(FURNISHING)),
  write: (s) => s.furnishingStatus.join(','),
  listingWire: (s) => ({ furnishing_area: s.furnishingStatus }),
  chips: (s) => listChips('furnishingStatus', s.furnishingStatus, 'furn', (f) => labelOf(FURNISHING, f)),
  indexing: { reason: 'furnishing', drops: (s) => s.furnishingStatus.length > 0 },
  index: { listings: { name: 'listings_count_idx', columns: ['furnishing'] } },
  control: { kind: 'list' },
});

export const facing = defineFilter({
  field: 'facing',
  key: 'facing',
  empty: [],
  parse: (v) => listOf(v, valuesOf(FACING)),
  write: (s) => s.facing.join(','),
  listingWire: (s) => ({ facing: s.facing }),
  chips: (s) => listChips('facing', s.facing, 'facing', (f) => `${labelOf(FACING, f)} facing`),
  indexing: { reason: 'facing', drops: (s) => s.facing.length > 0 },
  index: { listings: { name: 'listings_count_idx', columns: ['facing'] } },
  control: { kind: 'list' },
});

export const postedBy = defineFilter({
  field: 'postedBy',
  key: 'postedBy',
  empty: [],
  parse: (v) => listOf(v, valuesOf(POSTED_BY)),
  write: (s) => s.postedBy.join(','),
  listingWire: (s) => ({ owner_type: s.postedBy }),
  chips: (s) => listChips('postedBy', s.postedBy, 'by', (p) => `By ${labelOf(POSTED_BY, p).toLowerCase()}`),
  indexing: { reason: 'posted by', drops: (s) => s.postedBy.length > 0 },
  index: { listings: { name: 'listings_count_idx', columns: ['posted_by'] } },
  control: { kind: 'list' },
});
