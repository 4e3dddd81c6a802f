import { FACING, FURNISHING, POSTED_BY, valuesOf } from '../../enums';
import { listOf } from './codec';
import { listChips } from './labels';
import { defineFilter } from './types';
import { fill } from '@/lib/i18n/fill';
import { optionLabel } from './words';

// The enumerated list filters of a property search: any of the chosen values matches.

export const furnishingStatus = defineFilter({
  field: 'furnishingStatus',
  key: 'furnishingStatus',
  empty: [],
  parse: (v) => listOf(v, valuesOf(FURNISHING)),
  write: (s) => s.furnishingStatus.join(','),
  listingWire: (s) => ({ furnishing_area: s.furnishingStatus }),
  chips: (s, _city, w) => listChips('furnishingStatus', s.furnishingStatus, 'furn', (f) => optionLabel(w, 'furnishingStatus', f)),
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
  chips: (s, _city, w) => listChips('facing', s.facing, 'facing', (f) => fill(w.template.facing, { label: optionLabel(w, 'facing', f) })),
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
  chips: (s, _city, w) => listChips('postedBy', s.postedBy, 'by', (p) => w.postedByChip[p] ?? optionLabel(w, 'postedBy', p)),
  indexing: { reason: 'posted by', drops: (s) => s.postedBy.length > 0 },
  index: { listings: { name: 'listings_count_idx', columns: ['posted_by'] } },
  control: { kind: 'list' },
});
