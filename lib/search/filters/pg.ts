import { PG_GENDERS, PG_ROOM_TYPES, valuesOf } from '../../enums';
import { pgGendersForSubmit, pgRoomTypesForSubmit } from '../../filter-submit-values';
import { canonical, enc, listOf, plain } from './codec';
import { listChips } from './labels';
import { defineFilter } from './types';
import { optionLabel } from './words';

// The PG search's own filters. Empty = every value, sent as the full list (SPEC §5).

export const gender = defineFilter({
  field: 'gender',
  key: 'gender',
  empty: [],
  parse: (v) => canonical(v, valuesOf(PG_GENDERS)),
  write: (s) => s.gender.join(','),
  pgWire: (s) => ({ gender: pgGendersForSubmit(s.gender) }),
  chips: (s, _city, w) => listChips('gender', s.gender, 'gender', (g) => optionLabel(w, 'gender', g)),
  indexing: 'page',
  index: { pgs: { name: 'pgs_filter_idx', columns: ['gender'] } },
  control: { kind: 'list', slice: { key: 'gender', initial: { pg: [] } } },
});

/** Sharing (single, double, ...). */
export const roomType = defineFilter({
  field: 'roomType',
  key: 'roomType',
  empty: [],
  parse: (v) => listOf(v, valuesOf(PG_ROOM_TYPES)),
  write: (s) => s.roomType.join(','),
  pgWire: (s) => ({ room_type: pgRoomTypesForSubmit(s.roomType) }),
  chips: (s, _city, w) => listChips('roomType', s.roomType, 'room', (r) => optionLabel(w, 'roomType', r)),
  indexing: 'page',
  index: { pgs: { name: 'pgs_filter_idx', columns: ['room_rents'] } },
  control: { kind: 'list', slice: { key: 'room_type', initial: { pg: [] } } },
});

/** 'true' marks a PG search (the header and landing pages write it); it filters nothing on the server. */
export const pgSearch = defineFilter({
  field: 'pgSearch',
  key: 'pgSearch',
  empty: '',
  parse: (v) => (v ? plain(v) : '').replace(/[^\w-]/g, '').slice(0, 40),
  write: (s) => enc(s.pgSearch),
  indexing: { reason: 'PG text search', drops: (s) => !!s.pgSearch && s.pgSearch !== 'true' },
  control: { kind: 'marker' },
});
